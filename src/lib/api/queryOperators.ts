import { APIError, type CollectionBeforeOperationHook, type FlattenedField, type SanitizedConfig } from 'payload'

/**
 * Query operators a field's kind can answer. Payload accepts every operator on every field and leaves the database
 * to fail on the ones it cannot run (`near` on a name, `like` on a date, `all` on a single value): a 500 and a logged
 * stack trace for each request. Such a filter is refused with a 400 before the database is asked, on every collection
 * (Payload's own included) and for every caller. A record's `id` is not among a collection's fields, so it is checked
 * as a field of its own kind: on the collection (`id`), through a relationship (`appointment.id`, `photos.id`) and as
 * a two-collection relationship's `.value`.
 */
const GEO = new Set(['near', 'within', 'intersects'])
const TEXT_MATCH = new Set(['like', 'not_like', 'contains'])
/** Kinds whose stored value is not plain text (dates, numbers, options, JSON, ids), so text matching cannot run. */
const NOT_TEXT = new Set([
  'date',
  'number',
  'checkbox',
  'point',
  'select',
  'radio',
  'json',
  'richText',
  'relationship',
  'upload',
])
/** Kinds whose several values `all` can match. */
const ALL_KINDS = new Set(['text', 'number', 'select'])

/**
 * A field, or a record's id (`recordId: true`, of the database's id kind; `anyCollection: true` for the id a
 * two-collection relationship's `.value` holds).
 */
type FieldLike = { type: string; hasMany?: boolean; relationTo?: unknown; recordId?: boolean; anyCollection?: boolean }

/**
 * A record's id where the collection does not declare one: a number (Postgres `serial`) or text. `like` stays
 * answerable on a numeric id: the admin's list and relationship searches send `id like <typed>` for a collection
 * without a title field, and Postgres answers it.
 */
export const idFieldOf = (defaultIDType: 'number' | 'text'): FieldLike => ({ type: defaultIDType, recordId: true })

/** Why an operator cannot run on a field, or null when it can. */
export function operatorProblem(field: FieldLike, operator: string): string | null {
  const kind = field.type
  const what = field.recordId ? 'an id' : `a ${kind} field`
  if (GEO.has(operator) && kind !== 'point') return `'${operator}' needs a location field`
  if (kind === 'point' && !GEO.has(operator) && !['equals', 'not_equals', 'exists'].includes(operator))
    return `'${operator}' does not apply to a location field`
  if (TEXT_MATCH.has(operator) && NOT_TEXT.has(kind) && !(field.recordId && operator === 'like'))
    return `'${operator}' does not apply to ${what}`
  if (operator === 'all' && !(field.hasMany && ALL_KINDS.has(kind))) return `'all' needs a field with several values`
  if ((kind === 'relationship' || kind === 'upload') && Array.isArray(field.relationTo))
    return `'${operator}' needs the path's .value or .relationTo`
  return null
}

/** Thrown for a filter a field cannot answer: a 400 with the reason; not logged as an error (loggingLevels). */
export class UnanswerableQuery extends APIError {
  constructor(path: string, problem: string) {
    super(`Invalid filter on '${path}': ${problem}.`, 400)
    this.name = 'UnanswerableQuery'
  }
}

type Fields = readonly FlattenedField[]
type Where = Record<string, unknown>

/** What a path is resolved against: every collection's fields, and the kind of an id no collection declares. */
export interface QuerySchema {
  collections: Record<string, Fields>
  idField: FieldLike
}

/**
 * The field a dotted path names, following groups, tabs and relationships (a single collection's to its fields and
 * id, a two-collection one's `.value` to the id); null when unknown. `record` says `fields` are a collection's own
 * top level, where `id` names the record's id.
 */
function resolveField(fields: Fields, path: string[], schema: QuerySchema, record: boolean): FieldLike | null {
  const [head, ...rest] = path
  const field = fields.find((f) => f.name === head)
  if (!field) return record && head === 'id' && rest.length === 0 ? schema.idField : null
  if (rest.length === 0) return field
  if ('flattenedFields' in field && Array.isArray(field.flattenedFields))
    return resolveField(field.flattenedFields, rest, schema, false)
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    const target = schema.collections[field.relationTo]
    return target ? resolveField(target, rest[0] === 'value' ? rest.slice(1) : rest, schema, true) : null
  }
  if ((field.type === 'relationship' || field.type === 'upload') && rest.length === 1 && rest[0] === 'value')
    return { ...schema.idField, anyCollection: true }
  return null
}

/** Throws UnanswerableQuery for the first condition in `where` (and its and/or lists) a field cannot answer. */
export function checkWhere(where: unknown, fields: Fields, schema: QuerySchema, depth = 0): void {
  if (!where || typeof where !== 'object' || depth > 20) return
  for (const [key, condition] of Object.entries(where as Where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      for (const inner of condition) checkWhere(inner, fields, schema, depth + 1)
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    const field = resolveField(fields, key.split('.'), schema, true)
    if (!field) continue // an unknown path: Payload refuses it itself
    for (const operator of Object.keys(condition)) {
      const problem = operatorProblem(field, operator)
      if (problem) throw new UnanswerableQuery(key, problem)
    }
    // On a two-collection relationship's `.value` Payload makes a list of `in=1,2` but passes `in=1` on as one value,
    // which Postgres cannot run (`in $2`): one id becomes a list of one, as it is on every other field.
    if (field.anyCollection) {
      const list = condition as Record<string, unknown>
      for (const operator of ['in', 'not_in'])
        if (typeof list[operator] === 'string' || typeof list[operator] === 'number')
          list[operator] = String(list[operator]).split(',')
    }
  }
}

/** What every collection's queries are checked against. */
export function querySchemaOf(config: Pick<SanitizedConfig, 'collections' | 'db'>): QuerySchema {
  return {
    collections: Object.fromEntries(config.collections.map((c) => [c.slug, c.flattenedFields])),
    idField: idFieldOf(config.db.defaultIDType),
  }
}

/** Adds the check to every collection of the sanitized config, so Payload's own collections have it too. */
export function refuseUnanswerableQueries(config: SanitizedConfig): SanitizedConfig {
  const schema = querySchemaOf(config)
  for (const collection of config.collections) {
    const hook: CollectionBeforeOperationHook = ({ args }) => {
      checkWhere((args as { where?: unknown }).where, collection.flattenedFields, schema)
      return args
    }
    collection.hooks.beforeOperation = [hook, ...(collection.hooks.beforeOperation ?? [])]
  }
  return config
}

import { APIError, type CollectionBeforeOperationHook, type FlattenedField, type SanitizedConfig } from 'payload'

/**
 * Query operators a field's kind can answer. Payload accepts every operator on every field and leaves the database
 * to fail on the ones it cannot run (`near` on a name, `like` on a date, `all` on a single value): a 500 and a logged
 * stack trace for each request. Such a filter is refused with a 400 before the database is asked, on every collection
 * (Payload's own included) and for every caller.
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

type FieldLike = Pick<FlattenedField, 'type'> & { hasMany?: boolean; relationTo?: unknown }

/** Why an operator cannot run on a field, or null when it can. */
export function operatorProblem(field: FieldLike, operator: string): string | null {
  const kind = field.type
  if (GEO.has(operator) && kind !== 'point') return `'${operator}' needs a location field`
  if (kind === 'point' && !GEO.has(operator) && !['equals', 'not_equals', 'exists'].includes(operator))
    return `'${operator}' does not apply to a location field`
  if (TEXT_MATCH.has(operator) && NOT_TEXT.has(kind)) return `'${operator}' does not apply to a ${kind} field`
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

/** The field a dotted path names, following groups, tabs and single-collection relationships; null when unknown. */
function resolveField(fields: Fields, path: string[], collections: Record<string, Fields>): FlattenedField | null {
  const [head, ...rest] = path
  const field = fields.find((f) => f.name === head)
  if (!field) return null
  if (rest.length === 0) return field
  if ('flattenedFields' in field && Array.isArray(field.flattenedFields))
    return resolveField(field.flattenedFields as Fields, rest, collections)
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    const target = collections[field.relationTo]
    return target ? resolveField(target, rest[0] === 'value' ? rest.slice(1) : rest, collections) : null
  }
  return null
}

/** Throws UnanswerableQuery for the first condition in `where` (and its and/or lists) a field cannot answer. */
export function checkWhere(where: unknown, fields: Fields, collections: Record<string, Fields>, depth = 0): void {
  if (!where || typeof where !== 'object' || depth > 20) return
  for (const [key, condition] of Object.entries(where as Where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      for (const inner of condition) checkWhere(inner, fields, collections, depth + 1)
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    const field = resolveField(fields, key.split('.'), collections)
    if (!field) continue // an unknown path: Payload refuses it itself
    for (const operator of Object.keys(condition)) {
      const problem = operatorProblem(field, operator)
      if (problem) throw new UnanswerableQuery(key, problem)
    }
  }
}

/** Adds the check to every collection of the sanitized config, so Payload's own collections have it too. */
export function refuseUnanswerableQueries(config: SanitizedConfig): SanitizedConfig {
  const fieldsOf: Record<string, Fields> = Object.fromEntries(
    config.collections.map((c) => [c.slug, c.flattenedFields]),
  )
  for (const collection of config.collections) {
    const hook: CollectionBeforeOperationHook = ({ args }) => {
      checkWhere((args as { where?: unknown }).where, collection.flattenedFields, fieldsOf)
      return args
    }
    collection.hooks.beforeOperation = [hook, ...(collection.hooks.beforeOperation ?? [])]
  }
  return config
}

import config from '@payload-config'
import type { FlattenedField, Operator } from 'payload'
import { validOperators } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { checkWhere, querySchemaOf, UnanswerableQuery } from '@/lib/api/queryOperators'

/**
 * Every where-operator Payload accepts (`validOperators`, Payload's own list) on every path that names a record's id:
 * each collection's `id`, each relationship's `.id` (inside groups, tabs and lists too) and each two-collection
 * relationship's `.value`. An id is a number in the database: what Postgres cannot run on it is refused (400) before
 * the query, what it can is let through. The table names each operator once, so an operator Payload adds later fails
 * here until it is placed.
 */
const ON_AN_ID: Record<Operator, 'answered' | 'refused'> = {
  equals: 'answered',
  not_equals: 'answered',
  in: 'answered',
  not_in: 'answered',
  exists: 'answered',
  greater_than: 'answered',
  greater_than_equal: 'answered',
  less_than: 'answered',
  less_than_equal: 'answered',
  // The admin's searches send `id like <typed>` for a collection without a title field; Postgres answers it.
  like: 'answered',
  contains: 'refused',
  not_like: 'refused',
  all: 'refused',
  near: 'refused',
  within: 'refused',
  intersects: 'refused',
}

const resolved = await config
const schema = querySchemaOf(resolved)

/** The paths to an id under `fields`, with `prefix` before each: relationships' `.id` or `.value`, in groups and lists. */
function idPaths(fields: readonly FlattenedField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'relationship' || field.type === 'upload')
      return [`${prefix}${field.name}.${Array.isArray(field.relationTo) ? 'value' : 'id'}`]
    if ((field.type === 'group' || field.type === 'array' || field.type === 'tab') && 'flattenedFields' in field)
      return idPaths(field.flattenedFields, `${prefix}${field.name}.`)
    return []
  })
}

const paths = resolved.collections.flatMap((collection) =>
  ['id', ...idPaths(collection.flattenedFields)].map((path) => ({ collection, path })),
)

const valueFor = (operator: Operator) =>
  ['near', 'within', 'intersects'].includes(operator) ? '-1.9,52.4,1000,0' : operator === 'exists' ? 'true' : '1'

function refusal(where: unknown, fields: readonly FlattenedField[]): UnanswerableQuery | null {
  try {
    checkWhere(where, fields, schema)
    return null
  } catch (error) {
    if (error instanceof UnanswerableQuery) return error
    throw error
  }
}

describe('query operators on ids', () => {
  it("the table places every one of Payload's where-operators", () => {
    expect(Object.keys(ON_AN_ID).sort()).toEqual([...validOperators].sort())
  })

  it('finds the id paths the sweep covers: ids, relationships, nested relationships and two-collection values', () => {
    const named = paths.map((p) => `${p.collection.slug} ${p.path}`)
    expect(named).toContain('faqs id')
    expect(named).toContain('measured-windows appointment.id')
    expect(named).toContain('local-jobs photos.id')
    expect(named).toContain('payload-locked-documents document.value')
    expect(named.some((n) => n.startsWith('quotes lines.') && n.endsWith('.id'))).toBe(true)
  })

  it.each(validOperators.map((operator) => [operator, ON_AN_ID[operator]] as const))(
    '%s on every id path is %s',
    (operator, expected) => {
      const wrong: string[] = []
      for (const { collection, path } of paths) {
        const error = refusal({ [path]: { [operator]: valueFor(operator) } }, collection.flattenedFields)
        if ((error !== null) !== (expected === 'refused')) wrong.push(`${collection.slug} ${path}`)
        if (error) {
          expect(error.status).toBe(400)
          expect(error.message).toContain(`'${operator}'`)
          expect(error.message).toContain(`'${path}'`)
        }
      }
      expect(wrong).toEqual([])
    },
  )

  it("one id in a two-collection relationship's in/not_in becomes a list of one (Payload passes it on bare)", () => {
    const locks = resolved.collections.find((c) => c.slug === 'payload-locked-documents')!
    const where = { 'document.value': { in: '1', not_in: 2 } }
    expect(refusal(where, locks.flattenedFields)).toBeNull()
    expect(where['document.value']).toEqual({ in: ['1'], not_in: ['2'] })
  })

  it('inside and/or lists too', () => {
    const faqs = resolved.collections.find((c) => c.slug === 'faqs')!
    const where = { or: [{ question: { like: 'blind' } }, { and: [{ id: { near: '1,2,3,4' } }] }] }
    expect(refusal(where, faqs.flattenedFields)?.message).toBe("Invalid filter on 'id': 'near' needs a location field.")
    expect(refusal({ id: { contains: '1' } }, faqs.flattenedFields)?.message).toBe(
      "Invalid filter on 'id': 'contains' does not apply to an id.",
    )
  })
})

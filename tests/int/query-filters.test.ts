import config from '@payload-config'
import type { FlattenedField } from 'payload'
import { validOperators } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'

import { callRest, hasStackTrace, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'

/**
 * Every query operator Payload accepts, on one field of every kind of every collection, over REST (the real
 * /api/cms route handler, in process), anonymous and as the owner (who may read everything, so each query reaches
 * the database): never a server error. Operators a field's kind cannot answer (`near` on a name, `like` on a date)
 * are refused with a 400 before the database is asked (src/lib/api/queryOperators.ts). The same for every path to
 * a record's id (`id`, `appointment.id`, `photos.id`, a two-collection `.value`), which no collection lists among its
 * fields. Generated from the config, so a new collection, field kind or relationship is swept without editing this
 * file.
 */
const resolved = await config

/** The first top-level field of each kind in a collection, plus its id. */
function fieldsByKind(fields: FlattenedField[]): FlattenedField[] {
  const seen = new Map<string, FlattenedField>()
  for (const field of fields) {
    if (!seen.has(field.type) && !['array', 'blocks', 'group', 'tab', 'join'].includes(field.type))
      seen.set(field.type, field)
  }
  return [...seen.values()]
}

/**
 * A value of the field's own type (a wrong type is a separate, already-answered 400): the sweep is about operators.
 * The location operators get a point and a distance.
 */
function valueFor(field: FlattenedField, operator: string): string {
  if (['near', 'within', 'intersects'].includes(operator)) return '-1.9,52.4,1000,0'
  if (field.type === 'date') return '2026-01-01'
  if (['number', 'relationship', 'upload'].includes(field.type)) return '1'
  if (field.type === 'checkbox') return 'true'
  if ((field.type === 'select' || field.type === 'radio') && field.options.length) {
    const first = field.options[0]
    return typeof first === 'string' ? first : first.value
  }
  return 'x'
}

const cases = resolved.collections.flatMap((collection) =>
  fieldsByKind(collection.flattenedFields).flatMap((field) =>
    validOperators.map((operator) => ({
      slug: collection.slug,
      field: field.name,
      kind: field.type,
      operator,
      value: valueFor(field, operator),
    })),
  ),
)

/** The paths to an id under `fields`: relationships' `.id` (two-collection ones' `.value`), in groups and lists too. */
function idPaths(fields: readonly FlattenedField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'relationship' || field.type === 'upload')
      return [`${prefix}${field.name}.${Array.isArray(field.relationTo) ? 'value' : 'id'}`]
    if ((field.type === 'group' || field.type === 'array' || field.type === 'tab') && 'flattenedFields' in field)
      return idPaths(field.flattenedFields, `${prefix}${field.name}.`)
    return []
  })
}

/** Operators Postgres cannot run on an id (a number): refused with a 400 (tests/unit/query-operators.test.ts). */
const NOT_ON_AN_ID = ['contains', 'not_like', 'all', 'near', 'within', 'intersects']

const idCases = resolved.collections.flatMap((collection) =>
  ['id', ...idPaths(collection.flattenedFields)].flatMap((field) =>
    validOperators.map((operator) => ({
      slug: collection.slug,
      field,
      operator,
      value: ['near', 'within', 'intersects'].includes(operator) ? '-1.9,52.4,1000,0' : '1',
    })),
  ),
)

let ownerToken: string

beforeAll(async () => {
  ownerToken = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.140')
})

describe('CMS query filters never answer a server error', () => {
  it(`sweeps ${cases.length} collection × field kind × operator combinations, anonymous and as the owner`, async () => {
    const failures: string[] = []
    let requests = 0
    for (const { slug, field, kind, operator, value } of cases)
      for (const token of [undefined, ownerToken]) {
        const path = `/api/cms/${slug}?where[${field}][${operator}]=${encodeURIComponent(value)}&limit=1&depth=0`
        const res = await callRest('GET', path, { token, ip: '192.0.2.141' })
        requests++
        const text = await res.text()
        if (res.status >= 500 || hasStackTrace(text))
          failures.push(`${token ? 'owner' : 'anonymous'} ${kind} ${path} → ${res.status} ${text.slice(0, 120)}`)
      }
    console.log(`query filter sweep: ${requests} requests, ${failures.length} server errors`)
    expect(failures).toEqual([])
  }, 300_000)

  it(`sweeps ${idCases.length} id paths × operator (id, relation .id, two-collection .value), anonymous and as the owner`, async () => {
    const failures: string[] = []
    let requests = 0
    for (const { slug, field, operator, value } of idCases)
      for (const token of [undefined, ownerToken]) {
        const path = `/api/cms/${slug}?where[${field}][${operator}]=${encodeURIComponent(value)}&limit=1&depth=0`
        const res = await callRest('GET', path, { token, ip: '192.0.2.143' })
        requests++
        const text = await res.text()
        const who = token ? 'owner' : 'anonymous'
        if (res.status >= 500 || hasStackTrace(text))
          failures.push(`${who} ${path} → ${res.status} ${text.slice(0, 120)}`)
        // Refused with a 400 (403 first for a collection the caller may not read, 404 for one without REST routes).
        else if (NOT_ON_AN_ID.includes(operator) && res.status < 400)
          failures.push(`${who} ${path} → ${res.status}, expected a 4xx`)
      }
    console.log(`id filter sweep: ${requests} requests, ${failures.length} failures`)
    expect(failures).toEqual([])
  }, 300_000)

  // What an anonymous visitor can send to the published collections (issue 63): each answered 400, never a 500.
  it.each([
    '/api/cms/faqs?where[id][near]=1,2,3,4',
    '/api/cms/faqs?where[id][within]=1,2',
    '/api/cms/faqs?where[id][intersects]=1,2',
    '/api/cms/faqs?where[id][contains]=1',
    '/api/cms/faqs?where[id][not_like]=1',
    '/api/cms/faqs?where[id][all]=1',
    '/api/cms/products?where[image.id][near]=1,2',
    '/api/cms/products?where[image.id][contains]=1',
    '/api/cms/local-jobs?where[photos.id][all]=1',
    '/api/cms/local-jobs?where[product.id][not_like]=1',
    '/api/cms/area-overrides?where[images.id][within]=1,2',
    '/api/cms/testimonials?where[or][0][id][intersects]=1,2',
  ])('GET %s (anonymous) is refused with a 400', async (path) => {
    const res = await callRest('GET', path, { ip: '192.0.2.144' })
    const text = await res.text()
    expect(res.status, text).toBe(400)
    expect(text).toMatch(/Invalid filter on '[\w.]+': '\w+'/)
    expect(hasStackTrace(text)).toBe(false)
  })

  it.each([
    ['near', 'name', '/api/cms/faqs?where[question][near]=1,2'],
    ['within', 'name', '/api/cms/products?where[name][within]=x'],
    ['intersects', 'number', '/api/cms/products?where[startingPrice][intersects]=1'],
    ['all', 'date', '/api/cms/faqs?where[createdAt][all]=2026-01-01'],
    ['like', 'date', '/api/cms/faqs?where[createdAt][like]=2026'],
    ['contains', 'date', '/api/cms/products?where[updatedAt][contains]=x'],
    ['not_like', 'date', '/api/cms/testimonials?where[createdAt][not_like]=x'],
  ])('%s on a %s field is refused with a 400 that names the operator', async (operator, _kind, path) => {
    const res = await callRest('GET', path, { ip: '192.0.2.142' })
    const text = await res.text()
    expect(res.status, text).toBe(400)
    expect(text).toContain(`'${operator}'`)
    expect(hasStackTrace(text)).toBe(false)
  })

  it('the operators a kind can answer still work', async () => {
    for (const path of [
      '/api/cms/faqs?where[question][like]=blind',
      '/api/cms/faqs?where[question][contains]=blind',
      '/api/cms/faqs?where[createdAt][greater_than]=2000-01-01',
      '/api/cms/products?where[startingPrice][greater_than_equal]=0',
      '/api/cms/faqs?where[topic][in]=home,measuring',
      '/api/cms/faqs?where[id][like]=1',
      '/api/cms/faqs?where[id][greater_than]=0',
      '/api/cms/products?where[image.id][exists]=true',
    ]) {
      const res = await callRest('GET', path, { ip: '192.0.2.142' })
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200)
    }
    const res = await callRest('GET', '/api/cms/faqs?where[createdAt][greater_than]=2000-01-01&limit=1', {
      ip: '192.0.2.142',
    })
    expect((await res.json()).docs.length).toBe(1)
  })
})

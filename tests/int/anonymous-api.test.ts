import config from '@payload-config'
import { formatNames, toWords, type CollectionSlug, type Field, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  DELETE as restDelete,
  GET as restGet,
  PATCH as restPatch,
  POST as restPost,
} from '@/app/(payload)/api/cms/[...slug]/route'
import { getTestPayload } from '../support/int/payload'

/**
 * What an anonymous visitor can do through Payload's generic API, for EVERY collection and global in the Payload
 * config (plugins' and Payload's own included): create, read, update and delete over REST (the real /api/cms
 * route handlers, in process); GraphQL is turned off, and its endpoint answers 404. Generated from the config, so a new collection is covered
 * without editing this file: unless it is listed below as public, every anonymous operation on it must be
 * refused (401/403) and change no row.
 */

/** The only anonymous reads the public site needs: published content. Everything else is refused. */
const PUBLIC_READS: Record<string, string> = {
  products: 'the product range',
  faqs: 'questions and answers',
  'legal-pages': 'privacy policy, terms, cookie policy',
  'area-overrides': "the owner's text for area pages",
  media: 'images (their files are served under /api/cms/media/file)',
  testimonials: 'published testimonials only',
  'local-jobs': 'published local jobs only',
  services: 'the published words of the service pages (never a draft)',
}
const PUBLIC_GLOBAL_READS: Record<string, string> = {
  'site-settings': 'business facts shown on every page',
  promotion: 'the flash sale shown on the home page',
  'home-page': 'the published words of the home page (never a draft)',
  'collection-pages': 'the published words of the two collection pages (never a draft)',
  'contact-page': 'the published words of the contact page (never a draft)',
}

/** Valid lead bodies, as a probe of the production build sent them: refused for access, not for their shape. */
const VALID_CREATE: Record<string, Record<string, unknown>> = {
  'measuring-appointments': {
    customerName: 'Bypass Probe',
    customerPhone: '0121 496 0999',
    address: '9 Bypass Road, Birmingham',
    scheduledTime: 'flexible',
    status: 'pending',
  },
  'quote-requests': {
    firstName: 'Q',
    lastName: 'Bypass',
    email: 'victim@example.com',
    phone: '0121 496 0998',
    postcode: 'B13 9XY',
    status: 'new',
  },
}

const resolved = await config
const collections = resolved.collections.map((c) => c.slug)
const globals = resolved.globals.map((g) => g.slug)
const REFUSED = [401, 403]

let payload: Payload

// ── REST ─────────────────────────────────────────────────────────────────────────────────────────────────────────

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

async function rest(handler: Handler, method: string, path: string, body?: unknown) {
  const url = new URL(`http://localhost/api/cms/${path}`)
  const request = new Request(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const res = await handler(request, {
    params: Promise.resolve({ slug: url.pathname.split('/').slice(3).filter(Boolean) }),
  })
  const text = await res.text()
  let json: Record<string, unknown> | null = null
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: res.status, json, text }
}

/** A body that satisfies the collection's required top-level fields, for collections without a VALID_CREATE. */
function sampleBody(fields: Field[]): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of fields) {
    if ('fields' in field && !('name' in field)) Object.assign(body, sampleBody(field.fields))
    if (field.type === 'tabs') for (const tab of field.tabs) Object.assign(body, sampleBody(tab.fields))
    if (!('name' in field) || !('required' in field) || !field.required) continue
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'code':
        body[field.name] = 'Probe'
        break
      case 'email':
        body[field.name] = 'probe@example.com'
        break
      case 'number':
        body[field.name] = 1
        break
      case 'checkbox':
        body[field.name] = false
        break
      case 'date':
        body[field.name] = new Date().toISOString()
        break
      case 'select':
      case 'radio': {
        const first = field.options[0]
        body[field.name] = typeof first === 'string' ? first : first.value
        break
      }
      default:
    }
  }
  return body
}

/** Every row of a collection (or the global), to prove that nothing changed. */
async function snapshotCollection(slug: CollectionSlug) {
  const { docs, totalDocs } = await payload.find({
    collection: slug,
    overrideAccess: true,
    depth: 0,
    limit: 1000,
    pagination: true,
  })
  return { totalDocs, docs: JSON.stringify(docs) }
}

async function someId(slug: CollectionSlug): Promise<string | number> {
  const { docs } = await payload.find({ collection: slug, overrideAccess: true, depth: 0, limit: 1 })
  return docs[0]?.id ?? 999_999_999
}

// ── GraphQL (turned off) ─────────────────────────────────────────────────────────────────────────────────────

/** A POST to where Payload's GraphQL API would be; with `graphQL.disable` it is Payload's REST route, which has none. */
async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await restPost(
    new Request('http://localhost/api/cms/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
    { params: Promise.resolve({ slug: ['graphql'] }) },
  )
  return { status: res.status, text: await res.text() }
}

function graphQLNames(slug: CollectionSlug) {
  const { singular, plural } = formatNames(slug)
  return { singular, plural: singular === plural ? `all${singular}` : plural }
}

beforeAll(async () => {
  payload = await getTestPayload()
  // A hidden testimonial, so "published only" is tested against a row that must stay hidden.
  await payload.create({
    collection: 'testimonials',
    data: { quote: 'Not for the public', name: 'Hidden Probe', location: 'Moseley', rating: 5, published: false },
    overrideAccess: true,
  })
  // An unpublished local job, likewise.
  const { docs: products } = await payload.find({ collection: 'products', limit: 1, overrideAccess: true, depth: 0 })
  await payload.create({
    collection: 'local-jobs',
    data: {
      area: 'moseley',
      month: '2026-03-01T12:00:00.000Z',
      product: products[0].id,
      rooms: 'Probe room',
      windows: 1,
      note: 'Not for the public',
      published: false,
    },
    overrideAccess: true,
  })
  // A lead of each kind, so update and delete aim at real rows.
  for (const [slug, data] of Object.entries(VALID_CREATE)) {
    await payload.create({
      collection: slug as CollectionSlug,
      data: data as never,
      overrideAccess: true,
      context: { skipNotifications: true },
    })
  }
})

describe('the generated matrix covers the whole config', () => {
  it('lists every collection and global, with the public reads named', () => {
    expect(collections).toEqual(
      expect.arrayContaining(['measuring-appointments', 'quote-requests', 'users', ...Object.keys(PUBLIC_READS)]),
    )
    expect(globals).toEqual(expect.arrayContaining(Object.keys(PUBLIC_GLOBAL_READS)))
    // A public read for a collection that no longer exists would be a silent gap.
    for (const slug of Object.keys(PUBLIC_READS)) expect(collections).toContain(slug)
    for (const slug of Object.keys(PUBLIC_GLOBAL_READS)) expect(globals).toContain(slug)
  })

  it('GraphQL is turned off: even its introspection is 404', async () => {
    expect((await gql('{ __schema { queryType { name } } }')).status).toBe(404)
  })
})

describe.each(collections)('collection %s, anonymous', (slug) => {
  const isPublic = slug in PUBLIC_READS
  const collectionConfig = resolved.collections.find((c) => c.slug === slug)!
  const hasPublished = collectionConfig.flattenedFields.some((f) => f.name === 'published')

  if (collectionConfig.endpoints === false) {
    it('REST: not exposed (endpoints: false)', async () => {
      for (const [handler, method] of [
        [restGet, 'GET'],
        [restPost, 'POST'],
        [restPatch, 'PATCH'],
        [restDelete, 'DELETE'],
      ] as const) {
        const res = await rest(
          handler,
          method,
          `${slug}/${await someId(slug)}`,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        )
        expect([404, 501], `${method} ${res.text}`).toContain(res.status)
      }
    })
  }

  it(`REST read: ${isPublic ? `allowed (${PUBLIC_READS[slug]})` : 'refused'}`, async () => {
    if (collectionConfig.endpoints === false) return
    const list = await rest(restGet, 'GET', `${slug}?limit=100&depth=0`)
    const id = await someId(slug)
    const one = await rest(restGet, 'GET', `${slug}/${id}?depth=0`)
    if (!isPublic) {
      expect(REFUSED, list.text).toContain(list.status)
      expect(list.text).not.toMatch(/"docs"/)
      // Refused, or (Payload's preferences, which are per signed-in user) an answer holding no document.
      if (!REFUSED.includes(one.status)) {
        expect(one.status, one.text).toBe(200)
        expect(one.json && ('id' in one.json || (one.json.value ?? null) !== null), one.text).toBe(false)
      }
      return
    }
    expect(list.status, list.text).toBe(200)
    const docs = (list.json?.docs ?? []) as Record<string, unknown>[]
    if (hasPublished) {
      expect(docs.every((d) => d.published === true)).toBe(true)
      const { totalDocs: hidden } = await payload.count({
        collection: slug,
        where: { published: { equals: false } },
        overrideAccess: true,
      })
      expect(hidden, 'an unpublished row exists to be hidden').toBeGreaterThan(0)
    }
  })

  it('REST create, update, delete: refused, no row changed', async () => {
    if (collectionConfig.endpoints === false) return
    const before = await snapshotCollection(slug)
    const id = await someId(slug)
    const body = VALID_CREATE[slug] ?? sampleBody(collectionConfig.fields)
    const created = await rest(restPost, 'POST', slug, body)
    expect(REFUSED, `create ${created.text}`).toContain(created.status)
    const updated = await rest(restPatch, 'PATCH', `${slug}/${id}`, { updatedAt: new Date().toISOString() })
    expect(REFUSED, `update ${updated.text}`).toContain(updated.status)
    const bulkUpdated = await rest(restPatch, 'PATCH', `${slug}?where[id][exists]=true`, {
      updatedAt: new Date().toISOString(),
    })
    expect(REFUSED, `bulk update ${bulkUpdated.text}`).toContain(bulkUpdated.status)
    const deleted = await rest(restDelete, 'DELETE', `${slug}/${id}`)
    expect(REFUSED, `delete ${deleted.text}`).toContain(deleted.status)
    const bulkDeleted = await rest(restDelete, 'DELETE', `${slug}?where[id][exists]=true`)
    expect(REFUSED, `bulk delete ${bulkDeleted.text}`).toContain(bulkDeleted.status)
    if (collectionConfig.auth) {
      const registered = await rest(restPost, 'POST', `${slug}/first-register`, {
        ...body,
        password: 'a-long-password-1',
      })
      expect(REFUSED, `first-register ${registered.text}`).toContain(registered.status)
    }
    expect(await snapshotCollection(slug)).toEqual(before)
  })

  it('GraphQL: turned off, every read and write is 404 and changes no row', async () => {
    const before = await snapshotCollection(slug)
    const { singular, plural } = graphQLNames(slug)
    for (const query of [
      `{ ${plural}(limit: 100) { docs { id } } }`,
      `mutation { create${singular}(data: {}) { id } }`,
      `mutation { delete${singular}(id: ${JSON.stringify(await someId(slug))}) { id } }`,
    ]) {
      const result = await gql(query)
      expect(result.status, `${query}: ${result.text}`).toBe(404)
    }
    expect(await snapshotCollection(slug)).toEqual(before)
  })
})

describe.each(globals)('global %s, anonymous', (slug) => {
  const isPublic = slug in PUBLIC_GLOBAL_READS
  const snapshot = async () => JSON.stringify(await payload.findGlobal({ slug, overrideAccess: true, depth: 0 }))

  it(`REST read ${isPublic ? `allowed (${PUBLIC_GLOBAL_READS[slug]})` : 'refused'}, update refused`, async () => {
    const read = await rest(restGet, 'GET', `globals/${slug}?depth=0`)
    if (isPublic) expect(read.status, read.text).toBe(200)
    else expect(REFUSED, read.text).toContain(read.status)
    const before = await snapshot()
    const updated = await rest(restPost, 'POST', `globals/${slug}`, { updatedAt: new Date().toISOString() })
    expect(REFUSED, updated.text).toContain(updated.status)
    expect(await snapshot()).toBe(before)
  })

  it('GraphQL: turned off, read and update are 404', async () => {
    const name = toWords(formatNames(slug).singular, true)
    const before = await snapshot()
    for (const query of [`{ ${name} { __typename } }`, `mutation { update${name}(data: {}) { __typename } }`]) {
      const result = await gql(query)
      expect(result.status, `${query}: ${result.text}`).toBe(404)
    }
    expect(await snapshot()).toBe(before)
  })
})

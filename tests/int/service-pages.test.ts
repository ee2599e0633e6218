import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { getServices } from '@/lib/services/readServices'
import { SERVICE_DEFAULTS, SERVICE_SLUGS } from '@/content'
import { seed } from '@/seed'
import { callGraphql, callRest, loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'

/**
 * The service pages' words: one `services` document per page, seeded published with today's text. Drafts stay with
 * the editors; staff read them but change nothing; visitors get the published words only.
 */
let payload: Payload
let serviceId: number

const SLUG = 'expert-installation'
const ORIGINAL = SERVICE_DEFAULTS[SLUG].hero.title

const publishedTitle = async () =>
  (await payload.find({ collection: 'services', where: { slug: { equals: SLUG } }, depth: 0, overrideAccess: false }))
    .docs[0]?.hero?.title

async function save(title: string, status: 'draft' | 'published') {
  const owner = await userFor(payload, 'owner')
  await payload.update({
    collection: 'services',
    id: serviceId,
    draft: status === 'draft',
    data: { hero: { title }, ...(status === 'published' ? { _status: 'published' as const } : {}) },
    overrideAccess: false,
    user: owner,
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  const { docs } = await payload.find({
    collection: 'services',
    where: { slug: { equals: SLUG } },
    overrideAccess: true,
    depth: 0,
  })
  serviceId = docs[0].id
})

afterAll(async () => {
  // Later files (and the e2e suite) see today's words again.
  await save(ORIGINAL, 'published')
})

describe('service pages content', () => {
  it('is seeded: one published document per page, with the words the site shows today', async () => {
    const { docs } = await payload.find({ collection: 'services', depth: 0, overrideAccess: false, limit: 10 })
    expect(docs.map((d) => d.slug).sort()).toEqual([...SERVICE_SLUGS].sort())
    expect(docs.every((d) => d._status === 'published')).toBe(true)
    const measuring = docs.find((d) => d.slug === 'free-measuring')!
    expect(measuring.name).toBe('Free Measuring Service')
    expect(measuring.cta?.text).toBe("Pick a time online, or call us on {phone}. There's no obligation to buy.")
    expect(measuring.homeCard?.points?.map((p) => p.text)).toEqual(SERVICE_DEFAULTS['free-measuring'].homeCard.points)
    // The data layer reads them back exactly as the defaults (the pages' words today).
    const views = await getServices()
    for (const view of views) {
      const { slug, icon: _icon, faqTopic: _topic, ctaHref: _href, ...words } = view
      expect(words, slug).toEqual(SERVICE_DEFAULTS[slug])
    }
  })

  it("a second seed creates nothing and keeps the owner's words", async () => {
    await save('The owner’s own headline', 'published')
    try {
      const result = await seed(payload)
      expect(result.created.services).toBeUndefined()
      expect(await publishedTitle()).toBe('The owner’s own headline')
      expect((await payload.count({ collection: 'services', overrideAccess: true })).totalDocs).toBe(
        SERVICE_SLUGS.length,
      )
    } finally {
      await save(ORIGINAL, 'published')
    }
  })

  it('staff read drafts but cannot change, create or delete; the owner edits but deletes nothing', async () => {
    const staff = await userFor(payload, 'staff')
    const owner = await userFor(payload, 'owner')
    await save('Staff may see this draft', 'draft')
    const asStaff = await payload.findByID({
      collection: 'services',
      id: serviceId,
      draft: true,
      overrideAccess: false,
      user: staff,
    })
    expect(asStaff.hero?.title).toBe('Staff may see this draft')

    for (const draft of [false, true]) {
      await expect(
        payload.update({
          collection: 'services',
          id: serviceId,
          draft,
          data: { hero: { title: 'Staff edit' } },
          overrideAccess: false,
          user: staff,
        }),
      ).rejects.toThrow()
    }
    await expect(
      payload.create({
        collection: 'services',
        data: { ...SERVICE_DEFAULTS['free-measuring'], slug: 'free-measuring' } as never,
        overrideAccess: false,
        user: staff,
      }),
    ).rejects.toThrow()
    for (const user of [staff, owner]) {
      await expect(
        payload.delete({ collection: 'services', id: serviceId, overrideAccess: false, user }),
      ).rejects.toThrow()
    }

    const token = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.191')
    const res = await callRest('PATCH', `/api/cms/services/${serviceId}`, {
      body: { hero: { title: 'Staff edit over REST' } },
      token,
      ip: '192.0.2.191',
    })
    expect(res.status).toBe(403)
    expect(await publishedTitle()).toBe(ORIGINAL)
    expect((await payload.count({ collection: 'services', overrideAccess: true })).totalDocs).toBe(SERVICE_SLUGS.length)
  })

  it('anonymous visitors never see a draft: REST, REST ?draft=true, versions, GraphQL draft: true', async () => {
    const secret = 'Secret service draft headline'
    await save(secret, 'draft')
    // The same request made by a signed-in editor does return the draft: the checks below can fail.
    const token = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.192')
    const editor = await callRest('GET', `/api/cms/services/${serviceId}?draft=true&depth=0`, {
      token,
      ip: '192.0.2.192',
    })
    expect((await editor.json()).hero.title).toBe(secret)

    for (const path of [
      `/api/cms/services/${serviceId}`,
      `/api/cms/services/${serviceId}?draft=true`,
      '/api/cms/services?draft=true&depth=0',
      '/api/cms/services?draft=true&where[_status][equals]=draft',
      `/api/cms/services?draft=true&where[hero.title][equals]=${encodeURIComponent(secret)}`,
    ]) {
      const res = await callRest('GET', path, { ip: '192.0.2.193' })
      const text = await res.text()
      expect(res.status, path).toBe(200)
      expect(text, path).not.toContain(secret)
    }
    const one = await callRest('GET', `/api/cms/services/${serviceId}?draft=true`, { ip: '192.0.2.193' })
    expect((await one.json()).hero.title).toBe(ORIGINAL)
    const versions = await callRest('GET', '/api/cms/services/versions?depth=0', { ip: '192.0.2.193' })
    expect([401, 403]).toContain(versions.status)
    expect(await versions.text()).not.toContain(secret)

    for (const query of [
      '{ Services(draft: true) { docs { _status hero { title } } } }',
      `{ Service(id: ${serviceId}, draft: true) { hero { title } } }`,
      '{ versionsServices { docs { version { hero { title } } } } }',
    ]) {
      const res = await callGraphql({ body: { query }, ip: '192.0.2.194' })
      expect(res.status, query).toBe(404) // GraphQL is turned off
      expect(await res.text(), query).not.toContain(secret)
    }

    // The data layer: the public read is the published version; the preview read is the draft.
    const title = async (draft: boolean) => (await getServices(draft)).find((s) => s.slug === SLUG)!.hero.title
    expect(await title(false)).toBe(ORIGINAL)
    expect(await title(true)).toBe(secret)
    await save(ORIGINAL, 'published')
  })

  it('a list left empty shows the default words', async () => {
    const owner = await userFor(payload, 'owner')
    await payload.update({
      collection: 'services',
      id: serviceId,
      data: { what: { included: [] }, _status: 'published' },
      overrideAccess: false,
      user: owner,
    })
    const view = (await getServices()).find((s) => s.slug === SLUG)!
    expect(view.what.included).toEqual(SERVICE_DEFAULTS[SLUG].what.included)
    await payload.update({
      collection: 'services',
      id: serviceId,
      data: {
        what: { included: SERVICE_DEFAULTS[SLUG].what.included.map((text) => ({ text })) },
        _status: 'published',
      },
      overrideAccess: false,
      user: owner,
    })
  })
})

describe('publishing a service page expires its pages, a draft expires nothing', () => {
  let server: Server | null = null
  const calls: string[] = []
  const previous = process.env.REVALIDATE_URL

  afterEach(() => {
    server?.close()
    if (previous === undefined) delete process.env.REVALIDATE_URL
    else process.env.REVALIDATE_URL = previous
  })

  it('asks the site to expire the services tag on publish only', async () => {
    // A stand-in for the site's /api/revalidate (outside a Next.js server the hook calls it).
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c))
      req.on('end', () => {
        calls.push(body)
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}')
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    process.env.REVALIDATE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    await save('A draft nobody sees', 'draft')
    expect(calls).toEqual([])
    await save(ORIGINAL, 'published')
    expect(calls.map((c) => JSON.parse(c))).toEqual([{ tags: ['collection:services'] }])
  })
})

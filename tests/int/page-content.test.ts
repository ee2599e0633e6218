import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getCollectionPages, getContactPage, getHomePage } from '@/lib/cms/pages'
import { COLLECTION_PAGE_DEFAULTS, CONTACT_PAGE_DEFAULTS, HOME_PAGE_DEFAULTS } from '@/content'
import { env } from '@/lib/platform/env'
import { seed } from '@/seed'
import { revalidateSecret } from '@/lib/platform/revalidateSecret'
import { callGraphql, callRest, loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor } from '../support/int/payload'
import { spawnJobsWorker, type SpawnedWorker } from '../support/int/jobs-worker'
import { TEST_PASSWORDS } from '../support/int/passwords'

/**
 * The page-content globals (the home page here): drafts stay with the editors, publishing (now, at a date through
 * the jobs worker, or by restoring a version) is what the public sees.
 */
let payload: Payload
let worker: SpawnedWorker | null = null
let revalidateServer: Server | null = null

const ORIGINAL = HOME_PAGE_DEFAULTS.hero.headline

const publishedHeadline = async () =>
  (await payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: false })).hero?.headline

async function saveDraft(headline: string) {
  const owner = await userFor(payload, 'owner')
  await payload.updateGlobal({
    slug: 'home-page',
    draft: true,
    data: { hero: { headline } },
    overrideAccess: false,
    user: owner,
  })
}

async function publish(headline: string) {
  const owner = await userFor(payload, 'owner')
  await payload.updateGlobal({
    slug: 'home-page',
    data: { hero: { headline }, _status: 'published' },
    overrideAccess: false,
    user: owner,
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await worker?.stop()
  revalidateServer?.close()
  // Later files (and the e2e suite's seed expectations) see today's words again.
  await publish(ORIGINAL)
})

describe('home page content', () => {
  it('is seeded published with the text the site shows today', async () => {
    const doc = await payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: false })
    expect(doc._status).toBe('published')
    expect(doc.hero?.headline).toBe('Premium Venetian Blinds in')
    expect(doc.hero?.benefits?.map((b) => b.text)).toContain('{guarantee} on all blinds')
    // The sections below the hero too, with facts as placeholders.
    expect(doc.services?.title).toBe('Measured, made and fitted by us')
    expect(doc.areas?.intro).toContain('within about {travelMinutes} minutes of our {showroomArea} showroom')
    expect((await getHomePage()).contact).toEqual(HOME_PAGE_DEFAULTS.contact)
  })

  it('staff can read it, drafts included, but not change it; the owner can', async () => {
    const staff = await userFor(payload, 'staff')
    await saveDraft('Staff may see this draft')
    const asStaff = await payload.findGlobal({ slug: 'home-page', draft: true, overrideAccess: false, user: staff })
    expect(asStaff.hero?.headline).toBe('Staff may see this draft')
    await expect(
      payload.updateGlobal({
        slug: 'home-page',
        data: { hero: { headline: 'Staff edit' } },
        overrideAccess: false,
        user: staff,
      }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({
        slug: 'home-page',
        draft: true,
        data: { hero: { headline: 'Staff draft' } },
        overrideAccess: false,
        user: staff,
      }),
    ).rejects.toThrow()

    const token = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.181')
    const res = await callRest('POST', '/api/cms/globals/home-page', {
      body: { hero: { headline: 'Staff edit over REST' } },
      token,
      ip: '192.0.2.181',
    })
    expect(res.status).toBe(403)
    expect(await publishedHeadline()).toBe(ORIGINAL)
  })

  it('anonymous visitors never see a draft: REST, REST ?draft=true, versions, GraphQL draft: true', async () => {
    await saveDraft('Secret draft headline')
    // The same request made by a signed-in editor does return the draft: the check below can fail.
    const token = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.182')
    const editor = await callRest('GET', '/api/cms/globals/home-page?draft=true&depth=0', {
      token,
      ip: '192.0.2.182',
    })
    expect((await editor.json()).hero.headline).toBe('Secret draft headline')

    for (const path of [
      '/api/cms/globals/home-page',
      '/api/cms/globals/home-page?draft=true',
      '/api/cms/globals/home-page?draft=true&depth=0&locale=all',
      '/api/cms/globals/home-page?draft=true&where[_status][equals]=draft',
    ]) {
      const res = await callRest('GET', path, { ip: '192.0.2.183' })
      const text = await res.text()
      expect(res.status, path).toBe(200)
      expect(text, path).not.toContain('Secret draft headline')
      expect(JSON.parse(text).hero.headline, path).toBe(ORIGINAL)
    }
    const versions = await callRest('GET', '/api/cms/globals/home-page/versions?depth=0', { ip: '192.0.2.183' })
    expect([401, 403]).toContain(versions.status)
    expect(await versions.text()).not.toContain('Secret draft headline')

    for (const query of [
      '{ HomePage(draft: true) { _status hero { headline } } }',
      '{ HomePage { _status hero { headline } } }',
      '{ versionsHomePage { docs { version { hero { headline } } } } }',
    ]) {
      // GraphQL is turned off: not found.
      const res = await callGraphql({ body: { query }, ip: '192.0.2.184' })
      const text = await res.text()
      expect(res.status, query).toBe(404)
      expect(text, query).not.toContain('Secret draft headline')
    }

    // The data layer: the public read is the published version; the preview read is the draft.
    expect((await getHomePage()).hero.headline).toBe(ORIGINAL)
    expect((await getHomePage(true)).hero.headline).toBe('Secret draft headline')
  })

  it('restoring an earlier version publishes it again', async () => {
    await publish('Spring headline')
    const { docs } = await payload.findGlobalVersions({
      slug: 'home-page',
      where: { 'version.hero.headline': { equals: 'Spring headline' } },
      sort: '-updatedAt',
      limit: 1,
    })
    expect(docs[0]).toBeDefined()
    await publish('Summer headline')
    expect(await publishedHeadline()).toBe('Summer headline')

    const token = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.185')
    const res = await callRest('POST', `/api/cms/globals/home-page/versions/${docs[0].id}`, {
      token,
      ip: '192.0.2.185',
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await publishedHeadline()).toBe('Spring headline')
    expect((await getHomePage()).hero.headline).toBe('Spring headline')
  })

  it(
    'a scheduled publish goes live when its time comes, run by the real jobs worker',
    { timeout: 330_000 },
    async () => {
      await publish(ORIGINAL)
      await saveDraft('Seasonal headline')
      const owner = await userFor(payload, 'owner')

      // The site's revalidation route, as the worker calls it after publishing (a stand-in server records the call).
      const calls: { secret: string | undefined; body: string }[] = []
      revalidateServer = createServer((req, res) => {
        let body = ''
        req.on('data', (c: Buffer) => (body += c))
        req.on('end', () => {
          calls.push({ secret: req.headers['x-revalidate-secret'] as string | undefined, body })
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}')
        })
      })
      await new Promise<void>((resolve) => revalidateServer!.listen(0, '127.0.0.1', resolve))
      const port = (revalidateServer.address() as AddressInfo).port

      // What the admin's "Schedule publish" queues (the default queue), due in a few seconds.
      const due = new Date(Date.now() + 4_000)
      await payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', global: 'home-page', user: { relationTo: 'users', value: owner!.id } },
        waitUntil: due,
      })

      const spawned = (worker = spawnJobsWorker({ REVALIDATE_URL: `http://127.0.0.1:${port}` }))

      // Not before its time.
      expect(await publishedHeadline()).toBe(ORIGINAL)
      await spawned.running()
      await expect
        .poll(publishedHeadline, { timeout: 60_000, interval: 500 })
        .toBe('Seasonal headline')
        .catch((error: Error) => {
          throw new Error(`${error.message}\n${spawned.report()}`)
        })
      expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
      await expect.poll(() => calls.length, { timeout: 10_000 }).toBeGreaterThan(0)
      expect(calls[0].secret).toBe(revalidateSecret(env.PAYLOAD_SECRET))
      expect(JSON.parse(calls[0].body)).toEqual({ tags: ['global:home-page'] })
    },
  )
})

describe('collection pages content', () => {
  const ORIGINAL_TITLE = COLLECTION_PAGE_DEFAULTS.wooden.title

  const publishWooden = async (title: string) =>
    payload.updateGlobal({
      slug: 'collection-pages',
      data: { wooden: { title }, _status: 'published' },
      overrideAccess: false,
      user: await userFor(payload, 'owner'),
    })

  afterAll(async () => {
    await publishWooden(ORIGINAL_TITLE)
  })

  it('is seeded published with the words both pages show today', async () => {
    const doc = await payload.findGlobal({ slug: 'collection-pages', depth: 0, overrideAccess: false })
    expect(doc._status).toBe('published')
    expect(doc.fauxWood?.title).toBe('Faux wood venetian blinds, made to measure')
    expect(doc.wooden?.why?.rooms?.map((r) => r.text)).toEqual(COLLECTION_PAGE_DEFAULTS.wooden.why.rooms)
    expect(await getCollectionPages()).toEqual(COLLECTION_PAGE_DEFAULTS)
  })

  it('staff read drafts but cannot change them; anonymous visitors never see a draft', async () => {
    const secret = 'Secret collection headline'
    const owner = await userFor(payload, 'owner')
    const staff = await userFor(payload, 'staff')
    await payload.updateGlobal({
      slug: 'collection-pages',
      draft: true,
      data: { wooden: { title: secret } },
      overrideAccess: false,
      user: owner,
    })
    const asStaff = await payload.findGlobal({
      slug: 'collection-pages',
      draft: true,
      overrideAccess: false,
      user: staff,
    })
    expect(asStaff.wooden?.title).toBe(secret)
    for (const draft of [false, true]) {
      await expect(
        payload.updateGlobal({
          slug: 'collection-pages',
          draft,
          data: { wooden: { title: 'Staff edit' } },
          overrideAccess: false,
          user: staff,
        }),
      ).rejects.toThrow()
    }
    const token = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.186')
    const res = await callRest('POST', '/api/cms/globals/collection-pages', {
      body: { wooden: { title: 'Staff edit over REST' } },
      token,
      ip: '192.0.2.186',
    })
    expect(res.status).toBe(403)

    for (const path of [
      '/api/cms/globals/collection-pages',
      '/api/cms/globals/collection-pages?draft=true',
      '/api/cms/globals/collection-pages?draft=true&where[_status][equals]=draft',
    ]) {
      const anon = await callRest('GET', path, { ip: '192.0.2.187' })
      const text = await anon.text()
      expect(anon.status, path).toBe(200)
      expect(text, path).not.toContain(secret)
      expect(JSON.parse(text).wooden.title, path).toBe(ORIGINAL_TITLE)
    }
    const versions = await callRest('GET', '/api/cms/globals/collection-pages/versions', { ip: '192.0.2.187' })
    expect([401, 403]).toContain(versions.status)
    // GraphQL names a global in the singular.
    for (const query of [
      '{ CollectionPage(draft: true) { wooden { title } } }',
      '{ CollectionPage { _status wooden { title } } }',
      '{ versionsCollectionPage { docs { version { wooden { title } } } } }',
    ]) {
      const gql = await callGraphql({ body: { query }, ip: '192.0.2.188' })
      expect(gql.status, query).toBe(404) // GraphQL is turned off
      expect(await gql.text(), query).not.toContain(secret)
    }

    expect((await getCollectionPages()).wooden.title).toBe(ORIGINAL_TITLE)
    expect((await getCollectionPages(true)).wooden.title).toBe(secret)
  })

  it('publishing puts the words live; an emptied list of rooms shows the default rooms', async () => {
    await publishWooden('Real wood blinds for every room')
    expect((await getCollectionPages()).wooden.title).toBe('Real wood blinds for every room')
    await payload.updateGlobal({
      slug: 'collection-pages',
      data: { wooden: { why: { rooms: [] } }, _status: 'published' },
      overrideAccess: true,
    })
    expect((await payload.findGlobal({ slug: 'collection-pages', overrideAccess: true })).wooden?.why?.rooms).toEqual(
      [],
    )
    expect((await getCollectionPages()).wooden.why.rooms).toEqual(COLLECTION_PAGE_DEFAULTS.wooden.why.rooms)
    await payload.updateGlobal({
      slug: 'collection-pages',
      data: {
        wooden: { why: { rooms: COLLECTION_PAGE_DEFAULTS.wooden.why.rooms.map((text) => ({ text })) } },
        _status: 'published',
      },
      overrideAccess: true,
    })
  })
})

describe('contact page content', () => {
  const ORIGINAL_TITLE = CONTACT_PAGE_DEFAULTS.directions.title

  const publishDirections = async (title: string) =>
    payload.updateGlobal({
      slug: 'contact-page',
      data: { directions: { title }, _status: 'published' },
      overrideAccess: false,
      user: await userFor(payload, 'owner'),
    })

  afterAll(async () => {
    await publishDirections(ORIGINAL_TITLE)
  })

  it("is seeded published with the words the page shows today, and the seed never overwrites the owner's", async () => {
    const doc = await payload.findGlobal({ slug: 'contact-page', depth: 0, overrideAccess: false })
    expect(doc._status).toBe('published')
    expect(doc.title).toBe('Get in touch')
    expect(doc.directions?.byCar?.text).toBe('set your sat-nav or phone to {postcode}.')
    expect(await getContactPage()).toEqual(CONTACT_PAGE_DEFAULTS)

    await publishDirections('Visiting us')
    await seed(payload)
    expect((await getContactPage()).directions.title).toBe('Visiting us')
    await publishDirections(ORIGINAL_TITLE)
  })

  it('staff read drafts but cannot change them; anonymous visitors never see a draft', async () => {
    const secret = 'Secret directions heading'
    const owner = await userFor(payload, 'owner')
    const staff = await userFor(payload, 'staff')
    await payload.updateGlobal({
      slug: 'contact-page',
      draft: true,
      data: { directions: { title: secret } },
      overrideAccess: false,
      user: owner,
    })
    const asStaff = await payload.findGlobal({ slug: 'contact-page', draft: true, overrideAccess: false, user: staff })
    expect(asStaff.directions?.title).toBe(secret)
    for (const draft of [false, true]) {
      await expect(
        payload.updateGlobal({
          slug: 'contact-page',
          draft,
          data: { directions: { title: 'Staff edit' } },
          overrideAccess: false,
          user: staff,
        }),
      ).rejects.toThrow()
    }
    const token = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.189')
    const res = await callRest('POST', '/api/cms/globals/contact-page', {
      body: { directions: { title: 'Staff edit over REST' } },
      token,
      ip: '192.0.2.189',
    })
    expect(res.status).toBe(403)

    for (const path of [
      '/api/cms/globals/contact-page',
      '/api/cms/globals/contact-page?draft=true',
      '/api/cms/globals/contact-page?draft=true&where[_status][equals]=draft',
    ]) {
      const anon = await callRest('GET', path, { ip: '192.0.2.190' })
      const text = await anon.text()
      expect(anon.status, path).toBe(200)
      expect(text, path).not.toContain(secret)
      expect(JSON.parse(text).directions.title, path).toBe(ORIGINAL_TITLE)
    }
    const versions = await callRest('GET', '/api/cms/globals/contact-page/versions', { ip: '192.0.2.190' })
    expect([401, 403]).toContain(versions.status)
    for (const query of [
      '{ ContactPage(draft: true) { directions { title } } }',
      '{ ContactPage { _status directions { title } } }',
      '{ versionsContactPage { docs { version { directions { title } } } } }',
    ]) {
      const gql = await callGraphql({ body: { query }, ip: '192.0.2.191' })
      expect(gql.status, query).toBe(404) // GraphQL is turned off
      expect(await gql.text(), query).not.toContain(secret)
    }

    expect((await getContactPage()).directions.title).toBe(ORIGINAL_TITLE)
    expect((await getContactPage(true)).directions.title).toBe(secret)
  })

  it('publishing puts the words live; the journey planner link must be an https address', async () => {
    await publishDirections('How to find us')
    expect((await getContactPage()).directions.title).toBe('How to find us')
    await expect(
      payload.updateGlobal({
        slug: 'contact-page',
        data: { directions: { byBus: { linkUrl: 'javascript:alert(1)' } }, _status: 'published' },
        overrideAccess: false,
        user: await userFor(payload, 'owner'),
      }),
    ).rejects.toThrow()
    expect((await getContactPage()).directions.byBus.linkUrl).toBe(CONTACT_PAGE_DEFAULTS.directions.byBus.linkUrl)
  })
})

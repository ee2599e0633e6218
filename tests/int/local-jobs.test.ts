import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { FEATURED_SLUGS } from '@/lib/areas/featured'
import { getAreaIndexing, isAreaIndexable } from '@/lib/areaPages/readIndexing'
import { getLocalJobs, getLocalJobsForMaterial, getLocalJobsInArea } from '@/lib/localJobs/readLocalJobs'
import { DEFAULT_LOCAL_JOBS } from '@/content'
import { TAGS } from '@/lib/cms/tags'
import { UNIQUENESS_GOALS } from '@/lib/areas/uniqueness'
import { getTestPayload, userFor } from '../support/int/payload'
import { testData } from '../support/int/testData'

/** The CMS hooks expire tags through next/cache; outside a Next server only the calls are recorded. */
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => {
    expired.push(tag)
  },
}))

let payload: Payload
const products: Record<'wooden' | 'faux-wood', number> = { wooden: 0, 'faux-wood': 0 }
const created: number[] = []

/** Areas whose pages are below the indexing bar with the seeded content, and hold no demo job. */
const BELOW = 'bromsgrove'
/** Kept free of other tests' jobs, for the lift. */
const LIFTED = 'redditch'

const job = (over: Record<string, unknown> = {}) => ({
  area: BELOW,
  month: '2026-03-01T12:00:00.000Z',
  product: products.wooden,
  finish: 'Oxford' as const,
  rooms: 'Front room bay',
  windows: 3,
  note: `Three basswood blinds for a bay, fitted inside the recess (${Date.now()}-${Math.random()}).`,
  ...over,
})

async function create(data: Record<string, unknown>) {
  const doc = await payload.create({
    collection: 'local-jobs',
    data: testData('local-jobs', data),
    overrideAccess: true,
  })
  created.push(doc.id)
  return doc
}

beforeAll(async () => {
  payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'products', limit: 10, overrideAccess: true, depth: 0 })
  for (const p of docs) products[p.type] = p.id
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'local-jobs', id, overrideAccess: true }).catch(() => {})
})

beforeEach(() => {
  expired.length = 0
})

describe('local jobs: who sees what', () => {
  it('the public reads published jobs only; staff read every job; only the owner writes', async () => {
    const hidden = await create(job({ published: false }))
    const [staff, owner] = await Promise.all([userFor(payload, 'staff'), userFor(payload, 'owner')])

    const publicIds = (await payload.find({ collection: 'local-jobs', overrideAccess: false, limit: 500 })).docs.map(
      (d) => d.id,
    )
    expect(publicIds).not.toContain(hidden.id)
    expect(publicIds.length).toBeGreaterThan(0)
    const staffIds = (
      await payload.find({ collection: 'local-jobs', overrideAccess: false, user: staff, limit: 500 })
    ).docs.map((d) => d.id)
    expect(staffIds).toContain(hidden.id)

    await expect(
      payload.update({
        collection: 'local-jobs',
        id: hidden.id,
        data: { published: true },
        overrideAccess: false,
        user: staff,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const mine = await payload.create({
      collection: 'local-jobs',
      data: job(),
      overrideAccess: false,
      user: owner,
    })
    created.push(mine.id)
    expect(mine.title).toMatch(/^Bromsgrove · March 2026 · Front room bay$/)
  })

  it('refuses an unknown area and a finish of the other material', async () => {
    await expect(create(job({ area: 'atlantis' }))).rejects.toThrow(/area/i)
    await expect(create(job({ finish: 'Java' }))).rejects.toThrow(/finish/i)
  })

  it('stores the month as the first of the month, whatever time zone the picker sent', async () => {
    // Midnight of 1 June in UK summer time is 23:00 UTC on 31 May.
    const doc = await create(job({ month: '2026-05-31T23:00:00.000Z' }))
    expect(doc.month).toBe('2026-06-01T12:00:00.000Z')
  })
})

describe('local jobs: the data layer', () => {
  it('reads jobs by area, by material and all, published only, real before demo, newest first', async () => {
    const older = await create(job({ month: '2025-01-01T12:00:00.000Z' }))
    const newer = await create(job({ month: '2026-10-01T12:00:00.000Z' }))
    const hidden = await create(job({ published: false }))
    const inArea = (await getLocalJobsInArea(BELOW)).map((j) => j.id)
    expect(inArea.indexOf(newer.id)).toBeLessThan(inArea.indexOf(older.id))
    expect(inArea).not.toContain(hidden.id)
    const wooden = await getLocalJobsForMaterial('wooden')
    expect(wooden.map((j) => j.id)).toContain(newer.id)
    // Real jobs come before the (newer) seeded demo jobs.
    expect(wooden.findIndex((j) => j.demo)).toBeGreaterThan(wooden.findIndex((j) => j.id === older.id))
    expect(wooden.every((j) => j.product?.type === 'wooden')).toBe(true)
    expect((await getLocalJobsForMaterial('faux-wood')).map((j) => j.id)).not.toContain(newer.id)
    const all = await getLocalJobs()
    expect(all.map((j) => j.id)).toContain(older.id)
    expect(all.find((j) => j.id === newer.id)).toMatchObject({
      areaName: 'Bromsgrove',
      monthLabel: 'October 2026',
      product: { slug: 'wooden-venetian-blinds', type: 'wooden' },
      finish: 'Oxford',
      demo: false,
    })
  })

  it('the seeded demo jobs are labelled, with the seed’s artwork, in areas the home page features', async () => {
    const demo = (await getLocalJobs()).filter((j) => j.demo)
    expect(demo).toHaveLength(DEFAULT_LOCAL_JOBS.length)
    for (const j of demo) {
      expect(FEATURED_SLUGS, j.area).toContain(j.area)
      expect(j.note).toMatch(/^Example job: /)
      expect(j.photos.length, j.area).toBeGreaterThan(0)
      expect(j.photos[0].url).toMatch(/^\/api\/cms\/media\/file\/scene-/)
    }
  })
})

describe('local jobs: indexing', () => {
  it('a published real job lifts its area page; unpublished or demo jobs do not', async () => {
    const before = (await getAreaIndexing()).get(LIFTED)!
    expect(before.indexable).toBe(false)
    expect(before.reason).toMatch(/too little of its own text/)

    const demo = await create(job({ area: LIFTED, demo: true }))
    expect(await isAreaIndexable(LIFTED)).toBe(false)
    const real = await create(job({ area: LIFTED, published: false }))
    expect(await isAreaIndexable(LIFTED)).toBe(false)

    await payload.update({ collection: 'local-jobs', id: real.id, data: { published: true }, overrideAccess: true })
    expect(await isAreaIndexable(LIFTED)).toBe(true)
    const after = (await getAreaIndexing()).get(LIFTED)!
    expect(after).toMatchObject({ indexable: true, realJobs: 1 })
    expect(after.reason).toMatch(/^lifted by 1 published local job/)
    // The measure itself is unchanged: the job acts through the rule, not by padding the page.
    expect(after.uniqueShare).toBe(before.uniqueShare)

    await payload.delete({ collection: 'local-jobs', id: real.id, overrideAccess: true })
    await payload.delete({ collection: 'local-jobs', id: demo.id, overrideAccess: true })
    expect(await isAreaIndexable(LIFTED)).toBe(false)
  })

  it('the seeded demo jobs lift nothing: their areas are indexed by their own text', async () => {
    const indexing = await getAreaIndexing()
    for (const j of DEFAULT_LOCAL_JOBS) {
      expect(indexing.get(j.area)!.uniqueShare, j.area).toBeGreaterThanOrEqual(UNIQUENESS_GOALS.minUniqueShare)
    }
  })
})

describe('local jobs: revalidation', () => {
  it('expires exactly the tags of the pages that show a job, old and new', async () => {
    const doc = await create(job({ area: 'kenilworth' }))
    expect(new Set(expired)).toEqual(
      new Set([TAGS.localJobs, TAGS.localJobsInArea('kenilworth'), TAGS.localJobsOfMaterial('wooden')]),
    )

    expired.length = 0
    await payload.update({
      collection: 'local-jobs',
      id: doc.id,
      data: { area: 'warwick', product: products['faux-wood'], finish: 'Java' },
      overrideAccess: true,
    })
    expect(new Set(expired)).toEqual(
      new Set([
        TAGS.localJobs,
        TAGS.localJobsInArea('warwick'),
        TAGS.localJobsInArea('kenilworth'),
        TAGS.localJobsOfMaterial('faux-wood'),
        TAGS.localJobsOfMaterial('wooden'),
      ]),
    )

    expired.length = 0
    await payload.delete({ collection: 'local-jobs', id: doc.id, overrideAccess: true })
    expect(new Set(expired)).toEqual(
      new Set([TAGS.localJobs, TAGS.localJobsInArea('warwick'), TAGS.localJobsOfMaterial('faux-wood')]),
    )
  })

  it('the seed and other bulk writes can skip expiring (disableRevalidate)', async () => {
    await create({ ...job(), area: 'warwick' })
    expect(expired.length).toBeGreaterThan(0)
    expired.length = 0
    const doc = await payload.create({
      collection: 'local-jobs',
      data: job(),
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    created.push(doc.id)
    expect(expired).toEqual([])
  })
})

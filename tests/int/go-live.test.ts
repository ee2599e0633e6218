import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as removeDemo } from '@/app/(frontend)/api/go-live/remove-demo/route'
import { isExampleEmail, isExamplePhone, readGoLiveChecks } from '@/lib/leads/goLive'
import { seed } from '@/seed'
import { loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'

/**
 * "Ready to go live" on the seeded database: what is still demo or fictional, with links, for the owner only; and
 * the one action that removes the demo testimonials and jobs (and nothing real).
 */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  // Other files may have saved a grid as the owner: start from the seeded state, every grid still the demo one.
  const { docs } = await payload.find({ collection: 'products', depth: 0, limit: 100, overrideAccess: true })
  for (const p of docs) await payload.db.updateOne({ collection: 'products', id: p.id, data: { gridEditedAt: null } })
})

// The other files share this database and its demo content: put back what this file removed.
afterAll(async () => {
  await seed(payload)
})

const post = (token: string | null, origin = 'http://localhost:3000') =>
  removeDemo(
    new NextRequest('http://localhost:3000/api/go-live/remove-demo', {
      method: 'POST',
      headers: { origin, ...(token ? { authorization: `JWT ${token}` } : {}) },
    }),
  )

describe('ready to go live', () => {
  it('lists each demo or example item of the seeded site with a link to it', async () => {
    const checks = Object.fromEntries((await readGoLiveChecks(payload)).map((c) => [c.key, c]))
    expect(checks.testimonials.count).toBeGreaterThan(0)
    expect(checks.testimonials.href).toBe('/admin/collections/testimonials?where%5Bdemo%5D%5Bequals%5D=true')
    expect(checks.localJobs.count).toBeGreaterThan(0)
    expect(checks.phone).toMatchObject({ count: 2, href: '/admin/globals/site-settings' })
    expect(checks.phone.label).toContain('0121 496 0123')
    expect(checks.email.count).toBe(1)
    expect(checks.legal.count).toBeGreaterThan(0)
    // The seed's grids are demo prices: every product is listed, each with a link to its editor.
    const products = await payload.find({ collection: 'products', depth: 0, limit: 100, overrideAccess: true })
    expect(checks.priceGrids.count).toBe(products.totalDocs)
    expect(checks.priceGrids.links).toEqual(
      expect.arrayContaining(
        products.docs.map((p) => ({ label: p.name, href: `/admin/collections/products/${p.id}` })),
      ),
    )
  })

  it('flags a flash sale shown without an end date (the seeded one has an end date)', async () => {
    const flagged = async () => (await readGoLiveChecks(payload)).find((c) => c.key === 'promotionEnd')!
    const seeded = await payload.findGlobal({ slug: 'promotion', depth: 0, overrideAccess: true })
    try {
      // Other files save the promotion too: start from a sale with an end date, as the demo content seeds it.
      const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString()
      await payload.updateGlobal({ slug: 'promotion', data: { enabled: true, endsAt: nextWeek }, overrideAccess: true })
      expect((await flagged()).count).toBe(0)
      await payload.updateGlobal({ slug: 'promotion', data: { endsAt: null }, overrideAccess: true })
      expect(await flagged()).toMatchObject({ count: 1, href: '/admin/globals/promotion' })
      // A switched-off sale shows nothing, so nothing to flag.
      await payload.updateGlobal({ slug: 'promotion', data: { enabled: false }, overrideAccess: true })
      expect((await flagged()).count).toBe(0)
    } finally {
      await payload.updateGlobal({
        slug: 'promotion',
        data: { enabled: seeded.enabled, endsAt: seeded.endsAt },
        overrideAccess: true,
      })
    }
  })

  it('a product leaves the list once the owner changes its price grid, and only then', async () => {
    const owner = await userFor(payload, 'owner')
    const product = (await payload.find({ collection: 'products', depth: 0, limit: 1, overrideAccess: true })).docs[0]
    const listed = async () =>
      (await readGoLiveChecks(payload))
        .find((c) => c.key === 'priceGrids')!
        .links!.some((l) => l.href === `/admin/collections/products/${product.id}`)
    const update = (data: Record<string, unknown>, user?: typeof owner) =>
      payload.update({ collection: 'products', id: product.id, data, overrideAccess: !user, user })
    try {
      expect(await listed()).toBe(true)
      // Saving other fields, re-sending the same grid, or a script's grid change (no user) is no edit by the owner;
      // nor is a marker sent with the data.
      await update({ description: `${product.description} `, priceGrid: product.priceGrid }, owner)
      await update({ gridEditedAt: new Date().toISOString() }, owner)
      const grid = product.priceGrid as { widths: number[]; drops: number[]; cells: number[][] }
      const raised = { ...grid, cells: grid.cells.map((row) => row.map((pence) => pence + 100)) }
      await update({ priceGrid: raised })
      expect(await listed()).toBe(true)

      await update({ priceGrid: grid }, owner)
      expect(await listed()).toBe(false)
      const saved = await payload.findByID({ collection: 'products', id: product.id, overrideAccess: true })
      expect(Date.now() - Date.parse(saved.gridEditedAt!)).toBeLessThan(60_000)
    } finally {
      await payload.update({
        collection: 'products',
        id: product.id,
        data: { description: product.description, priceGrid: product.priceGrid },
        overrideAccess: true,
      })
      // The marker is only ever set by a person's save; the other files expect the seeded state.
      await payload.db.updateOne({ collection: 'products', id: product.id, data: { gridEditedAt: null } })
    }
  })

  it('tells example numbers and addresses from real ones', () => {
    expect(isExamplePhone('0121 496 0123')).toBe(true)
    expect(isExamplePhone('+44 121 496 0999')).toBe(true)
    expect(isExamplePhone('0121 496 1000')).toBe(false)
    expect(isExamplePhone('0121 643 2000')).toBe(false)
    expect(isExampleEmail('hello@vb-birmingham.example')).toBe(true)
    expect(isExampleEmail('someone@example.com')).toBe(true)
    expect(isExampleEmail('hello@vbbirmingham.co.uk')).toBe(false)
  })

  it('removes the demo testimonials and jobs for the owner only, and keeps real ones', async () => {
    const real = await payload.create({
      collection: 'testimonials',
      data: { quote: 'Lovely blinds.', name: 'Real Customer', location: 'Moseley, B13', rating: 5, demo: false },
      overrideAccess: true,
    })
    const staff = await loginToken('staff', TEST_PASSWORDS.staff)
    const owner = await loginToken('owner', TEST_PASSWORDS.owner)
    expect((await post(null)).status).toBe(401)
    expect((await post(staff)).status).toBe(403)
    expect((await post(owner, 'https://evil.example')).status).toBe(403)
    const demoCount = async () =>
      (await payload.count({ collection: 'testimonials', where: { demo: { equals: true } }, overrideAccess: true }))
        .totalDocs +
      (await payload.count({ collection: 'local-jobs', where: { demo: { equals: true } }, overrideAccess: true }))
        .totalDocs
    expect(await demoCount()).toBeGreaterThan(0)

    const res = await post(owner)
    expect(res.status).toBe(200)
    const { removed } = await res.json()
    expect(removed.testimonials).toBeGreaterThan(0)
    expect(removed.localJobs).toBeGreaterThan(0)
    expect(await demoCount()).toBe(0)
    expect(await payload.findByID({ collection: 'testimonials', id: real.id, overrideAccess: true })).toBeTruthy()
    // Facts stay: they are replaced by editing, never removed.
    const checks = Object.fromEntries((await readGoLiveChecks(payload)).map((c) => [c.key, c.count]))
    expect(checks).toMatchObject({ testimonials: 0, localJobs: 0, phone: 2, email: 1 })
    await payload.delete({ collection: 'testimonials', id: real.id, overrideAccess: true })
  })
})

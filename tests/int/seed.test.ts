import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_PRODUCTS } from '@/content'
import { seed } from '@/seed'
import { getTestPayload } from '../support/int/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const counts = async () => {
  const out: Record<string, number> = {}
  for (const c of ['users', 'media', 'products', 'testimonials', 'local-jobs', 'faqs', 'legal-pages'] as const) {
    out[c] = (await payload.count({ collection: c, overrideAccess: true })).totalDocs
  }
  return out
}

describe('seed', () => {
  it('is idempotent and never overwrites the owner’s edits', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: 'wooden-venetian-blinds' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: docs[0].id,
      // The owner's own grid: its smallest cell (£177) is the product's starting price.
      data: { priceGrid: { widths: [100], drops: [100], cells: [[17700]] } },
      overrideAccess: true,
    })
    await payload.updateGlobal({ slug: 'site-settings', data: { phonePrimary: '0121 496 0999' }, overrideAccess: true })

    const before = await counts()
    const result = await seed(payload)
    expect(result.created).toEqual({})
    expect(result.newLogins).toEqual([])
    expect(await counts()).toEqual(before)

    const product = await payload.findByID({ collection: 'products', id: docs[0].id, overrideAccess: true })
    expect(product.startingPrice).toBe(17700)
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.phonePrimary).toBe('0121 496 0999')
    // Other files price windows from the seeded grid.
    const seeded = DEFAULT_PRODUCTS.find((p) => p.slug === 'wooden-venetian-blinds')!
    await payload.update({
      collection: 'products',
      id: docs[0].id,
      data: { priceGrid: { ...seeded.priceGrid } },
      overrideAccess: true,
    })
  })

  it('seeded the demo content the site needs', async () => {
    const c = await counts()
    expect(c.products).toBeGreaterThanOrEqual(2)
    expect(c['legal-pages']).toBe(3)
    const testimonials = await payload.find({ collection: 'testimonials', overrideAccess: true, limit: 100 })
    // Every seeded testimonial is flagged as a demo entry, so it is labelled and never counted as a review.
    expect(testimonials.docs.filter((t) => t.name.startsWith('Demo')).every((t) => t.demo)).toBe(true)
    const legal = await payload.find({ collection: 'legal-pages', overrideAccess: true })
    expect(legal.docs.every((d) => d.reviewed === false)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'

import { DEFAULT_PRODUCTS } from '@/content'
import { decideIndexing } from '@/lib/areaPages/indexing'
import type { PageUniqueness } from '@/lib/areas/uniqueness'
import { quoteTotals, refusedMove } from '@/lib/orders'
import { linkToken, readLinkToken } from '@/lib/platform/signedLinks'
import { reviewLabel } from '@/lib/reviews/reviewLink'

const SECRET = 'a-test-secret-of-enough-length'
const products = DEFAULT_PRODUCTS.map((p) => ({
  slug: p.slug,
  name: p.name,
  type: p.type,
  grid: p.priceGrid,
  options: p.options,
}))
const [faux] = products

describe('customer links', () => {
  const expires = new Date(Date.now() + 86_400_000)
  it('open their own document and revision until they expire', () => {
    const token = linkToken(SECRET, 'quote', 42, 3, expires)
    expect(readLinkToken(SECRET, 'quote', token)).toEqual({ ok: true, id: '42', revision: 3, serial: 0 })
    expect(readLinkToken(SECRET, 'quote', token, new Date(expires.getTime() + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    })
  })
  it('refuse a changed id, revision or expiry, another purpose, or another secret', () => {
    const token = linkToken(SECRET, 'quote', 42, 3, expires)
    const [id, rev, exp, sig] = token.split('.')
    for (const bad of [
      `43.${rev}.${exp}.${sig}`,
      `${id}.4.${exp}.${sig}`,
      `${id}.${rev}.${Number(exp) + 1}.${sig}`,
      'x',
    ])
      expect(readLinkToken(SECRET, 'quote', bad)).toEqual({ ok: false, reason: 'invalid' })
    expect(readLinkToken(SECRET, 'review', token)).toEqual({ ok: false, reason: 'invalid' })
    expect(readLinkToken(`${SECRET}!`, 'quote', token)).toEqual({ ok: false, reason: 'invalid' })
  })
  it('name the send they were made for; a changed send number breaks the signature', () => {
    const token = linkToken(SECRET, 'quote', 42, 3, expires, 2)
    expect(readLinkToken(SECRET, 'quote', token)).toEqual({ ok: true, id: '42', revision: 3, serial: 2 })
    const [id, rev, , exp, sig] = token.split('.')
    for (const bad of [`${id}.${rev}.3.${exp}.${sig}`, `${id}.${rev}.${exp}.${sig}`])
      expect(readLinkToken(SECRET, 'quote', bad)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe("the order's state machine", () => {
  it('a new quote is a draft; each move only by whom it allows; nothing moves an order backwards', () => {
    expect(refusedMove(null, 'draft', 'staff')).toBeNull()
    expect(refusedMove(null, 'accepted', 'owner')).toMatch(/starts as a draft/)
    expect(refusedMove('draft', 'sent', 'send')).toBeNull()
    expect(refusedMove('draft', 'sent', 'owner')).toMatch(/Only "Send to customer"/)
    expect(refusedMove('sent', 'accepted', 'link')).toBeNull()
    for (const actor of ['staff', 'owner', 'send', 'expiry'] as const)
      expect(refusedMove('sent', 'accepted', actor)).toMatch(/Only the customer's own link/)
    expect(refusedMove('sent', 'expired', 'expiry')).toBeNull()
    expect(refusedMove('sent', 'declined', 'staff')).toBeNull()
    expect(refusedMove('accepted', 'fitted', 'staff')).toBeNull()
    expect(refusedMove('accepted', 'cancelled', 'staff')).toMatch(/Only the owner/)
    expect(refusedMove('accepted', 'cancelled', 'owner')).toBeNull()
    for (const to of ['draft', 'sent', 'declined', 'expired'] as const)
      expect(refusedMove('accepted', to, 'owner')).toMatch(/This order is accepted: it cannot go back/)
    expect(refusedMove('fitted', 'accepted', 'owner')).toMatch(/This order is fitted: it cannot go back/)
    expect(refusedMove('cancelled', 'accepted', 'link')).toMatch(/cannot become accepted/)
    expect(refusedMove('fitted', 'fitted', 'staff')).toBeNull()
  })
})

describe('quote totals', () => {
  const line = { product: faux.slug, widthMm: 900, dropMm: 1400, options: [] as string[] }
  const cell = faux.grid.cells[1][1]
  it('price each measured window from the grid, then the adjustments and the deposit', () => {
    const totals = quoteTotals(
      [line, { ...line, adjustmentPence: -500 }, { room: 'not measured' }],
      products,
      { promotion: null, bundles: [] },
      25,
    )
    expect(totals.linePence).toEqual([cell, cell, null])
    expect(totals).toMatchObject({ listPence: 2 * cell, adjustmentsPence: -500, totalPence: 2 * cell - 500 })
    expect(totals.depositPence).toBe(Math.round(((2 * cell - 500) * 25) / 100))
  })
  it('apply the offers given (those frozen on the first send)', () => {
    const totals = quoteTotals([line, line], products, { promotion: { percentOff: 10 }, bundles: [] }, 0)
    expect(totals.offerTitle).toMatch(/10% off/)
    expect(totals.totalPence).toBe(Math.round(2 * cell * 0.9))
  })
})

describe('verified reviews', () => {
  it('are labelled with their month and area', () => {
    expect(reviewLabel('2026-03-14T10:00:00.000Z', 'Moseley')).toBe('Verified customer · fitted March 2026 in Moseley')
  })
  it('lift their area page into the index as a published local job does', () => {
    const thin: PageUniqueness = { key: 'x', phrases: 100, uniquePhrases: 10, uniqueShare: 0.1 } as PageUniqueness
    expect(decideIndexing(thin).indexable).toBe(false)
    const lifted = decideIndexing(thin, 0, 1)
    expect(lifted.indexable).toBe(true)
    expect(lifted.reason).toMatch(/lifted by 1 published verified review/)
  })
})

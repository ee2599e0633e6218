import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_PRODUCTS } from '@/content/products'

import { digestData, digestText } from '@/jobs/morningDigest'
import { MoneyCharts } from '@/components/admin/LeadDashboard'
import { formatPenceShort } from '@/lib/format/money'
import { moneyDashboard } from '@/lib/leads/moneyDashboard'
import { quoteAt } from '../support/int/quoteMoves'
import { getTestPayload } from '../support/int/payload'
import { testData } from '../support/int/testData'

const SEEDED_PRODUCTS = DEFAULT_PRODUCTS.map((p) => p.slug)

/**
 * The dashboard's money figures against a seeded set: quotes first sent within 90 days of a fixed `now` (years from
 * the other tests' rows), from leads of known sources and landing pages, some accepted.
 */
const NOW = new Date('2031-06-30T12:00:00.000Z')
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()
let payload: Payload
let pool: Pool
/** Two seeded blinds' ids */
let products: [number, number]
const seeded: {
  total: number
  won: boolean
  channel: string
  landing: string | null
  days: number | null
  lines: { product: string; price: number }[]
}[] = []

async function seed(opts: {
  channel: string
  landing: string | null
  bookedDaysAgo: number
  sentDaysAgo: number
  acceptedDaysAgo: number | null
  lines: { product: number; widthMm: number; dropMm: number }[]
  /** a campaign's tags, as the lead form stores them */
  utm?: { source?: string; medium?: string; campaign?: string }
  /** the moment the days are counted back from (NOW unless given) */
  at?: Date
}) {
  const before = (days: number) => new Date((opts.at ?? NOW).getTime() - days * 86_400_000).toISOString()
  const visit = await payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      customerName: 'Money Seed',
      customerPhone: '0121 496 0999',
      address: '1 Sum Street',
      scheduledTime: 'morning',
    }),
    overrideAccess: true,
    context: { skipNotifications: true },
  })
  await pool.query(
    `update measuring_appointments set channel = $2, landing_page = $3, created_at = $4, utm_source = $5,
      utm_medium = $6, utm_campaign = $7 where id = $1`,
    [
      visit.id,
      opts.channel,
      opts.landing,
      before(opts.bookedDaysAgo),
      opts.utm?.source ?? null,
      opts.utm?.medium ?? null,
      opts.utm?.campaign ?? null,
    ],
  )
  const quote = await payload.create({
    collection: 'quotes',
    overrideAccess: true,
    data: testData('quotes', {
      customerName: 'Money Seed',
      appointment: visit.id,
      lines: opts.lines.map((l) => ({ ...l, safetyDevice: 'cleat' as const })),
    }),
  })
  const won = opts.acceptedDaysAgo !== null
  await pool.query(`update quotes set status = $2, first_sent_at = $3, acceptance_accepted_at = $4 where id = $1`, [
    quote.id,
    won ? 'accepted' : 'sent',
    before(opts.sentDaysAgo),
    won ? before(opts.acceptedDaysAgo!) : null,
  ])
  const names = new Map(
    (await payload.find({ collection: 'products', depth: 0, limit: 10 })).docs.map((p) => [p.id, p.name]),
  )
  const row = {
    total: quote.totals!.totalPence!,
    won,
    channel: opts.channel,
    landing: opts.landing,
    days: won ? opts.bookedDaysAgo - opts.acceptedDaysAgo! : null,
    lines: quote.lines!.map((l) => ({
      product: names.get(typeof l.product === 'object' && l.product ? l.product.id : (l.product as number))!,
      price: l.gridPence ?? 0,
    })),
  }
  seeded.push(row)
  return row
}

beforeAll(async () => {
  payload = await getTestPayload()
  pool = payload.db.pool
  // The seeded products: other files add products of their own (with grids too small for these windows).
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { in: SEEDED_PRODUCTS } },
    depth: 0,
    limit: 10,
    sort: 'sortOrder',
  })
  const [a, b] = docs
  products = [a.id, b.id]
  await seed({
    channel: 'search',
    landing: '/areas/moseley',
    bookedDaysAgo: 40,
    sentDaysAgo: 35,
    acceptedDaysAgo: 30,
    lines: [
      { product: a.id, widthMm: 900, dropMm: 1400 },
      { product: b.id, widthMm: 1200, dropMm: 1500 },
    ],
  })
  await seed({
    channel: 'search',
    landing: '/areas/moseley',
    bookedDaysAgo: 20,
    sentDaysAgo: 18,
    acceptedDaysAgo: null,
    lines: [{ product: a.id, widthMm: 600, dropMm: 1000 }],
  })
  await seed({
    channel: 'direct',
    landing: null,
    bookedDaysAgo: 15,
    sentDaysAgo: 12,
    acceptedDaysAgo: 5,
    lines: [{ product: b.id, widthMm: 1500, dropMm: 2000 }],
  })
  await seed({
    channel: 'campaign',
    landing: '/areas/harborne',
    bookedDaysAgo: 60,
    sentDaysAgo: 55,
    acceptedDaysAgo: 50,
    lines: [{ product: a.id, widthMm: 1800, dropMm: 2400 }],
  })
  // Outside the 90 days: never counted.
  await seed({
    channel: 'direct',
    landing: null,
    bookedDaysAgo: 130,
    sentDaysAgo: 120,
    acceptedDaysAgo: 110,
    lines: [{ product: a.id, widthMm: 900, dropMm: 1000 }],
  })
})

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

describe('money on the dashboard', () => {
  it('quotes sent, accepted value, win rate, average order and median days from booking to acceptance', async () => {
    const inPeriod = seeded.slice(0, 4)
    const won = inPeriod.filter((s) => s.won)
    const value = won.reduce((sum, s) => sum + s.total, 0)
    const d = await moneyDashboard(payload, NOW)
    expect(d.all).toMatchObject({ sent: 4, accepted: 3, value, winRate: 3 / 4, averageOrder: Math.round(value / 3) })
    expect(d.all.medianDaysToAccept).toBeCloseTo(median(won.map((s) => s.days!)), 5)
  })

  it('by source and by landing area page', async () => {
    const d = await moneyDashboard(payload, NOW)
    const search = seeded.slice(0, 2)
    expect(d.byChannel.find((r) => r.key === 'search')).toMatchObject({
      sent: 2,
      accepted: 1,
      value: search[0].total,
      winRate: 0.5,
    })
    expect(d.byChannel.find((r) => r.key === 'direct')).toMatchObject({ sent: 1, accepted: 1, value: seeded[2].total })
    expect(d.byArea.map((r) => [r.key, r.sent, r.value])).toEqual(
      [
        ['Moseley', 2, seeded[0].total],
        ['Harborne', 1, seeded[3].total],
      ].sort((x, y) => (y[2] as number) - (x[2] as number)),
    )
  })

  it("by product: each order's value split across its windows by their prices", async () => {
    const d = await moneyDashboard(payload, NOW)
    const expected = new Map<string, number>()
    for (const s of seeded.slice(0, 4).filter((x) => x.won)) {
      const sum = s.lines.reduce((t, l) => t + l.price, 0)
      for (const l of s.lines) expected.set(l.product, (expected.get(l.product) ?? 0) + (s.total * l.price) / sum)
    }
    expect(Object.fromEntries(d.byProduct.map((r) => [r.key, r.value]))).toEqual(
      Object.fromEntries([...expected].map(([k, v]) => [k, Math.round(v)])),
    )
    expect(d.byProduct.reduce((t, r) => t + r.value, 0)).toBeGreaterThanOrEqual(
      seeded
        .slice(0, 4)
        .filter((x) => x.won)
        .reduce((t, s) => t + s.total, 0) - 2,
    )
  })
})

/** One chart of the rendered charts: its description and its bars as drawn (label, pence, bar length, amount shown). */
function chartIn(html: string, id: string) {
  const figure = new RegExp(`<figure[^>]*data-chart="${id}"[^>]*>([\\s\\S]*?)</figure>`).exec(html)?.[1] ?? ''
  const unescape = (t: string) => t.replace(/&amp;/g, '&').replace(/&#x27;/g, "'")
  return {
    labelled: figure.includes(`aria-labelledby="${id}-title ${id}-desc"`) && figure.includes('role="img"'),
    title: /<title[^>]*>([^<]*)<\/title>/.exec(figure)?.[1],
    desc: unescape(/<desc[^>]*>([^<]*)<\/desc>/.exec(figure)?.[1] ?? ''),
    bars: [...figure.matchAll(/<g data-bar="([^"]*)" data-value="(\d+)" data-length="(\d+)">([\s\S]*?)<\/g>/g)].map(
      (m) => ({
        label: unescape(m[1]),
        value: Number(m[2]),
        length: Number(m[3]),
        shown: /<text[^>]*>([^<]*)<\/text>\s*$/.exec(m[4])?.[1],
      }),
    ),
  }
}

describe('the money charts', () => {
  it("draw the seeded set's accepted value by source, landing area page and product, with the amounts beside", async () => {
    const d = await moneyDashboard(payload, NOW)
    const html = renderToStaticMarkup(MoneyCharts({ money: d }))
    const won = seeded.slice(0, 4).filter((s) => s.won)
    const bySource = new Map<string, number>()
    for (const s of won) bySource.set(s.channel, (bySource.get(s.channel) ?? 0) + s.total)
    const names: Record<string, string> = { search: 'Search', direct: 'Direct', campaign: 'Campaign' }
    const expected = [...bySource]
      .map(([channel, value]) => ({ label: names[channel], value }))
      .sort((a, b) => b.value - a.value)

    const source = chartIn(html, 'money-by-source')
    expect(source.labelled).toBe(true)
    expect(source.title).toBe('Accepted value by source')
    expect(source.bars.map(({ label, value }) => ({ label, value }))).toEqual(expected)
    expect(source.bars.map((b) => b.shown)).toEqual(expected.map((e) => formatPenceShort(e.value)))
    expect(source.desc).toBe(expected.map((e) => `${e.label}: ${formatPenceShort(e.value)}`).join('; '))
    // The longest bar is the largest amount; the others in proportion.
    const full = source.bars[0].length
    for (const b of source.bars) expect(b.length).toBe(Math.max(2, Math.round((b.value / expected[0].value) * full)))

    const area = chartIn(html, 'money-by-area')
    expect(area.bars.map(({ label, value }) => [label, value])).toEqual(
      [
        ['Moseley', seeded[0].total],
        ['Harborne', seeded[3].total],
      ].sort((x, y) => (y[1] as number) - (x[1] as number)),
    )
    const product = chartIn(html, 'money-by-product')
    expect(product.bars.map(({ label, value }) => [label, value])).toEqual(d.byProduct.map((r) => [r.key, r.value]))
    expect(product.bars.reduce((t, b) => t + b.value, 0)).toBeGreaterThanOrEqual(
      won.reduce((t, s) => t + s.total, 0) - 2,
    )
  })
})

describe('money by source: a campaign by its source and medium, an area page by its area', () => {
  // A period of its own, years after the set above, so only these quotes are in it.
  const AT = new Date('2033-03-31T12:00:00.000Z')
  const rows: Record<string, Awaited<ReturnType<typeof seed>>> = {}

  beforeAll(async () => {
    const [a, b] = products
    const quote = (channel: string, landing: string | null, won: boolean, utm?: Parameters<typeof seed>[0]['utm']) =>
      seed({
        at: AT,
        channel,
        landing,
        utm,
        bookedDaysAgo: 30,
        sentDaysAgo: 25,
        acceptedDaysAgo: won ? 20 : null,
        lines: [{ product: won ? a : b, widthMm: 900 + Object.keys(rows).length * 100, dropMm: 1400 }],
      })
    // Google Ads: one won, one not (tagged in other letter cases, landing on the same area page with a closing slash).
    rows.googleWon = await quote('campaign', '/areas/moseley', true, { source: 'google', medium: 'cpc' })
    rows.googleLost = await quote('campaign', '/areas/moseley/', false, { source: 'Google', medium: 'CPC' })
    // Another paid campaign, and one known by its name alone.
    rows.facebook = await quote('campaign', '/areas/harborne', true, { source: 'facebook', medium: 'paid-social' })
    rows.named = await quote('campaign', '/', true, { campaign: 'spring' })
    // Search, landing on the areas' index (not an area page).
    rows.search = await quote('search', '/areas', true)
  })

  it('tells Google Ads (google / cpc) from any other campaign, and names each area', async () => {
    const d = await moneyDashboard(payload, AT)
    const bySource = Object.fromEntries(d.byChannel.map((r) => [r.key, [r.sent, r.accepted, r.value]]))
    expect(bySource).toEqual({
      'google / cpc': [2, 1, rows.googleWon.total],
      'facebook / paid-social': [1, 1, rows.facebook.total],
      campaign: [1, 1, rows.named.total],
      search: [1, 1, rows.search.total],
    })
    expect(d.byArea.map((r) => [r.key, r.sent, r.value])).toEqual(
      [
        ['Moseley', 2, rows.googleWon.total],
        ['Harborne', 1, rows.facebook.total],
      ].sort((x, y) => (y[2] as number) - (x[2] as number)),
    )

    // The chart says the same words: source and medium for a tagged campaign, the channel's name for the rest.
    const html = renderToStaticMarkup(MoneyCharts({ money: d }))
    const labels = Object.fromEntries(chartIn(html, 'money-by-source').bars.map((bar) => [bar.label, bar.value]))
    expect(labels).toEqual({
      'google / cpc': rows.googleWon.total,
      'facebook / paid-social': rows.facebook.total,
      Campaign: rows.named.total,
      Search: rows.search.total,
    })
    expect(
      chartIn(html, 'money-by-area')
        .bars.map((bar) => bar.label)
        .sort(),
    ).toEqual(['Harborne', 'Moseley'])
  })
})

describe('the morning digest', () => {
  it('lists the quotes about to expire and the reviews waiting for the owner', async () => {
    const soon = await payload.create({
      collection: 'quotes',
      overrideAccess: true,
      data: testData('quotes', { customerName: 'Expiring Soon', customerPhone: '0121 496 0888', lines: [] }),
    })
    const later = await payload.create({
      collection: 'quotes',
      overrideAccess: true,
      data: testData('quotes', { customerName: 'Expiring Later', lines: [] }),
    })
    await pool.query(`update quotes set status = 'sent', valid_until = $2 where id = $1`, [soon.id, daysBefore(-2)])
    await pool.query(`update quotes set status = 'sent', valid_until = $2 where id = $1`, [later.id, daysBefore(-10)])
    const fitted = await quoteAt(payload, 'fitted', { customerName: 'Fitted Order' })
    const review = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: testData('reviews', {
        quote: fitted.id,
        rating: 4,
        text: 'Good',
        label: 'Verified customer · fitted June 2031 in Moseley',
      }),
    })
    const data = await digestData(payload, NOW, 7)
    expect(data.expiring?.map((q) => q.name)).toEqual(['Expiring Soon'])
    expect(data.reviewsWaiting?.map((r) => r.id)).toContain(review.id)
    const { text } = digestText(data, 'VB Birmingham')
    expect(text).toContain('Quotes expiring within 3 days (1)\n- Expiring Soon, 0121 496 0888')
    expect(text).toContain('4 stars, Verified customer · fitted June 2031 in Moseley')
  })
})

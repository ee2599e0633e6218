import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { DEFAULT_PRODUCTS } from '@/content/products'

import {
  createQuoteFromAppointment,
  acceptQuote,
  markFitted,
  createLocalJobFromOrder,
  sendQuote,
  districtAreasOf,
} from '@/lib/orders'
import { monthYear, reviewView, submitReview } from '@/lib/reviews/reviewLink'
import type { Quote } from '@/payload-types'
import { ukToday } from '@/lib/platform/ukTime'
import { mimeParts, parseIcs } from '../support/mail'
import { startMailCatcher } from '../support/mailCatcher'
import { getTestPayload, userFor } from '../support/int/payload'
import { spawnJobsWorker, type SpawnedWorker } from '../support/int/jobs-worker'
import { testData } from '../support/int/testData'

const SEEDED_PRODUCTS = DEFAULT_PRODUCTS.map((p) => p.slug)

/** After the customer's "yes": the lead shows the order, the fitting is invited and reminded, every fitted customer is asked for a review (by the real jobs worker), and a fitted order becomes a draft local job. */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let worker: SpawnedWorker | null = null

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
})

afterAll(async () => {
  await worker?.stop()
  await mail.close()
})

/** The latest message to `address` whose subject matches. */
const mailTo = (address: string, subject: RegExp, ms?: number) => mail.mailTo(address, subject, { ms })

/** A quote from an appointment in B13, with two priced windows, sent and accepted through its link. */
async function acceptedOrder(email: string): Promise<{ quote: Quote; appointmentId: number }> {
  const visit = await payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      customerName: 'Olive Order',
      customerPhone: '0121 496 0777',
      customerEmail: email,
      address: '12 Fitting Street',
      postcode: 'B13 9AA',
      scheduledTime: 'morning',
      status: 'completed',
    }),
    overrideAccess: true,
    context: { skipNotifications: true },
  })
  // A seeded product: other files add products of their own (with grids too small for these windows).
  const { docs: products } = await payload.find({
    collection: 'products',
    where: { slug: { in: SEEDED_PRODUCTS } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const created = await createQuoteFromAppointment(payload, visit.id)
  if (!created.ok) throw new Error(created.error)
  await payload.update({
    collection: 'quotes',
    id: created.id,
    overrideAccess: true,
    data: {
      lines: [
        { room: 'Kitchen', widthMm: 900, dropMm: 1400, product: products[0].id, safetyDevice: 'cleat' },
        { room: 'Bedroom', widthMm: 1100, dropMm: 1300, product: products[0].id, safetyDevice: 'wand' },
      ],
    },
  })
  expect(await sendQuote(payload, created.id)).toMatchObject({ ok: true })
  const afterSend = await payload.findByID({ collection: 'measuring-appointments', id: visit.id, depth: 0 })
  expect(afterSend.status).toBe('quoted')
  const token = /\/quote\/([\w.-]+)/.exec((await mailTo(email, /Your quote/)).text)![1]
  expect(await acceptQuote(payload, token, { name: 'Olive Order', terms: true, clientAddress: '192.0.2.44' })).toBe(
    'accepted',
  )
  const quote = await payload.findByID({ collection: 'quotes', id: created.id, depth: 0 })
  return { quote, appointmentId: visit.id }
}

describe('orders', () => {
  it('acceptance moves the lead to won and the lead lists the order with its value', async () => {
    const { quote, appointmentId } = await acceptedOrder('won@example.com')
    expect(quote.status).toBe('accepted')
    const lead = await payload.findByID({ collection: 'measuring-appointments', id: appointmentId, depth: 1 })
    expect(lead.status).toBe('won')
    expect(lead.statusHistory?.map((h) => h.status)).toEqual(['completed', 'quoted', 'won'])
    const listed = (lead.quotes?.docs ?? []) as Quote[]
    expect(listed.map((q) => [q.id, q.totals?.totalPence])).toEqual([[quote.id, quote.totals?.totalPence]])
  })

  it('"Mark fitted" sets the order fitted on the day chosen (today by default) and queues the review request', async () => {
    const { quote } = await acceptedOrder('mark.fitted@example.com')
    // A clock a few days after the acceptance (a fitting is never recorded before it).
    const now = new Date(Date.now() + 3 * 86_400_000)
    const day = (offset: number) => ukToday(new Date(now.getTime() + offset * 86_400_000))
    expect(await markFitted(payload, quote.id, day(1), undefined, now)).toEqual({
      ok: false,
      status: 400,
      error: 'The fitted day cannot be in the future.',
    })
    expect(await markFitted(payload, quote.id, day(-5), undefined, now)).toMatchObject({
      ok: false,
      status: 400,
      error: expect.stringMatching(/^It cannot have been fitted before the order was accepted/),
    })
    expect(await markFitted(payload, quote.id, day(-1), undefined, now)).toEqual({
      ok: true,
      fittedAt: `${day(-1)}T12:00:00.000Z`,
    })
    const fitted = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })
    expect(fitted).toMatchObject({ status: 'fitted', fittedAt: `${day(-1)}T12:00:00.000Z` })
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'reviewRequest' } },
      pagination: false,
      depth: 0,
    })
    expect(jobs.filter((j) => (j.input as { quoteId?: string })?.quoteId === String(quote.id))).toHaveLength(1)
    expect(await markFitted(payload, quote.id, null, undefined, now)).toMatchObject({ ok: false, status: 409 })

    const { quote: today } = await acceptedOrder('fitted.today@example.com')
    expect(await markFitted(payload, today.id, null, undefined, now)).toEqual({ ok: true, fittedAt: now.toISOString() })
    const draft = await createQuoteFromAppointment(payload, today.appointment as number)
    if (!draft.ok) throw new Error(draft.error)
    expect(await markFitted(payload, draft.id, null)).toMatchObject({ ok: false, status: 409 })
  })

  it('a fitting date sends the customer a calendar invite and queues its reminder; a new date updates both', async () => {
    const { quote } = await acceptedOrder('fitting@example.com')
    const first = new Date(Date.now() + 5 * 86_400_000)
    await payload.update({
      collection: 'quotes',
      id: quote.id,
      overrideAccess: true,
      data: { fittingDate: first.toISOString() },
    })
    const invite = await mailTo('fitting@example.com', /Your blinds will be fitted on/)
    const ics = parseIcs(mimeParts(invite.raw).find((p) => p.type === 'text/calendar')!.body)
    expect(ics.METHOD).toEqual(['REQUEST'])
    expect(ics.SEQUENCE).toEqual(['1'])
    expect(ics.UID?.[0]).toMatch(new RegExp(`^fitting-${quote.id}@`))

    const second = new Date(first.getTime() + 86_400_000)
    await payload.update({
      collection: 'quotes',
      id: quote.id,
      overrideAccess: true,
      data: { fittingDate: second.toISOString() },
    })
    await expect
      .poll(async () => {
        const mails = mail.inbox.filter((m) => m.to.includes('fitting@example.com') && /will be fitted/.test(m.subject))
        return mails.map((m) => parseIcs(mimeParts(m.raw).find((p) => p.type === 'text/calendar')!.body).SEQUENCE?.[0])
      })
      .toEqual(['1', '2'])
    const { docs: reminders } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'fittingReminder' } }, { 'input.quoteId': { equals: String(quote.id) } }] },
      overrideAccess: true,
    })
    expect(reminders.map((j) => (j.input as { sequence: number }).sequence).sort()).toEqual([1, 2])
    const latest = reminders.find((j) => (j.input as { sequence: number }).sequence === 2)!
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(Date.parse(latest.waitUntil!)).toBe(second.getTime() - settings.orders.fittingReminderHours * 3_600_000)
  })

  it(
    'marking it fitted queues a review request that the real worker sends; one review per order, verified and waiting',
    { timeout: 330_000 },
    async () => {
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      const delay = settings.orders.reviewDelayDays
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { orders: { ...settings.orders, reviewDelayDays: 0 } },
      })
      try {
        const { quote } = await acceptedOrder('review@example.com')
        await payload.update({ collection: 'quotes', id: quote.id, overrideAccess: true, data: { status: 'fitted' } })
        const spawned = (worker = spawnJobsWorker())
        await spawned.running()
        const request = await mailTo('review@example.com', /How did we do\?/, 90_000).catch((error: Error) => {
          throw new Error(`${error.message}\n${spawned.report()}`)
        })
        const token = /\/review\/([\w.-]+)/.exec(request.text)![1]
        // The worker records the request just after sending it.
        await expect
          .poll(
            async () => (await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })).reviewRequestedAt,
            { timeout: 60_000, interval: 500 },
          )
          .toBeTruthy()
          .catch((error: Error) => {
            throw new Error(`${error.message}\n${spawned.report()}`)
          })
        const fitted = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })

        // B13 is shared by Billesley and Moseley and the lead landed on no area page: no area is guessed.
        const district = districtAreasOf(fitted)
        expect(district.map((a) => a.slug)).toEqual(['billesley', 'moseley'])
        expect(await reviewView(payload, token)).toMatchObject({ state: 'open', firstName: 'Olive', areaName: null })
        // The one rule for typed fields (src/lib/validation/typedText.ts): a direction override is refused.
        for (const text of ['Great \u202Eenif era sdnilb', 'Fine\u0007 work', 'Ok \u2066isolated\u2069'])
          expect(await submitReview(payload, token, { rating: 5, text, showFirstName: true }), text).toBe('characters')
        expect(
          await submitReview(payload, token, {
            rating: 2,
            text: 'Late, but the blinds are fine.',
            showFirstName: false,
          }),
        ).toBe('thanks')
        expect(await submitReview(payload, token, { rating: 5, text: 'Second try', showFirstName: true })).toBe(
          'already',
        )
        const { docs } = await payload.find({
          collection: 'reviews',
          where: { quote: { equals: quote.id } },
          overrideAccess: true,
        })
        expect(docs).toHaveLength(1)
        expect(docs[0]).toMatchObject({
          rating: 2,
          verified: true,
          status: 'waiting',
          showFirstName: false,
          area: null,
          label: `Verified customer · fitted ${monthYear(fitted.fittedAt!)}`,
        })
        // The owner chooses among the district's areas (the choices named when another is tried); staff cannot.
        const owner = await userFor(payload, 'owner')
        const staff = await userFor(payload, 'staff')
        const setArea = (area: string, user: typeof owner) =>
          payload.update({ collection: 'reviews', id: docs[0].id, data: { area }, overrideAccess: false, user })
        const refused = (await setArea('kings-heath', owner).catch((error: unknown) => error)) as {
          data?: { errors?: { path: string; message: string }[] }
        }
        expect(refused.data?.errors?.[0]).toMatchObject({
          path: 'area',
          message: 'Choose one of the order’s areas: Billesley, Moseley.',
        })
        await setArea('moseley', staff).catch(() => null)
        expect((await payload.findByID({ collection: 'reviews', id: docs[0].id, depth: 0 })).area).toBeNull()
        const moved = await setArea('moseley', owner)
        expect(moved).toMatchObject({
          area: 'moseley',
          areaName: 'Moseley',
          label: `Verified customer · fitted ${monthYear(fitted.fittedAt!)} in Moseley`,
        })
        expect((await reviewView(payload, token)).state).toBe('done')
        const [id, rev, exp, sig] = token.split('.')
        expect((await reviewView(payload, `${id}.${rev}.${exp}.${sig.slice(0, -2)}AA`)).state).toBe('invalid')
        await expect(
          payload.update({ collection: 'reviews', id: docs[0].id, overrideAccess: true, data: { status: 'withheld' } }),
        ).rejects.toThrow(/Why withheld/)
      } finally {
        await payload.updateGlobal({
          slug: 'site-settings',
          data: { orders: { ...settings.orders, reviewDelayDays: delay } },
        })
      }
    },
  )

  it('"Create local job" on a fitted order drafts an unpublished job; a shared district asks which area', async () => {
    const { quote } = await acceptedOrder('localjob@example.com')
    expect((await createLocalJobFromOrder(payload, quote.id, null)).ok).toBe(false)
    await payload.update({ collection: 'quotes', id: quote.id, overrideAccess: true, data: { status: 'fitted' } })
    const district = districtAreasOf(quote)
    let result = await createLocalJobFromOrder(payload, quote.id, null)
    if (district.length > 1) {
      expect(result).toMatchObject({ ok: false, status: 409, choices: district })
      result = await createLocalJobFromOrder(payload, quote.id, district[1].slug)
    }
    expect(result.ok).toBe(true)
    const job = await payload.findByID({ collection: 'local-jobs', id: (result as { id: number }).id, depth: 0 })
    expect(job).toMatchObject({
      area: district.length > 1 ? district[1].slug : district[0].slug,
      published: false,
      demo: false,
      windows: 2,
      rooms: 'Kitchen, Bedroom',
    })
    // The drafted note holds only the order's facts: no instructions that would be published with it.
    const product = await payload.findByID({ collection: 'products', id: Number(job.product), depth: 0 })
    // "Faux Wood Venetian Blinds" is named once, counted: never "… venetian blinds blinds".
    expect(product.name).toMatch(/ blinds$/i)
    expect(job.note).toBe(`2 ${product.name.toLowerCase()} fitted: Kitchen, Bedroom.`)
    expect(job.note).not.toMatch(/draft|owner|publish/i)
  })
})

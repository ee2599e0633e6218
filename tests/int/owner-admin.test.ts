import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createErrorsFromMessage } from '../../node_modules/@payloadcms/ui/dist/elements/Toasts/fieldErrors.js'
import { createQuoteFromAppointment } from '@/lib/orders'
import { reviewAreaChoices, reviewAreaOptions } from '@/lib/reviews/reviewArea'
import { callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload, userFor, type TestUser } from '../support/int/payload'
import { testData } from '../support/int/testData'

/** The owner's admin points of issue 69: a review's area, Settings' messages, the home page's status, list cells. */
let payload: Payload
let owner: TestUser

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await userFor(payload, 'owner')
})

/** An order (a quote made from a lead) in `postcode`, its lead having landed on `landingPage`. */
async function orderIn(postcode: string, landingPage?: string): Promise<number> {
  const visit = await payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      customerName: 'Rhoda Review',
      customerPhone: '0121 496 0669',
      customerEmail: 'rhoda@example.com',
      address: '69 Area Road',
      postcode,
      scheduledTime: 'morning',
      status: 'completed',
      landingPage,
    }),
    overrideAccess: true,
    context: { skipNotifications: true },
  })
  const made = await createQuoteFromAppointment(payload, visit.id)
  if (!made.ok) throw new Error(made.error)
  return made.id
}

/** A verified review of that order, waiting for the owner, as the customer's link stores it. */
async function reviewOf(quote: number): Promise<number> {
  const review = await payload.create({
    collection: 'reviews',
    data: testData('reviews', { quote, rating: 5, text: 'Neat job.', status: 'waiting', fittedAt: '2026-10-01' }),
    overrideAccess: true,
  })
  return review.id
}

/** The owner's save through the local API: the errors it is refused with, or the saved review. */
async function ownerSaves(
  id: number,
  data: { area?: string | null; status?: 'published' | 'waiting'; reply?: string },
) {
  return payload
    .update({ collection: 'reviews', id, data, overrideAccess: false, user: owner })
    .then((doc) => ({ doc, errors: [] }))
    .catch((error: { data?: { errors?: { path: string; message: string }[] } }) => ({
      doc: null,
      errors: error.data?.errors ?? [{ path: '?', message: String(error) }],
    }))
}

describe("a review's area page", () => {
  it('is a choice among its order’s areas, worked out on the server from the postcode district', async () => {
    // B13 is shared by Billesley and Moseley; the lead landed on no area page.
    const shared = await orderIn('B13 9AA')
    expect(await reviewAreaChoices(payload, shared)).toEqual([
      { slug: 'billesley', name: 'Billesley' },
      { slug: 'moseley', name: 'Moseley' },
    ])
    // What the admin's list offers (ReviewAreaField): names, stored as slugs.
    expect(reviewAreaOptions((await reviewAreaChoices(payload, shared))!, null)).toEqual([
      { label: 'Billesley', value: 'billesley' },
      { label: 'Moseley', value: 'moseley' },
    ])
    // The area page the lead landed on comes first.
    const landed = await orderIn('B13 9AA', '/areas/kings-heath')
    expect((await reviewAreaChoices(payload, landed))?.map((a) => a.slug)).toEqual([
      'kings-heath',
      'billesley',
      'moseley',
    ])
  })

  it('is required to publish where the district has areas, through the local API and REST alike', async () => {
    const review = await reviewOf(await orderIn('B13 9AB'))
    const refused = await ownerSaves(review, { status: 'published' })
    expect(refused.errors).toEqual([
      { path: 'area', message: 'Choose the area page it shows on before publishing.', label: 'Area page' },
    ])
    const token = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.221')
    const rest = await callRest('PATCH', `/api/cms/reviews/${review}`, {
      token,
      ip: '192.0.2.221',
      body: { status: 'published' },
    })
    expect(rest.status).toBe(400)
    expect(JSON.stringify(await rest.json())).toContain('Choose the area page it shows on before publishing.')
    expect((await payload.findByID({ collection: 'reviews', id: review, depth: 0 })).status).toBe('waiting')

    // Another area than the order's is refused, naming the choices.
    const wrong = await ownerSaves(review, { area: 'kings-heath', status: 'published' })
    expect(wrong.errors.map((e) => [e.path, e.message])).toEqual([
      ['area', 'Choose one of the order’s areas: Billesley, Moseley.'],
    ])

    const published = await ownerSaves(review, { area: 'moseley', status: 'published' })
    expect(published.doc).toMatchObject({ status: 'published', area: 'moseley', areaName: 'Moseley' })
    // A later save that leaves the area alone keeps it; emptying it on a published review is refused.
    expect((await ownerSaves(review, { reply: 'Thank you!' })).doc).toMatchObject({ area: 'moseley' })
    expect((await ownerSaves(review, { area: null })).errors.map((e) => e.path)).toEqual(['area'])
  })

  it('may wait or be withheld without one, and publishes without one when the order is in no area we cover', async () => {
    const waiting = await reviewOf(await orderIn('B14 7AA'))
    expect((await ownerSaves(waiting, { reply: 'Thanks' })).errors).toEqual([])

    const outside = await orderIn('SW1A 1AA')
    expect(await reviewAreaChoices(payload, outside)).toEqual([])
    const review = await reviewOf(outside)
    expect((await ownerSaves(review, { status: 'published' })).doc).toMatchObject({ status: 'published', area: null })
  })
})

describe('Settings', () => {
  it('a wrong follow-up day is refused under its own field, named once in the message the toast lists', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const error = await payload
      .updateGlobal({
        slug: 'site-settings',
        data: { orders: { ...settings.orders, quoteFollowUpDays: '5, 2' } },
        overrideAccess: false,
        user: owner,
      })
      .then(
        () => null,
        (e: { message: string; data?: { errors?: { path: string; message: string }[] } }) => e,
      )
    expect(error?.data?.errors).toEqual([
      {
        // The path the admin puts the message under: the field itself.
        path: 'orders.quoteFollowUpDays',
        message: 'The days must rise, e.g. 2, 5, 10 (each day once).',
        label: 'Quotes and reviews > Follow up a sent quote after (days)',
      },
    ])
    // The admin's toast reads the field names from the message, split at commas (@payloadcms/ui FieldErrorsToast).
    expect(createErrorsFromMessage(error?.message ?? '')).toEqual({
      message: 'The following field is invalid: ',
      errors: ['Quotes and reviews → Follow up a sent quote after (days)'],
    })
    expect((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).orders.quoteFollowUpDays).toBe(
      settings.orders.quoteFollowUpDays,
    )
  })
})

describe('the home page in /admin', () => {
  it('after a draft, still reads as published with changes ("Revert to published"), not as a draft', async () => {
    const published = await payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'home-page',
      draft: true,
      data: { hero: { headline: 'A draft headline' } },
      overrideAccess: false,
      user: owner,
    })
    try {
      // What the admin asks on every load (getVersions in @payloadcms/next) to tell "Changed" from "Draft": the
      // global with only `updatedAt` selected, whose `_status` must say it is published.
      const status = await payload.findGlobal({
        slug: 'home-page',
        depth: 0,
        select: { updatedAt: true },
        overrideAccess: false,
        user: owner,
      })
      expect(status._status).toBe('published')
      const draft = await payload.findGlobal({ slug: 'home-page', draft: true, depth: 0, user: owner })
      expect(draft).toMatchObject({ _status: 'draft', hero: { headline: 'A draft headline' } })
    } finally {
      await payload.updateGlobal({
        slug: 'home-page',
        data: { hero: { headline: published.hero.headline }, _status: 'published' },
        overrideAccess: true,
      })
    }
  })
})

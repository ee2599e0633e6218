import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST as postSignOff } from '@/app/(frontend)/api/visits/sign-off/route'
import { readFitting } from '@/lib/fitting/readFitting'
import { signOffFitting } from '@/lib/fitting/signOff'
import { anonymise } from '@/lib/privacy/anonymise'
import { acceptQuote } from '@/lib/quotes/link'
import { sendQuote } from '@/lib/quotes/send'
import type { Quote } from '@/payload-types'
import { callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { postStaffForm } from '../support/int/staffForms'
import { getTestPayload } from '../support/int/payload'
import { queuedJobsOf, quoteAt, tokenOf } from '../support/int/quoteMoves'
import { startMailCatcher } from '../support/mailCatcher'

/**
 * The fitting signed off on the fitter's phone (issue 53): each window's four checks or why not; the customer's
 * typed name marks the order fitted, queues the review request and e-mails their copy; a held-back window leaves
 * the order open; the checklist is never lost, never written through the API, and goes with the personal data.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let staffToken: string
const staffUser = async () =>
  (await payload.find({ collection: 'users', where: { username: { equals: 'staff' } }, overrideAccess: true })).docs[0]

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.248')
})
afterAll(() => mail.close())

/** An accepted order with two windows, through the product's own moves (draft, send, the customer's "yes"). */
async function order(name: string): Promise<Quote> {
  const draft = await quoteAt(payload, 'draft', { customerName: name })
  const [line] = draft.lines ?? []
  const { id: _id, ...window } = line
  await payload.update({
    collection: 'quotes',
    id: draft.id,
    overrideAccess: true,
    data: {
      lines: [
        { ...window, room: 'Kitchen' },
        { ...window, room: 'Bedroom', widthMm: 700 },
      ],
    },
  })
  const sent = await sendQuote(payload, draft.id)
  if (!sent.ok) throw new Error(sent.error)
  const outcome = await acceptQuote(payload, await tokenOf(payload, draft.id), {
    name,
    terms: true,
    clientAddress: '192.0.2.201',
  })
  if (outcome !== 'accepted') throw new Error(`accept answered ${outcome}`)
  return payload.findByID({ collection: 'quotes', id: draft.id, depth: 0, overrideAccess: true })
}

/** The checklist as the page posts it: every window ticked through unless listed in `heldBack` with its reason. */
function checklist(quote: Quote, heldBack: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const form: Record<string, string> = { quote: String(quote.id), ...extra }
  for (const line of quote.lines ?? []) {
    const reason = heldBack[String(line.room)]
    if (reason) form[`reason:${line.id}`] = reason
    else
      for (const check of ['fitted', 'operates', 'safetyFitted', 'cordsOutOfReach']) form[`${check}:${line.id}`] = 'on'
  }
  return form
}

const post = (form: Record<string, string>, session?: string, origin?: string) =>
  postStaffForm(postSignOff, '/api/visits/sign-off', form, session, origin)
const read = (id: number) => payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true })

describe('the fitting signed off', () => {
  it('every window ticked and the customer’s name: fitted, the review request queued, their copy e-mailed', async () => {
    const quote = await order('Signed Sian')
    // An after photo of the kitchen window, taken on the fitting page: on its window there, a count in the copy.
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#889' } })
      .jpeg()
      .toBuffer()
    const kitchen = String(quote.lines?.[0].id)
    const photo = await payload.create({
      collection: 'visit-photos',
      overrideAccess: true,
      data: { quote: quote.id, stage: 'fitted', windowClientId: kitchen },
      file: { data: jpeg, mimetype: 'image/jpeg', name: 'after.jpg', size: jpeg.length },
    })
    const view = await readFitting(payload, await staffUser(), quote.id)
    expect(view?.windows.map((w) => w.photos.map((p) => p.id))).toEqual([[photo.id], []])
    const res = await post(checklist(quote, {}, { signedName: 'Sian Signed', photoConsent: 'on' }), staffToken)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/visits/fitting/${quote.id}?saved=signed-off`)
    const after = await read(quote.id)
    expect(after.status).toBe('fitted')
    expect(after.signOff).toMatchObject({ signedName: 'Sian Signed', photoConsent: true })
    expect(after.signOff?.windows?.map((w) => [w.room, w.fitted, w.cordsOutOfReach])).toEqual([
      ['Kitchen', true, true],
      ['Bedroom', true, true],
    ])
    expect(await queuedJobsOf(payload, 'reviewRequest', quote.id)).toHaveLength(1)
    const copy = await mail.mailTo('signed.sian@example.com', /Your blinds are fitted/)
    expect(copy.text).toContain('Sian Signed signed off the fitting')
    expect(copy.text).toContain('[x] Child-safety device fitted')
    expect(copy.text).toContain('may be shown on our website')
    expect(copy.text).toContain('We took 1 photo of your fitted blinds; it is kept privately with your order.')
    expect(copy.raw).not.toMatch(/Content-Disposition: attachment|image\/jpeg/i)
  })

  it('a window held back with its reason: saved, and the order stays open', async () => {
    const quote = await order('Held Hana')
    const res = await post(
      checklist(quote, { Bedroom: 'Recess out of square: new bracket' }, { signedName: 'Hana' }),
      staffToken,
    )
    expect(res.headers.get('location')).toBe(`/visits/fitting/${quote.id}?saved=held-back`)
    const after = await read(quote.id)
    expect(after.status).toBe('accepted')
    expect(after.signOff?.signedName ?? null).toBeNull()
    expect(after.signOff?.windows?.[1]).toMatchObject({
      fitted: false,
      notSignedOffReason: 'Recess out of square: new bracket',
    })
  })

  it('nothing tapped is lost: an unfinished checklist or a missing name is saved as ticked', async () => {
    const quote = await order('Partial Pia')
    const form = checklist(quote)
    delete form[`operates:${quote.lines![1].id}`]
    expect(await signOffFitting(payload, await staffUser(), quote.id, form)).toMatchObject({ code: 'incomplete' })
    let view = await readFitting(payload, await staffUser(), quote.id)
    expect(view?.windows.map((w) => w.saved?.operates)).toEqual([true, false])

    expect(await signOffFitting(payload, await staffUser(), quote.id, checklist(quote))).toMatchObject({
      code: 'name-needed',
    })
    expect(
      await signOffFitting(
        payload,
        await staffUser(),
        quote.id,
        checklist(quote, {}, { signedName: 'Pia', intent: 'save' }),
      ),
    ).toMatchObject({ code: 'saved' })
    view = await readFitting(payload, await staffUser(), quote.id)
    expect(view?.windows.every((w) => w.saved?.operates)).toBe(true)
    expect((await read(quote.id)).status).toBe('accepted')
    // A reason under the one rule for typed fields.
    const odd = checklist(quote, { Kitchen: 'Broken\u202Ebracket' })
    expect(await signOffFitting(payload, await staffUser(), quote.id, odd)).toMatchObject({ code: 'invalid' })
  })

  it('a double tap marks it fitted and e-mails once', async () => {
    const quote = await order('Double Dot')
    const form = checklist(quote, {}, { signedName: 'Dot Double' })
    const user = await staffUser()
    const outcomes = await Promise.all([
      signOffFitting(payload, user, quote.id, form),
      signOffFitting(payload, user, quote.id, form),
    ])
    expect(outcomes.map((o) => o.code).sort()).toEqual(['already-signed-off', 'signed-off'])
    expect(await queuedJobsOf(payload, 'reviewRequest', quote.id)).toHaveLength(1)
    await mail.mailTo('double.dot@example.com', /Your blinds are fitted/)
    await new Promise((r) => setTimeout(r, 500))
    expect(mail.inbox.filter((m) => m.to.includes('double.dot@example.com') && /fitted/.test(m.subject))).toHaveLength(
      1,
    )
  })

  it('only staff, from the site itself; the API never writes the sign-off', async () => {
    const quote = await order('Guard Gwen')
    expect((await post(checklist(quote, {}, { signedName: 'Gwen' }))).status).toBe(401)
    expect((await post(checklist(quote, {}, { signedName: 'Gwen' }), staffToken, 'https://evil.example')).status).toBe(
      403,
    )
    expect(await signOffFitting(payload, null, quote.id, checklist(quote))).toMatchObject({ status: 403 })
    expect(await readFitting(payload, null, quote.id)).toBeNull()
    const patched = await callRest('PATCH', `/api/cms/quotes/${quote.id}`, {
      token: staffToken,
      body: { signOff: { signedName: 'Forged', windows: [{ fitted: true }] } },
    })
    expect(patched.status).toBeLessThan(500)
    const after = await read(quote.id)
    expect(after.signOff?.signedName ?? null).toBeNull()
    expect(after.signOff?.windows ?? []).toHaveLength(0)
    expect(after.status).toBe('accepted')
    // A draft is not an order: nothing to sign off.
    const draft = await quoteAt(payload, 'draft', { customerName: 'Draft Dee' })
    expect(await signOffFitting(payload, await staffUser(), draft.id, checklist(draft))).toMatchObject({
      code: 'not-found',
    })
  })

  it('goes with the personal data: erased with the order', async () => {
    const quote = await order('Erased Esme')
    await signOffFitting(
      payload,
      await staffUser(),
      quote.id,
      checklist(quote, { Kitchen: 'Call Esme on 0121 496 0000' }),
    )
    await anonymise(payload, 'quotes', [quote.id], { now: new Date() })
    const after = await read(quote.id)
    expect(after.signOff?.windows ?? []).toHaveLength(0)
    expect(after.signOff?.signedName ?? null).toBeNull()
  })
})

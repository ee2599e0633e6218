import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { NextRequest } from 'next/server'

import { POST as postPhoto } from '@/app/(frontend)/api/visits/photos/route'
import { POST as postSignOff } from '@/app/(frontend)/api/visits/sign-off/route'
import { readFitting } from '@/lib/visits/readFitting'
import { signOffFitting, acceptQuote, sendQuote } from '@/lib/orders'
import { anonymise } from '@/lib/privacy/anonymise'
import { SIGNED_OFF_PHOTOS } from '@/lib/visits/signedOffPhotos'
import type { Quote } from '@/payload-types'
import { callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { postStaffForm } from '../support/int/staffForms'
import { getTestPayload, userFor } from '../support/int/payload'
import { queuedJobsOf, quoteAt, tokenOf } from '../support/int/quoteMoves'
import { startMailCatcher } from '../support/mailCatcher'

/**
 * The fitting signed off on the fitter's phone (issue 53): each window's checks or why not; the customer's typed
 * name marks the order fitted, queues the review request and e-mails their copy; a held-back window leaves the order
 * open; the checklist is never lost, never written through the API, and goes with the personal data. Issue 69: "All
 * fine" records each check, a cordless blind is asked no cords check, and a signed-off fitting takes no new photo.
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

/**
 * An accepted order with two windows, through the product's own moves (draft, send, the customer's "yes");
 * `devices` gives a room's blind another child-safety device (its control: "cordless" has no cords).
 */
async function order(name: string, devices: Record<string, 'cordless' | 'wand'> = {}): Promise<Quote> {
  const draft = await quoteAt(payload, 'draft', { customerName: name })
  const [line] = draft.lines ?? []
  const { id: _id, ...window } = line
  await payload.update({
    collection: 'quotes',
    id: draft.id,
    overrideAccess: true,
    data: {
      lines: [
        { ...window, room: 'Kitchen', safetyDevice: devices.Kitchen ?? window.safetyDevice },
        { ...window, room: 'Bedroom', widthMm: 700, safetyDevice: devices.Bedroom ?? window.safetyDevice },
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
    // Nothing was paid on this order: the copy says what is owed and how to pay it.
    expect(copy.text).toContain(
      `Still to pay for order ${after.reference}: ${new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(after.account!.outstandingPence! / 100)}, the balance`,
    )
    expect(copy.text).toContain(`with ${after.reference} as the reference`)
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

  it('"All fine" records each check of its window; a cordless blind is asked no cords check, a corded one is', async () => {
    const quote = await order('Cordless Cora', { Bedroom: 'cordless' })
    const [kitchen, bedroom] = (quote.lines ?? []).map((l) => String(l.id))
    const view = await readFitting(payload, await staffUser(), quote.id)
    expect(view?.windows.map((w) => w.checks.map((c) => c.key))).toEqual([
      ['fitted', 'operates', 'safetyFitted', 'cordsOutOfReach'],
      ['fitted', 'operates', 'safetyFitted'],
    ])
    const threeTicks = (line: string) => ({
      [`fitted:${line}`]: 'on',
      [`operates:${line}`]: 'on',
      [`safetyFitted:${line}`]: 'on',
    })
    // The corded kitchen blind still needs its cords check: three ticks are not enough there.
    expect(
      await signOffFitting(payload, await staffUser(), quote.id, {
        ...threeTicks(kitchen),
        ...threeTicks(bedroom),
        signedName: 'Cora Cordless',
      }),
    ).toMatchObject({ code: 'incomplete' })
    expect((await read(quote.id)).status).toBe('accepted')
    // "All fine" on the kitchen, the cordless bedroom's three ticks (a cords tick posted for it is not recorded).
    const res = await post(
      {
        quote: String(quote.id),
        [`allFine:${kitchen}`]: 'on',
        ...threeTicks(bedroom),
        [`cordsOutOfReach:${bedroom}`]: 'on',
        signedName: 'Cora Cordless',
      },
      staffToken,
    )
    expect(res.headers.get('location')).toBe(`/visits/fitting/${quote.id}?saved=signed-off`)
    const after = await read(quote.id)
    expect(after.status).toBe('fitted')
    expect(
      after.signOff?.windows?.map((w) => [w.room, w.fitted, w.operates, w.safetyFitted, w.cordsOutOfReach]),
    ).toEqual([
      ['Kitchen', true, true, true, true],
      ['Bedroom', true, true, true, false],
    ])
    // The customer's copy lists the cords check for the kitchen only.
    const copy = await mail.mailTo('cordless.cora@example.com', /Your blinds are fitted/)
    expect(copy.text.match(/Cords or chains out of a child’s reach/g)).toEqual([
      'Cords or chains out of a child’s reach',
    ])
    expect(copy.text).toContain('- Bedroom')
  })

  it('a signed-off fitting takes no new photo, from the phone or any other path', async () => {
    const quote = await order('Photo Phoebe')
    const line = String(quote.lines?.[0].id)
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#678' } })
      .jpeg()
      .toBuffer()
    const fromPhone = () => {
      const form = new FormData()
      form.set('clientId', crypto.randomUUID())
      form.set('windowClientId', line)
      form.set('stage', 'fitted')
      form.set('quote', String(quote.id))
      form.set('file', new File([new Uint8Array(jpeg)], 'after.jpg', { type: 'image/jpeg' }))
      return postPhoto(
        new NextRequest('http://localhost/api/visits/photos', {
          method: 'POST',
          headers: { host: 'localhost', authorization: `JWT ${staffToken}` },
          body: form,
        }),
      )
    }
    expect((await fromPhone()).status).toBe(201)
    const signed = await signOffFitting(
      payload,
      await staffUser(),
      quote.id,
      checklist(quote, {}, { signedName: 'Phoebe Photo' }),
    )
    expect(signed).toMatchObject({ code: 'signed-off' })

    const refused = await fromPhone()
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'closed', message: SIGNED_OFF_PHOTOS })
    // The collection's own rule: the admin, REST and the local API store through it.
    await expect(
      payload.create({
        collection: 'visit-photos',
        data: { quote: quote.id, stage: 'fitted', windowClientId: line },
        file: { data: jpeg, mimetype: 'image/jpeg', name: 'late.jpg', size: jpeg.length },
        overrideAccess: false,
        user: await userFor(payload, 'staff'),
      }),
    ).rejects.toThrow(SIGNED_OFF_PHOTOS)
    const { totalDocs } = await payload.count({
      collection: 'visit-photos',
      where: { quote: { equals: quote.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
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

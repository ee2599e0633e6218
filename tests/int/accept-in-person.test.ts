import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST as postQuoteForm } from '@/app/(frontend)/api/quote/route'
import { GET as showTheCustomer } from '@/app/(visits)/visits/quote/[id]/route'
import { longDateTime } from '@/lib/platform/ukDates'
import { ukToday } from '@/lib/platform/ukTime'
import { IN_PERSON_VISIT_CONTEXT, quoteView, ACCEPT_CONDITION_CONTEXT, QUOTE_MOVE_CONTEXT } from '@/lib/orders'
import { makeQuoteFromVisit } from '@/lib/visits/makeQuote'
import type { Quote, User } from '@/payload-types'
import { callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload } from '../support/int/payload'
import { seededProductId } from '../support/int/products'
import { quoteAt, tokenOf } from '../support/int/quoteMoves'
import { startMailCatcher } from '../support/mailCatcher'
import { testData } from '../support/int/testData'

/**
 * The quote accepted in the front room (issues 52 and 63): the fitter opens the visit's sent quote from /visits
 * ("Show the customer"), the customer types their name on the fitter's phone. It is recorded in person only from
 * that page (`action=inPerson` naming the visit), on the visit's day (UK), with the staff member who measured the
 * visit or the owner, and the confirmation e-mailed at once says so, with whom and when. Anything else with a staff
 * session is refused (4xx) and records nothing; the rule holds on the local API and REST too.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let staffToken: string
let ownerToken: string
let otherToken: string
let staff: User
let owner: User
let other: User
let productId: number

const userNamed = async (username: string) =>
  (await payload.find({ collection: 'users', where: { username: { equals: username } }, overrideAccess: true })).docs[0]

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.246')
  ownerToken = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.233')
  const username = `fitter-two-${Date.now()}`
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: testData('users', {
      username,
      email: `${username}@example.com`,
      password: 'a-second-fitter-password-1',
      name: 'Second Fitter',
      role: 'staff',
    }),
  })
  otherToken = await loginToken(username, 'a-second-fitter-password-1', '192.0.2.234')
  staff = await userNamed('staff')
  owner = await userNamed('owner')
  other = await userNamed(username)
  productId = await seededProductId(payload)
})
afterAll(() => mail.close())

const DAY_MS = 86_400_000
let serial = 0

/**
 * A measuring visit on `day` (UK) whose windows `measurer` measured (the phone's path sets "Measured by" from the
 * session), made into its quote and sent, as "Make the quote" does.
 */
async function visitQuote(name: string, { day = ukToday(), measurer = staff }: { day?: string; measurer?: User } = {}) {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`
  const visit = await payload.create({
    collection: 'measuring-appointments',
    overrideAccess: true,
    depth: 0,
    data: testData('measuring-appointments', {
      customerName: name,
      customerPhone: '0121 496 0777',
      customerEmail: email,
      address: '3 Front Room Road, Moseley',
      postcode: 'B13 8AA',
      scheduledDate: `${day}T00:00:00.000Z`,
      scheduledTime: 'flexible',
      status: 'pending',
    }),
  })
  await payload.create({
    collection: 'measured-windows',
    overrideAccess: true,
    user: { ...measurer, collection: 'users' },
    data: testData('measured-windows', {
      clientId: `in-person-${Date.now()}-${++serial}`,
      appointment: visit.id,
      position: 1,
      room: 'Lounge',
      widthMm: 910,
      dropMm: 1400,
      fit: 'recess',
      fixing: 'top',
      safetyDevice: 'wand',
      product: productId,
      options: [],
    }),
  })
  const made = await makeQuoteFromVisit(payload, { ...staff, collection: 'users' }, visit.id)
  if (!made.ok) throw new Error(`make quote answered ${made.code}`)
  const quote = await read(made.quoteId)
  return { visit: visit.id, quote, token: await tokenOf(payload, quote.id), email }
}

const read = (id: number) => payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true })

/** The quote page's accept form as the phone posts it. */
const post = (form: Record<string, string>, session?: string, ip = '192.0.2.88') =>
  postQuoteForm(
    new Request('http://localhost/api/quote', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': ip,
        ...(session ? { authorization: `JWT ${session}` } : {}),
      },
      body: new URLSearchParams({ terms: 'yes', ...form }).toString(),
    }),
  )
const inPerson = (token: string, name: string, visit: number | string, session?: string) =>
  post({ token, action: 'inPerson', name, visit: String(visit) }, session)
const online = (token: string, name: string, session?: string) =>
  post({ token, action: 'accept', name }, session, '192.0.2.87')

/** A refusal: its status, and the page saying nothing was accepted and why. */
async function refused(res: Response, status: number, why: RegExp) {
  expect(res.status).toBe(status)
  expect(res.headers.get('location')).toBeNull()
  expect(res.headers.get('cache-control')).toContain('no-store')
  const html = await res.text()
  expect(html).toContain('Nothing was accepted.')
  expect(html).toMatch(why)
}

const stillOpen = async (id: number) => {
  const q = await read(id)
  expect(q.status).toBe('sent')
  expect(q.acceptance?.acceptedAt ?? null).toBeNull()
  expect(q.acceptance?.inPerson ?? false).toBe(false)
}

const open = (id: number | string, session?: string) =>
  showTheCustomer(
    new NextRequest(`http://localhost/visits/quote/${id}`, {
      headers: session ? { authorization: `JWT ${session}` } : {},
    }),
    { params: Promise.resolve({ id: String(id) }) },
  )

describe('accepted in person, from the visit’s page', () => {
  it('the measurer, on the visit’s day: recorded in person with their name; the confirmation says in person, with whom and when', async () => {
    const { visit, quote, token, email } = await visitQuote('Front Room Fay')
    // "Show the customer" opens the quote's page naming its visit, where the form says it comes from.
    expect((await open(quote.id, staffToken)).headers.get('location')).toBe(`/quote/${token}?visit=${visit}`)
    expect(await quoteView(payload, token)).toMatchObject({ state: 'open', visit })

    const res = await inPerson(token, 'Front Room Fay', visit, staffToken)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/quote/${token}?done=accepted&visit=${visit}`)
    const after = await read(quote.id)
    expect(after.status).toBe('accepted')
    expect(after.acceptance).toMatchObject({
      name: 'Front Room Fay',
      inPerson: true,
      witness: staff.id,
      witnessName: staff.name || staff.username,
    })
    const view = await quoteView(payload, token)
    expect(view.state === 'accepted' && view.inPersonWith).toBe(after.acceptance?.witnessName)

    const confirmation = await mail.mailTo(email, /Your order Q\d+ is confirmed/)
    const when = longDateTime(after.acceptance!.acceptedAt!)
    expect(when).toMatch(/^\w+day,? \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/)
    expect(confirmation.text).toMatch(
      /Thank you for your order\. You accepted quote Q\d+ \(revision 1\) in person, with /,
    )
    expect(confirmation.text).toContain(`in person, with ${after.acceptance!.witnessName}, on ${when} (UK time)`)
    expect(confirmation.text).toMatch(/cancel/i)
  })

  it('the owner, on the visit’s day, though staff measured it', async () => {
    const { visit, quote, token, email } = await visitQuote('Owner Olwen')
    const res = await inPerson(token, 'Owner Olwen', visit, ownerToken)
    expect(res.headers.get('location')).toBe(`/quote/${token}?done=accepted&visit=${visit}`)
    const after = await read(quote.id)
    expect(after.acceptance).toMatchObject({ inPerson: true, witness: owner.id, witnessName: owner.name })
    expect((await mail.mailTo(email, /Your order Q\d+ is confirmed/)).text).toContain(
      `in person, with ${owner.name}, on`,
    )
  })

  it('staff who did not measure that visit are refused, and nothing is recorded', async () => {
    const { visit, quote, token } = await visitQuote('Other Fitter Flo')
    await refused(await inPerson(token, 'Other Fitter Flo', visit, otherToken), 403, /who measured this visit/)
    await stillOpen(quote.id)
  })

  it('the measurer on another day is refused (the day before the visit, and the day after)', async () => {
    for (const offset of [1, -1]) {
      const day = ukToday(new Date(Date.now() + offset * DAY_MS))
      const { visit, quote, token } = await visitQuote(`Other Day ${offset > 0 ? 'Dot' : 'Dan'}`, { day })
      await refused(await inPerson(token, 'Other Day', visit, staffToken), 403, /on the visit’s day \(\w+day,? /)
      await stillOpen(quote.id)
    }
  })

  it('a quote of another visit is refused, even by the owner', async () => {
    const a = await visitQuote('Visit Ann')
    const b = await visitQuote('Visit Bob')
    await refused(await inPerson(a.token, 'Visit Ann', b.visit, staffToken), 403, /not of this visit/)
    await refused(await inPerson(a.token, 'Visit Ann', b.visit, ownerToken), 403, /not of this visit/)
    await stillOpen(a.quote.id)
  })

  it('without a staff session, or without the visit, nothing is accepted in person', async () => {
    const { visit, quote, token } = await visitQuote('No Session Nia')
    await refused(await inPerson(token, 'No Session Nia', visit), 401, /signed in on this phone/)
    await refused(await post({ token, action: 'inPerson', name: 'No Session Nia' }, staffToken), 400, /visit’s page/)
    await stillOpen(quote.id)
  })

  it('a second "yes" on the fitter’s phone records nothing more', async () => {
    const { visit, quote, token } = await visitQuote('Twice Tess')
    const [a, b] = await Promise.all([
      inPerson(token, 'Twice Tess', visit, staffToken),
      inPerson(token, 'Twice Tess', visit, staffToken),
    ])
    const outcomes = [a, b].map((r) => new URL(r.headers.get('location')!, 'http://x').searchParams.get('done'))
    expect(outcomes.sort()).toEqual(['accepted', 'unchanged'])
    expect((await read(quote.id)).acceptance?.inPerson).toBe(true)
  })
})

describe('the customer’s own "Accept this quote"', () => {
  it('with a staff session on the device: refused, neither in person nor online; without one: online', async () => {
    const { quote, token } = await visitQuote('Own Phone Olga')
    await refused(await online(token, 'Own Phone Olga', staffToken), 403, /signed in as staff/)
    await refused(await online(token, 'Own Phone Olga', ownerToken), 403, /signed in as staff/)
    await stillOpen(quote.id)
    const res = await online(token, 'Own Phone Olga')
    expect(res.headers.get('location')).toBe(`/quote/${token}?done=accepted`)
    expect((await read(quote.id)).acceptance).toMatchObject({
      name: 'Own Phone Olga',
      inPerson: false,
      witness: null,
      witnessName: null,
    })
  })

  it('the confirmation of an acceptance online says its day, as before', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Online Oona' })
    const res = await online(await tokenOf(payload, quote.id), 'Online Oona')
    expect(res.headers.get('location')).toContain('done=accepted')
    const text = (await mail.mailTo('online.oona@example.com', /Your order Q\d+ is confirmed/)).text
    expect(text).toMatch(/You accepted quote Q\d+ \(revision 1\) on \w+day,? \d{1,2} \w+ \d{4}\. Keep this e-mail/)
    expect(text).not.toContain('in person')
  })

  it('the confirmation names who accepted when it was not the customer', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Household Hana' })
    await online(await tokenOf(payload, quote.id), 'Sam Household')
    const text = (await mail.mailTo('household.hana@example.com', /Your order Q\d+ is confirmed/)).text
    expect(text).toMatch(/^Hello Household Hana,\s+Thank you for your order\. Sam Household accepted quote Q\d+ /)
    expect(text).not.toContain('You accepted')
  })
})

describe('the same rule on every path', () => {
  /** The acceptance `acceptQuote` writes, written directly through the local API. */
  const acceptDirectly = (quote: Quote, acceptance: Record<string, unknown>, context: Record<string, unknown> = {}) =>
    payload.update({
      collection: 'quotes',
      id: quote.id,
      overrideAccess: true,
      depth: 0,
      context: {
        [QUOTE_MOVE_CONTEXT]: 'link',
        [ACCEPT_CONDITION_CONTEXT]: { revision: quote.sentRevision, linkSerial: quote.linkSerial ?? 0 },
        ...context,
      },
      data: {
        status: 'accepted',
        acceptance: {
          acceptedAt: new Date().toISOString(),
          name: 'Local Lou',
          revision: quote.sentRevision,
          ...acceptance,
        },
      },
    })
  const messageOf = (p: Promise<unknown>) =>
    p.then(
      () => 'written',
      (e: { status?: number; message: string }) => `${e.status} ${e.message}`,
    )

  it('the local API: refused without the visit named, for staff who did not measure it, or on another day', async () => {
    const { visit, quote } = await visitQuote('Local Lou')
    expect(await messageOf(acceptDirectly(quote, { inPerson: true, witness: staff.id }))).toMatch(
      /^403 Nothing was accepted\. .*visit’s page/,
    )
    expect(
      await messageOf(
        acceptDirectly(quote, { inPerson: true, witness: other.id }, { [IN_PERSON_VISIT_CONTEXT]: visit }),
      ),
    ).toMatch(/^403 .*who measured this visit/)
    await stillOpen(quote.id)

    const later = await visitQuote('Local Later', { day: ukToday(new Date(Date.now() + DAY_MS)) })
    expect(
      await messageOf(
        acceptDirectly(later.quote, { inPerson: true, witness: staff.id }, { [IN_PERSON_VISIT_CONTEXT]: later.visit }),
      ),
    ).toMatch(/^403 .*visit’s day/)
    await stillOpen(later.quote.id)
  })

  it('the local API with the rule met: recorded, under the witness’s own name whatever name is given', async () => {
    const { visit, quote } = await visitQuote('Local Lena')
    await acceptDirectly(
      quote,
      { inPerson: true, witness: staff.id, witnessName: 'Somebody Else' },
      { [IN_PERSON_VISIT_CONTEXT]: visit },
    )
    expect((await read(quote.id)).acceptance).toMatchObject({
      inPerson: true,
      witness: staff.id,
      witnessName: staff.name || staff.username,
    })
  })

  it('an acceptance online cannot be made "in person" afterwards, nor an in-person one undone', async () => {
    const accepted = await quoteAt(payload, 'accepted', { customerName: 'After Alf' })
    const write = (acceptance: Record<string, unknown>) =>
      messageOf(
        payload.update({
          collection: 'quotes',
          id: accepted.id,
          overrideAccess: true,
          depth: 0,
          context: { [IN_PERSON_VISIT_CONTEXT]: 1 },
          data: { acceptance },
        }),
      )
    expect(await write({ inPerson: true, witness: staff.id })).toMatch(/^403 .*cannot be added or changed afterwards/)
    expect((await read(accepted.id)).acceptance?.inPerson).toBe(false)

    const { visit, token, quote } = await visitQuote('Undo Una')
    await inPerson(token, 'Undo Una', visit, staffToken)
    const undo = await messageOf(
      payload.update({
        collection: 'quotes',
        id: quote.id,
        overrideAccess: true,
        depth: 0,
        data: { acceptance: { inPerson: false, witness: null, witnessName: null } },
      }),
    )
    expect(undo).toMatch(/^403 .*cannot be added or changed afterwards/)
    expect((await read(quote.id)).acceptance).toMatchObject({ inPerson: true, witness: staff.id })
    // Other saves of the order (a fitting date, notes) go on as before.
    await payload.update({
      collection: 'quotes',
      id: quote.id,
      overrideAccess: true,
      data: { staffNotes: 'Gate code 12' },
    })
    expect((await read(quote.id)).acceptance?.inPerson).toBe(true)
  })

  it('REST and the admin: staff cannot accept, nor record or change an acceptance in person', async () => {
    const { quote } = await visitQuote('Rest Rhys')
    const acceptance = { inPerson: true, witness: staff.id, witnessName: 'Rest Witness', name: 'Rest Rhys' }
    for (const token of [staffToken, ownerToken]) {
      const res = await callRest('PATCH', `/api/cms/quotes/${quote.id}`, {
        token,
        ip: '192.0.2.235',
        body: { status: 'accepted', acceptance },
      })
      expect(res.status).toBe(400)
      expect(await res.text()).toMatch(/Only the customer's own link can make a sent quote accepted/)
    }
    await stillOpen(quote.id)

    // On an order accepted online, the acceptance's fields are closed to REST: nothing changes.
    const accepted = await quoteAt(payload, 'accepted', { customerName: 'Rest Rita' })
    const res = await callRest('PATCH', `/api/cms/quotes/${accepted.id}`, {
      token: ownerToken,
      ip: '192.0.2.235',
      body: { acceptance },
    })
    expect(res.status).toBe(200)
    expect((await read(accepted.id)).acceptance).toMatchObject({ inPerson: false, witness: null, witnessName: null })
  })
})

describe('"Show the customer" from /visits', () => {
  it("opens the sent quote's own page for staff, naming its visit; anyone else gets the sign-in", async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Shown Sam' })
    const anonymous = await open(quote.id)
    expect(anonymous.headers.get('location')).toBe('/admin/login?redirect=%2Fvisits')
    // A quote made in /admin without a visit: its page, naming none (so no acceptance in person).
    const staffRes = await open(quote.id, staffToken)
    expect(staffRes.headers.get('location')).toBe(`/quote/${await tokenOf(payload, quote.id)}`)
    expect(staffRes.headers.get('cache-control')).toContain('no-store')
  })

  it('a draft, an accepted order or no such quote goes back to /visits', async () => {
    const draft = await quoteAt(payload, 'draft', { customerName: 'Draft Dora' })
    const accepted = await quoteAt(payload, 'accepted', { customerName: 'Done Dee' })
    for (const id of [draft.id, accepted.id, 999999, 'x']) {
      expect((await open(id, staffToken)).headers.get('location')).toBe('/visits?sent=not-found')
    }
  })
})

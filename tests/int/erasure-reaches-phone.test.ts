import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { digestData } from '@/jobs/morningDigest'
import { leadDashboard } from '@/lib/leads/dashboard'
import { overdueWhere } from '@/lib/leads/overdue'
import { poolOf } from '@/lib/platform/db'
import { readSiteSettings } from '@/lib/platform/readSettings'
import { defaultPicks, erasePerson, findPerson, parseContact, picked } from '@/lib/privacy/person'
import { orderStillOpen } from '@/lib/privacy/rules'
import { todayInLondon } from '@/lib/validation/dates'
import { addHistory, type CardRecord, readVisits, type VisitCard } from '@/lib/visits/readVisits'
import { callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload, userFor } from '../support/int/payload'
import { quoteAt } from '../support/int/quoteMoves'
import { testData } from '../support/int/testData'
import { startMailCatcher } from '../support/mailCatcher'

/**
 * Issue 67, "An erasure reaches the phone": an erased person's visits still to happen are cancelled ("erased"),
 * kept in the funnel as they were and gone from every staff list; history is matched on the records, never on the
 * address text; the person is told when it is done; an order not yet fitted and paid holds the erasure back.
 */
let payload: Payload
let owner: string
let staff: string
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
const context = { skipNotifications: true }
const DAY_MS = 86_400_000
const tag = `E${Date.now().toString(36)}`
const today = todayInLondon()
const ymd = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10)
const form = 'application/x-www-form-urlencoded'

const post = (path: string, token: string | undefined, fields: [string, string][]) =>
  callRest('POST', `/api/cms/privacy-requests/${path}`, {
    token,
    headers: { 'content-type': form },
    body: new URLSearchParams(fields).toString(),
  })
const requestIdOf = (res: Response) =>
  Number(new URL(res.headers.get('location')!, 'http://x').searchParams.get('request'))
const linkIn = (text: string, pattern: RegExp) => pattern.exec(text.replace(/=\r?\n/g, ''))![1]

const visit = async (data: Record<string, unknown>) =>
  payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      address: `4 ${tag} Lane, Moseley`,
      postcode: 'B13 8EE',
      scheduledTime: 'morning',
      ...data,
    }),
    overrideAccess: true,
    context,
  })
const read = (id: number) => payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })

/** Staff file an erasure request with the link to `email`; the person opens the e-mailed link and confirms. */
async function confirmedErasure(email: string) {
  const filed = await post('request', staff, [
    ['q', email],
    ['kind', 'erasure-request'],
    ['email', email],
  ])
  expect(filed.status).toBe(303)
  const id = requestIdOf(filed)
  const mail = await catcher.mailTo(email, /Please confirm your request/)
  const token = decodeURIComponent(linkIn(mail.text, /\/privacy-request\/([A-Za-z0-9._%-]+)/))
  expect((await post('confirm', undefined, [['token', token]])).headers.get('location')).toContain('done=confirmed')
  return id
}
async function erase(id: number, email: string) {
  const found = await findPerson(payload, parseContact(email)!)
  return post('erase', owner, [
    ['request', String(id)],
    ['confirm', 'yes'],
    ...defaultPicks(found).map((key): [string, string] => ['pick', key]),
  ])
}
const requestOf = (id: number) => payload.findByID({ collection: 'privacy-requests', id, overrideAccess: true })

beforeAll(async () => {
  payload = await getTestPayload()
  catcher = await startMailCatcher(inject('smtpPort'))
  owner = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.171')
  staff = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.172')
})
afterAll(async () => {
  await catcher.close()
})

describe("an erased customer's visits", () => {
  const email = `${tag.toLowerCase()}.erin@example.com`
  const ids = { today: 0, tomorrow: 0, visited: 0 }

  beforeAll(async () => {
    ids.today = (
      await visit({
        customerName: `${tag} Erin`,
        customerEmail: email,
        customerPhone: '0121 496 0811',
        scheduledDate: `${ymd(0)}T00:00:00.000Z`,
      })
    ).id
    // Confirmed by staff as the product does (the status history records it): the funnel's "Confirmed".
    await payload.update({
      collection: 'measuring-appointments',
      id: ids.today,
      data: { status: 'confirmed' },
      overrideAccess: true,
      context,
    })
    ids.tomorrow = (
      await visit({
        customerName: `${tag} Erin`,
        customerEmail: email,
        customerPhone: '0121 496 0811',
        scheduledDate: `${ymd(1)}T00:00:00.000Z`,
      })
    ).id
    // A visit made already (an order for the accounts): not cancelled, but it leaves the list with the rest.
    ids.visited = (
      await visit({
        customerName: `${tag} Erin`,
        customerEmail: email,
        customerPhone: '0121 496 0811',
        scheduledDate: `${ymd(0)}T00:00:00.000Z`,
        status: 'completed',
      })
    ).id
  })

  it('are cancelled with the reason "erased", leave /visits, the digest and the pending counts, and count in the funnel as before; the person is told', async () => {
    const staffUser = await userFor(payload, 'staff')
    const mine = [ids.today, ids.tomorrow, ids.visited]
    const listed = async () =>
      (await readVisits(payload, staffUser))!
        .flatMap((d) => d.visits)
        .filter((v) => v.kind === 'measuring' && mine.includes(v.id))
        .map((v) => v.id)
    expect((await listed()).sort()).toEqual([...mine].sort())
    const digest = async () => {
      const data = await digestData(payload, new Date(), 3)
      return { visits: data.visits.length, fresh: data.newLeads.filter((l) => mine.includes(Number(l.id))).length }
    }
    const digestBefore = await digest()
    expect(digestBefore.fresh).toBe(3)
    const pending = async () =>
      (
        await payload.find({
          collection: 'measuring-appointments',
          where: { status: { equals: 'pending' } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs.map((d) => d.id)
    expect(await pending()).toContain(ids.tomorrow)
    const later = new Date(Date.now() + 3 * DAY_MS)
    const before = await leadDashboard(payload, later)

    const id = await confirmedErasure(email)
    const res = await erase(id, email)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/done=\d+/)

    for (const [key, day] of [
      ['today', ymd(0)],
      ['tomorrow', ymd(1)],
    ] as const) {
      const doc = await read(ids[key])
      expect(doc).toMatchObject({ status: 'cancelled', cancelledReason: 'erased', privacyState: 'anonymised' })
      expect(doc.customerName).toBe('Erased')
      expect(String(doc.scheduledDate).slice(0, 10)).toBe(day)
    }
    expect(await read(ids.visited)).toMatchObject({
      status: 'completed',
      cancelledReason: null,
      privacyState: 'accounts',
    })

    // Gone from every staff list: the phone's day list, the morning digest, the pending count, the overdue count.
    expect(await listed()).toEqual([])
    expect(await digest()).toEqual({ visits: digestBefore.visits - 1, fresh: 0 })
    expect(await pending()).not.toContain(ids.tomorrow)
    const after = await leadDashboard(payload, later)
    // The funnel counts each visit at the furthest stage it reached, as before the erasure.
    expect(after.funnel).toEqual(before.funnel)
    expect(after.thisWeek).toBe(before.thisWeek)
    expect(after.overdue).toBe(before.overdue - 1)

    // The log names the cancellation; the person is told it is done, and that the visits are off.
    const log = (
      await payload.find({
        collection: 'privacy-requests',
        where: { kind: { equals: 'erasure' } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
    expect(log.records).toEqual(
      expect.arrayContaining([
        {
          record: `Measuring appointment #${ids.tomorrow}`,
          outcome: 'erased',
          reason: `the visit booked for ${ymd(1)} cancelled`,
        },
        // Visited (an order for the accounts): not cancelled; it keeps the name and address, and leaves the list.
        expect.objectContaining({ record: `Measuring appointment #${ids.visited}`, outcome: 'kept for the accounts' }),
        {
          record: `Measuring appointment #${ids.today}`,
          outcome: 'erased',
          reason: `the visit booked for ${ymd(0)} cancelled`,
        },
      ]),
    )
    const mail = await catcher.mailTo(email, /Your personal data has been erased/)
    const text = mail.text.replace(/=\r?\n/g, '').replace(/\s+/g, ' ')
    expect(text).toContain('As you asked, we have erased the personal data we hold about you.')
    expect(text).toMatch(/Your measuring visit on \w+day \d+ \w+ is cancelled: nobody will come\./)
    expect(text.match(/is cancelled/g)).toHaveLength(2)
    expect(await requestOf(id)).toMatchObject({ status: 'done', contact: null })
  })

  it('stays cancelled on every path: /admin and REST, and the local API with overrideAccess', async () => {
    const rest = await callRest('PATCH', `/api/cms/measuring-appointments/${ids.tomorrow}`, {
      token: owner,
      body: { status: 'confirmed' },
    })
    expect(rest.status).toBe(409)
    expect(JSON.stringify(await rest.json())).toContain('cannot be opened again')
    await expect(
      payload.update({
        collection: 'measuring-appointments',
        id: ids.tomorrow,
        data: { status: 'pending' },
        overrideAccess: true,
        context,
      }),
    ).rejects.toMatchObject({ status: 409 })
    expect(await read(ids.tomorrow)).toMatchObject({ status: 'cancelled', cancelledReason: 'erased' })
  })

  it('an erased enquiry still "new" past its reply-by time is nobody’s to answer: never overdue', async () => {
    const enquiry = await payload.create({
      collection: 'quote-requests',
      data: testData('quote-requests', {
        firstName: 'Olive',
        lastName: `Overdue ${tag}`,
        email: `olive.${tag.toLowerCase()}@example.com`,
        phone: '07700 900431',
        postcode: 'B13 8EE',
      }),
      overrideAccess: true,
      context,
    })
    // Past its reply-by time, still in its first status.
    await poolOf(payload).query(`UPDATE quote_requests SET respond_by = now() - interval '1 day' WHERE id = $1`, [
      enquiry.id,
    ])
    const overdue = async () =>
      (
        await payload.find({
          collection: 'quote-requests',
          where: overdueWhere('quote-requests', new Date()),
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs.map((d) => d.id)
    expect(await overdue()).toContain(enquiry.id)
    await poolOf(payload).query(`UPDATE quote_requests SET privacy_state = 'anonymised' WHERE id = $1`, [enquiry.id])
    expect(await overdue()).not.toContain(enquiry.id)
  })
})

describe('history on a visit card is matched on the records, never on the address text', () => {
  it('two erased customers at "Erased" addresses never see each other’s; a neighbour at the same address text is not history; the same customer is', async () => {
    const settings = await readSiteSettings(payload)
    const erased: number[] = []
    for (const who of ['Ann', 'Bob']) {
      const mail = `${tag.toLowerCase()}.${who.toLowerCase()}@example.com`
      const doc = await visit({
        customerName: `${tag} ${who}`,
        customerEmail: mail,
        customerPhone: who === 'Ann' ? '0121 496 0821' : '0121 496 0822',
        address: 'Flat 1, 2 Same Street, Moseley',
        postcode: 'B13 8EE',
        scheduledDate: `${ymd(-20)}T00:00:00.000Z`,
        // Quoted and lost: a lead, so the erasure leaves nothing of the address but "Erased" and its district.
        status: 'lost',
      })
      const found = await findPerson(payload, parseContact(mail)!)
      await erasePerson(payload, found, picked(found, defaultPicks(found)), settings.retention, new Date())
      erased.push(doc.id)
    }
    const rows = (
      await poolOf(payload).query<{ id: number; address: string; postcode: string }>(
        'select id, address, postcode from measuring_appointments where id = any($1) order by id',
        [erased],
      )
    ).rows
    // What the old history compared: the same address text and postcode.
    expect(rows.map((r) => [r.address, r.postcode])).toEqual([
      ['Erased', 'B13'],
      ['Erased', 'B13'],
    ])

    // Their cards, as any list would build them from the records: neither has the other's visit as history.
    const cards: VisitCard[] = []
    const records = new Map<VisitCard, CardRecord>()
    for (const row of rows) {
      const card: VisitCard = {
        kind: 'measuring',
        id: row.id,
        date: today,
        dayLabel: 'Today',
        isToday: true,
        start: `${today}T09:00:00.000Z`,
        when: 'Morning (9am-12pm)',
        customerName: 'Erased',
        address: row.address,
        postcode: row.postcode,
        mapsUrl: '',
        phone: null,
        telUrl: null,
        hasEmail: false,
        customerMessage: null,
        windows: [],
        notes: [],
        history: [],
        arrivals: [],
        toVisit: true,
        openQuotes: [],
        measuredWindows: 0,
        money: null,
      }
      cards.push(card)
      records.set(cards.at(-1)!, {
        kind: 'measuring',
        id: row.id,
        postcode: row.postcode,
        appointment: null,
        email: null,
        phone: null,
      })
    }
    await addHistory(payload, cards, records)
    expect(cards.map((c) => c.history)).toEqual([[], []])

    // A live customer at that house today: the earlier visit of the same customer (by phone, typed differently) and
    // the order made from it are history; a neighbour who typed the same address is not.
    const phone = '0121 496 0831'
    const earlier = await visit({
      customerName: `${tag} Cara`,
      customerPhone: '+44 121 4960831',
      address: '9 Other Way, Moseley',
      postcode: 'B13 8EF',
      scheduledDate: `${ymd(-30)}T00:00:00.000Z`,
      status: 'completed',
    })
    await quoteAt(payload, 'sent', {
      customerName: `${tag} Cara`,
      customerEmail: `${tag.toLowerCase()}.cara.quote@example.com`,
      address: '9 Other Way, Moseley',
      postcode: 'B13 8EF',
      appointment: earlier.id,
    })
    await visit({
      customerName: `${tag} Neighbour`,
      customerPhone: '0121 496 0832',
      address: '9 Other Way, Moseley',
      postcode: 'B13 8EF',
      scheduledDate: `${ymd(-10)}T00:00:00.000Z`,
      status: 'completed',
    })
    const now = await visit({
      customerName: `${tag} Cara`,
      customerPhone: phone,
      address: '9 OTHER WAY, MOSELEY',
      postcode: 'B13 8EF',
      scheduledDate: `${ymd(1)}T00:00:00.000Z`,
    })
    const card = (await readVisits(payload, await userFor(payload, 'staff')))!
      .flatMap((d) => d.visits)
      .find((v) => v.kind === 'measuring' && v.id === now.id)!
    expect(card.history.map((h) => h.label).sort()).toEqual(['Measuring visit', expect.stringMatching(/^Quote £/)])
    expect(card.history.find((h) => h.label === 'Measuring visit')!.date).toBe(ymd(-30))
  })
})

describe('an erasure waits for an order not yet fitted and paid', () => {
  it('says so for an accepted order and a fitted one still owed, never for one paid or cancelled', () => {
    expect(orderStillOpen({ status: 'accepted' })).toBe('an accepted order not yet fitted')
    expect(orderStillOpen({ status: 'fitted', account: { outstandingPence: 12000 } })).toBe(
      'a fitted order with £120.00 still to pay',
    )
    expect(orderStillOpen({ status: 'fitted', account: { outstandingPence: 0 } })).toBeNull()
    expect(orderStillOpen({ status: 'cancelled' })).toBeNull()
    expect(orderStillOpen({ status: 'sent' })).toBeNull()
  })

  it('holds the whole erasure, records why and tells the person; once the owner cancels the order it proceeds', async () => {
    const email = `${tag.toLowerCase()}.olly@example.com`
    const appointment = await visit({
      customerName: `${tag} Olly`,
      customerEmail: email,
      customerPhone: '0121 496 0841',
      scheduledDate: `${ymd(-5)}T00:00:00.000Z`,
      status: 'completed',
    })
    const order = await quoteAt(payload, 'accepted', {
      customerName: `${tag} Olly`,
      customerEmail: email,
      address: `4 ${tag} Lane, Moseley`,
      postcode: 'B13 8EE',
      appointment: appointment.id,
    })
    const id = await confirmedErasure(email)
    const held = await erase(id, email)
    expect(held.status).toBe(303)
    expect(held.headers.get('location')).toContain('waiting=1')
    const request = await requestOf(id)
    expect(request.status).toBe('waiting')
    expect(request.summary).toBe(
      `Waiting until Quote #${order.id} (an accepted order not yet fitted) is fitted and paid: the contract still needs the customer's details. The owner may instead cancel the order (and decide the money), then erase.`,
    )
    // Nothing erased: the order, its visit and the request's contact are as they were.
    expect(await payload.findByID({ collection: 'quotes', id: order.id, overrideAccess: true })).toMatchObject({
      customerName: `${tag} Olly`,
      customerEmail: email,
      privacyState: null,
    })
    expect((await read(appointment.id)).customerEmail).toBe(email)
    expect(request.contact).toBe(email)
    const told = await catcher.mailTo(email, /Your request to erase your data/)
    expect(told.text.replace(/=\r?\n/g, '').replace(/\s+/g, ' ')).toContain(
      `we cannot erase it yet: an accepted order not yet fitted (order #${order.id}). The contract for your blinds still needs`,
    )
    // Erasing again while it still waits changes nothing and tells them nothing new.
    const before = catcher.inbox.filter((m) => m.to.includes(email)).length
    expect((await erase(id, email)).headers.get('location')).toContain('waiting=1')
    expect(catcher.inbox.filter((m) => m.to.includes(email)).length).toBe(before)

    // The owner cancels the order instead (with the reason; the money is theirs to decide), then erases.
    const cancel = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      token: owner,
      body: { status: 'cancelled', cancellationReason: 'The customer asked to be erased' },
    })
    expect(cancel.status).toBe(200)
    const done = await erase(id, email)
    expect(done.headers.get('location')).toMatch(/done=\d+/)
    expect(await requestOf(id)).toMatchObject({ status: 'done', contact: null })
    expect(
      (await payload.findByID({ collection: 'quotes', id: order.id, overrideAccess: true })).customerEmail,
    ).toBeNull()
    await catcher.mailTo(email, /Your personal data has been erased/)
  })

  it('holds the erasure through the local API too: erasePerson touches nothing while a fitted order is still owed', async () => {
    const email = `${tag.toLowerCase()}.pip@example.com`
    const order = await quoteAt(payload, 'fitted', {
      customerName: `${tag} Pip`,
      customerEmail: email,
      address: `4 ${tag} Lane, Moseley`,
      postcode: 'B13 8EE',
    })
    expect(order.account?.outstandingPence ?? 0).toBeGreaterThan(0)
    // An enquiry of theirs besides the order.
    await payload.create({
      collection: 'quote-requests',
      data: testData('quote-requests', {
        firstName: tag,
        lastName: 'Pip',
        email,
        phone: '07700 900432',
        postcode: 'B13 8EE',
      }),
      overrideAccess: true,
      context,
    })
    const found = await findPerson(payload, parseContact(email)!)
    const result = await erasePerson(
      payload,
      found,
      picked(found, defaultPicks(found)),
      (await readSiteSettings(payload)).retention,
      new Date(),
    )
    expect(result.waiting).toEqual([
      {
        record: `Quote #${order.id}`,
        id: order.id,
        reason: expect.stringMatching(/^a fitted order with £[\d,.]+ still to pay$/),
      },
    ])
    expect(result.erased).toBe(0)
    expect((await payload.findByID({ collection: 'quotes', id: order.id, overrideAccess: true })).customerEmail).toBe(
      email,
    )

    // Leaving the order unticked does not make the rest an erasure of the person: it still waits.
    const rest = found.records.map((r) => r.key).filter((key) => key !== `quotes:${order.id}`)
    expect(rest.length).toBeGreaterThan(0)
    const unticked = await erasePerson(
      payload,
      found,
      picked(found, rest),
      (await readSiteSettings(payload)).retention,
      new Date(),
    )
    expect(unticked.waiting.map((w) => w.id)).toEqual([order.id])
    expect(unticked.erased).toBe(0)
  })
})

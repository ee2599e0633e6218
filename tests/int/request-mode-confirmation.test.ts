import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST as postAppointment } from '@/app/(frontend)/api/measuring-appointment/route'
import { nextFreeSlots } from '@/lib/booking/book'
import { manageChange, manageView } from '@/lib/booking/manage'
import { dayLabel, type Slot } from '@/lib/booking/slots'
import { CONFIRMED_MEANWHILE } from '@/collections/MeasuringAppointments/hooks/confirmVisit'
import { poolOf } from '@/lib/platform/db'
import { inLockedTransaction } from '@/lib/platform/lockedTransaction'
import { mimeParts, parseIcs } from '../support/mail'
import { type CaughtMail, startMailCatcher } from '../support/mailCatcher'
import { callRest, loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { testData } from '../support/int/testData'

/**
 * Request mode (the seeded setting), issue 69: a visitor asks for a day, staff phone her and set the visit to
 * Confirmed. She gets what an instant booking gets: "Your visit is confirmed for …" with the calendar invite and her
 * manage link, the reminder the day before, the updated invite when the visit moves, on every path that saves it
 * (REST by id as the admin's form does, REST with a `where` as the list's bulk edit does, the local API), once.
 */
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let staffToken: string

beforeAll(async () => {
  catcher = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  await payload.updateGlobal({
    slug: 'availability',
    data: { mode: 'request', reminderHours: 24 },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff, '10.69.1.1')
})

afterAll(async () => {
  await catcher.close()
})

interface Received {
  subject: string
  text: string
  ics: Record<string, string[]> | null
}
function received({ subject, raw }: CaughtMail): Received {
  const parts = mimeParts(raw)
  const calendar = parts.find((p) => p.type === 'text/calendar')
  return {
    subject,
    text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
    ics: calendar ? parseIcs(calendar.body) : null,
  }
}
/** The messages to one address so far. */
const mailsTo = (address: string) => catcher.inbox.filter((m) => m.to.includes(address)).map(received)
const confirmationsTo = (address: string) => mailsTo(address).filter((m) => m.subject.startsWith('Your visit is'))
/** Long enough for a second, unwanted message to arrive after the first (the hooks do not await their mails). */
const settle = () => new Promise((r) => setTimeout(r, 1_000))
/** Resolves once `count` sessions wait for an advisory lock (the racing saves, queued behind the test's lock). */
async function waitForLockWaiters(count: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await poolOf(payload).query<{ waiting: number }>(
      // This database only: the cluster also holds the e2e servers' databases, started beside the last test files.
      `select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted
         and database = (select oid from pg_database where datname = current_database())`,
    )
    if (rows[0].waiting >= count) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${count} saves never waited for the confirmation's lock`)
}
const dtstart = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '')

let client = 0
/** A visitor's request through the booking endpoint, for a day and window (request mode: stored as pending). */
async function requestVisit(slot: Slot, email: string): Promise<number> {
  const res = await postAppointment(
    new Request('http://localhost/api/measuring-appointment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.69.0.${++client}` },
      body: JSON.stringify({
        customerName: `Request Visitor ${client}`,
        customerPhone: `0121 496 ${String(2000 + client)}`,
        customerEmail: email,
        address: '7 Example Grove, Moseley',
        postcode: 'B13 9XY',
        scheduledDate: slot.date,
        scheduledTime: slot.window,
        idempotencyKey: crypto.randomUUID(),
      }),
    }),
  )
  expect(res.status, await res.clone().text()).toBe(201)
  const body = await res.json()
  expect(body.confirmed).toBeUndefined()
  return body.id
}

/** A pending request typed in by staff (quicker than the endpoint where the test is not about it). */
const pendingRequest = async (slot: Slot, email: string) =>
  (
    await payload.create({
      collection: 'measuring-appointments',
      data: testData('measuring-appointments', {
        customerName: 'Bulk Request',
        customerPhone: '0121 496 0690',
        customerEmail: email,
        address: '8 Example Grove, Moseley',
        postcode: 'B13 9XY',
        scheduledDate: `${slot.date}T00:00:00.000Z`,
        scheduledTime: slot.window,
      }),
      overrideAccess: true,
    })
  ).id

const stored = (id: number) => payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })
const patch = (id: number, body: Record<string, unknown>) =>
  callRest('PATCH', `/api/cms/measuring-appointments/${id}`, { token: staffToken, body, ip: '10.69.1.1' })
const remindersOf = async (id: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'visitReminder' } },
          { 'input.appointmentId': { equals: String(id) } },
          { completedAt: { exists: false } },
        ],
      },
      overrideAccess: true,
    })
  ).docs

/** Free weekday afternoons from tomorrow on (a request asks for a day from today, never a Sunday). */
const afternoons = async () =>
  (await nextFreeSlots(payload, new Date(), 60)).filter((s) => s.window === 'afternoon' && s.free >= 1)

describe('request mode: staff confirm the visit, the customer gets it in writing', () => {
  it('a move to Confirmed sends the confirmation once, with the invite and the manage link; a note sends nothing; a move re-sends the invite', async () => {
    const [asked, later] = await afternoons()
    const email = 'confirm-me@example.com'
    const id = await requestVisit(asked, email)
    // The request's own acknowledgement ("we'll call you") is no confirmation: no invite, no manage link.
    await catcher.mailTo(email, /./)
    await settle()
    expect(confirmationsTo(email)).toHaveLength(0)
    expect(mailsTo(email).every((m) => m.ics === null && !m.text.includes('/book/manage/'))).toBe(true)
    expect(await remindersOf(id)).toHaveLength(0)

    // Staff phone her and save the visit as Confirmed (the admin's form sends REST by id).
    const res = await patch(id, { status: 'confirmed' })
    expect(res.status, await res.clone().text()).toBe(200)
    await catcher.mailTo(email, /^Your visit is confirmed/)
    await settle()
    const [confirmation] = confirmationsTo(email)
    expect(confirmationsTo(email)).toHaveLength(1)
    expect(confirmation.subject).toBe(`Your visit is confirmed for ${dayLabel(asked.date)}, afternoon – VB Birmingham`)
    expect(confirmation.ics?.METHOD).toEqual(['REQUEST'])
    expect(confirmation.ics?.UID).toEqual([`measuring-visit-${id}@localhost`])
    expect(confirmation.ics?.SEQUENCE).toEqual(['1'])
    expect(confirmation.ics?.DTSTART).toEqual([dtstart(asked.start)])
    const manageLink = /\/book\/manage\/(\S+)/.exec(confirmation.text)?.[1]
    expect(manageLink).toBeTruthy()
    expect(await stored(id)).toMatchObject({ status: 'confirmed', booking: 'request', inviteSequence: 1 })
    // Her reminder, as an instant booking's: the reminder hours before the visit starts.
    const [reminder] = await remindersOf(id)
    expect(Date.parse(String(reminder.waitUntil))).toBe(Date.parse(asked.start) - 24 * 3_600_000)

    // A note saved later (the whole form again, as the admin sends it) sends nothing and changes no invite.
    const before = mailsTo(email).length
    expect((await patch(id, { status: 'confirmed', addNote: 'Gate code 1234' })).status).toBe(200)
    await settle()
    expect(mailsTo(email)).toHaveLength(before)
    expect(await stored(id)).toMatchObject({ inviteSequence: 1 })

    // A change of day or time re-sends the invite: same UID, higher SEQUENCE, with her manage link.
    expect(
      (await patch(id, { scheduledDate: `${later.date}T00:00:00.000Z`, scheduledTime: later.window })).status,
    ).toBe(200)
    const moved = received(await catcher.mailTo(email, /has moved/))
    expect(moved.ics?.UID).toEqual(confirmation.ics?.UID)
    expect(moved.ics?.SEQUENCE).toEqual(['2'])
    expect(moved.ics?.DTSTART).toEqual([dtstart(later.start)])
    expect(moved.text).toContain('/book/manage/')
    expect(confirmationsTo(email)).toHaveLength(1)

    // Her link offers the free times by capacity, as in instant mode: a window filled to its places is not offered.
    const view = await manageView(payload, manageLink!)
    if (!view.ok) throw new Error(`manage link refused: ${view.reason}`)
    expect(view.appointment.status).toBe('confirmed')
    expect(view.current).toMatchObject({ date: later.date, window: later.window })
    expect(view.free.length).toBeGreaterThan(0)
    const target = view.free[0]
    for (let i = 0; i < target.free; i++)
      await payload.create({
        collection: 'measuring-appointments',
        data: testData('measuring-appointments', {
          customerName: 'Another Visit',
          customerPhone: '0121 496 0691',
          address: '9 Example Grove, Moseley',
          postcode: 'B13 9XY',
          scheduledDate: `${target.date}T00:00:00.000Z`,
          scheduledTime: target.window,
          status: 'confirmed',
        }),
        overrideAccess: true,
      })
    const full = await manageView(payload, manageLink!)
    if (!full.ok) throw new Error('manage link refused')
    expect(full.free.map((s) => `${s.date}|${s.window}`)).not.toContain(`${target.date}|${target.window}`)
    expect(await manageChange(payload, manageLink!, 'move', `${target.date}|${target.window}`)).toBe('full')
  })

  it('two saves racing to Confirmed: one confirmation, the other save refused', async () => {
    const [slot] = await afternoons()
    const email = 'race-confirm@example.com'
    const id = await pendingRequest(slot, email)
    const staff = await userFor(payload, 'staff')
    // Both saves must read the visit as pending before either commits, or the second is only a later save of a
    // confirmed visit: this transaction holds the confirmation's lock until both are waiting for it.
    const { saves } = await inLockedTransaction(payload, 'the race test', `visit-confirmation:${id}`, async () => {
      const started = [0, 1].map(() =>
        payload.update({
          collection: 'measuring-appointments',
          id,
          data: { status: 'confirmed' },
          user: staff,
          overrideAccess: false,
        }),
      )
      await waitForLockWaiters(2)
      // An object, not the promise itself: the transaction would wait for the saves it is holding up.
      return { saves: Promise.allSettled(started) }
    })
    const results = await saves
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected')
    expect(String((refused as PromiseRejectedResult).reason?.message)).toBe(CONFIRMED_MEANWHILE)
    await catcher.mailTo(email, /^Your visit is confirmed/)
    await settle()
    expect(confirmationsTo(email)).toHaveLength(1)
    expect(await stored(id)).toMatchObject({ status: 'confirmed', inviteSequence: 1 })
    expect(await remindersOf(id)).toHaveLength(1)
  })

  it('a bulk edit in the list (REST with a where) confirms each visit once', async () => {
    const [a, b] = await afternoons()
    const emails = ['bulk-one@example.com', 'bulk-two@example.com']
    const ids = [await pendingRequest(a, emails[0]), await pendingRequest(b, emails[1])]
    const res = await callRest('PATCH', `/api/cms/measuring-appointments?where[id][in]=${ids.join(',')}`, {
      token: staffToken,
      body: { status: 'confirmed' },
      ip: '10.69.1.1',
    })
    expect(res.status, await res.clone().text()).toBe(200)
    for (const [i, email] of emails.entries()) {
      const mail = received(await catcher.mailTo(email, /^Your visit is confirmed/))
      expect(mail.ics?.UID).toEqual([`measuring-visit-${ids[i]}@localhost`])
      expect(mail.text).toContain('/book/manage/')
    }
    await settle()
    for (const email of emails) expect(confirmationsTo(email)).toHaveLength(1)
    for (const id of ids) expect(await remindersOf(id)).toHaveLength(1)
  })
})

describe("request mode: the reminder's round", () => {
  it('queued on confirming, replaced on a move, sent by its job with the manage link, dropped when she cancels', async () => {
    const [first, second, third] = await afternoons()
    const email = 'remind-request@example.com'
    const id = await pendingRequest(first, email)
    expect(await remindersOf(id)).toHaveLength(0)

    expect((await patch(id, { status: 'confirmed' })).status).toBe(200)
    const confirmation = received(await catcher.mailTo(email, /^Your visit is confirmed/))
    const queued = await remindersOf(id)
    expect(queued).toHaveLength(1)
    expect(queued[0].input).toMatchObject({ appointmentId: String(id), sequence: 1 })

    // Staff move the visit: the reminder queued for the old time goes, one for the new time takes its place.
    const moved = await patch(id, { scheduledDate: `${second.date}T00:00:00.000Z`, scheduledTime: second.window })
    expect(moved.status).toBe(200)
    const [reminder] = await remindersOf(id)
    expect(await remindersOf(id)).toHaveLength(1)
    expect(reminder.input).toMatchObject({ sequence: 2 })
    expect(Date.parse(String(reminder.waitUntil))).toBe(Date.parse(second.start) - 24 * 3_600_000)

    // Its time comes (moved to now rather than waiting a day); the worker's task sends it, with her manage link.
    await payload.update({
      collection: 'payload-jobs',
      id: reminder.id,
      data: { waitUntil: new Date().toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.runByID({ id: reminder.id, overrideAccess: true })
    const sent = received(await catcher.mailTo(email, /^Reminder:/))
    expect(sent.text).toContain(`${dayLabel(second.date)}, Afternoon (12pm-5pm)`)
    expect(sent.text).toContain('/book/manage/')

    // She moves it herself through her link, then cancels: each change re-queues or drops the reminder and
    // updates her calendar's one event.
    const link = /\/book\/manage\/(\S+)/.exec(confirmation.text)![1]
    expect(await manageChange(payload, link, 'move', `${third.date}|${third.window}`)).toBe('moved')
    expect((await remindersOf(id)).map((j) => j.input)).toEqual([{ appointmentId: String(id), sequence: 3 }])
    expect(await manageChange(payload, link, 'cancel', null)).toBe('cancelled')
    expect(await remindersOf(id)).toHaveLength(0)
    const cancel = received(await catcher.mailTo(email, /cancelled/))
    expect(cancel.ics?.METHOD).toEqual(['CANCEL'])
    expect(cancel.ics?.UID).toEqual(confirmation.ics?.UID)
    expect(cancel.ics?.SEQUENCE).toEqual(['4'])
  })
})

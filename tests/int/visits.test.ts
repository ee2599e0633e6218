import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ukInstant } from '@/lib/booking/slots'
import { todayInLondon } from '@/lib/validation/dates'
import { readMeasure } from '@/lib/visits/readMeasure'
import { readVisits, VISIT_DAYS } from '@/lib/visits/readVisits'
import { getTestPayload, userFor } from '../support/int/payload'
import { seededProductId } from '../support/int/products'
import { quoteAt } from '../support/int/quoteMoves'
import { testData } from '../support/int/testData'

/**
 * /visits reads the staff's week through `readVisits`, on the real database: measuring visits and fittings in time
 * order, with what the fitter needs at the door, and nothing for anyone but owner and staff.
 */
let payload: Payload
const DAY = 86_400_000
const day = (offset: number) => new Date(Date.parse(`${todayInLondon()}T12:00:00Z`) + offset * DAY)
const ymd = (offset: number) => day(offset).toISOString().slice(0, 10)
const tag = `V${Date.now().toString(36)}`
const address = `7 ${tag} Road, Moseley`
const postcode = 'B13 9ZZ'
const ids = { later: 0, morning: 0, earlier: 0, outside: 0, cancelled: 0, fitting: 0 }

beforeAll(async () => {
  payload = await getTestPayload()
  const visit = async (data: Record<string, unknown>) =>
    (
      await payload.create({
        collection: 'measuring-appointments',
        data: testData('measuring-appointments', { customerPhone: '0121 496 0555', postcode, ...data }),
        overrideAccess: true,
        depth: 0,
      })
    ).id
  ids.later = await visit({
    customerName: `${tag} Afternoon`,
    address: `12 ${tag} Avenue, Kings Heath`,
    postcode: 'B14 7AA',
    // A contact no other file's records share: history is matched on the same customer's contact at the postcode.
    customerPhone: '0121 496 0913',
    customerEmail: `${tag.toLowerCase()}.afternoon@example.com`,
    scheduledDate: `${ymd(1)}T00:00:00.000Z`,
    scheduledTime: 'afternoon',
    status: 'confirmed',
  })
  ids.morning = await visit({
    customerName: `${tag} Morning`,
    address,
    customerEmail: 'morning@example.com',
    notes: 'Park on the drive',
    scheduledDate: `${ymd(1)}T00:00:00.000Z`,
    scheduledTime: 'morning',
    windows: [
      {
        room: 'Kitchen',
        product: 'Real Wood Venetian Blinds',
        finish: 'Oxford',
        options: 'Decorative tapes',
        width: 90,
        drop: 120,
      },
      { room: 'Lounge', product: 'Faux Wood Venetian Blinds', width: 150, drop: 140 },
    ],
  })
  await payload.update({
    collection: 'measuring-appointments',
    id: ids.morning,
    data: { addNote: 'Gate code 4721' },
    overrideAccess: true,
  })
  ids.earlier = await visit({
    customerName: `${tag} Earlier`,
    address: address.toUpperCase(),
    scheduledDate: `${ymd(-40)}T00:00:00.000Z`,
    scheduledTime: 'morning',
    status: 'completed',
  })
  ids.outside = await visit({
    customerName: `${tag} Too far`,
    address,
    scheduledDate: `${ymd(VISIT_DAYS)}T00:00:00.000Z`,
    scheduledTime: 'morning',
    status: 'confirmed',
  })
  ids.cancelled = await visit({
    customerName: `${tag} Cancelled`,
    address,
    scheduledDate: `${ymd(2)}T00:00:00.000Z`,
    scheduledTime: 'morning',
    status: 'cancelled',
  })
  const product = await seededProductId(payload)
  const order = await quoteAt(payload, 'accepted', {
    customerName: `${tag} Fitting`,
    // The same customer as the morning visit (their phone, typed another way): their order is its history.
    customerPhone: '+44 121 496 0555',
    address,
    postcode,
    lines: [{ room: 'Kitchen', widthMm: 900, dropMm: 1400, product, safetyDevice: 'cleat', options: ['tapes'] }],
  })
  // 8am UK time, whatever the season: before the 9am morning window.
  const fittingAt = new Date(ukInstant(ymd(1), 8)).toISOString()
  await payload.update({
    collection: 'quotes',
    id: order.id,
    data: { fittingDate: fittingAt, staffNotes: 'Bring the long ladder' },
    overrideAccess: true,
  })
  ids.fitting = order.id
})

const ours = (days: NonNullable<Awaited<ReturnType<typeof readVisits>>>) =>
  days.flatMap((d) => d.visits.filter((v) => v.customerName.startsWith(tag)).map((v) => ({ ...v, day: d.date })))

describe('readVisits', () => {
  it('answers nothing to a visitor who is not signed in as owner or staff', async () => {
    expect(await readVisits(payload, null)).toBeNull()
    expect(await readVisits(payload, undefined)).toBeNull()
    // A user record without a staff role (as a customer would be) is refused too.
    expect(await readVisits(payload, { role: null, collection: 'users' })).toBeNull()
  })

  it.each(['staff', 'owner'] as const)('lists the eight days of visits in time order for %s', async (actor) => {
    const user = await userFor(payload, actor)
    const days = await readVisits(payload, user)
    expect(days).toHaveLength(VISIT_DAYS)
    expect(days![0].date).toBe(todayInLondon())
    expect(days![0].label).toMatch(/^Today, /)
    const visits = ours(days!)
    // The fitting at 8am (UK) before the 9am morning window, then the afternoon; nothing cancelled, past or later.
    expect(visits.map((v) => v.customerName)).toEqual([`${tag} Fitting`, `${tag} Morning`, `${tag} Afternoon`])
    expect(visits.every((v) => v.day === ymd(1))).toBe(true)
  })

  it('gives what the fitter needs at the door', async () => {
    const visits = ours((await readVisits(payload, await userFor(payload, 'staff')))!)
    const morning = visits.find((v) => v.id === ids.morning && v.kind === 'measuring')!
    expect(morning.when).toBe('Morning (9am-12pm)')
    expect(morning.mapsUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${postcode}`)}`,
    )
    expect(morning.telUrl).toBe('tel:01214960555')
    expect(morning.customerMessage).toBe('Park on the drive')
    // The card says its day; another day's "On my way" asks first.
    expect(morning).toMatchObject({ isToday: false, dayLabel: expect.stringMatching(/^Tomorrow, \w+day \d+ \w+$/) })
    // The customer's message is on the measure page too, where the fitter is in the room.
    const measure = await readMeasure(payload, await userFor(payload, 'staff'), String(ids.morning))
    expect(measure!.appointment.customerMessage).toBe('Park on the drive')
    expect(morning.windows).toEqual([
      {
        room: 'Kitchen',
        product: 'Real Wood Venetian Blinds',
        finish: 'Oxford',
        options: 'Decorative tapes',
        size: '90 × 120 cm',
      },
      { room: 'Lounge', product: 'Faux Wood Venetian Blinds', finish: null, options: null, size: '150 × 140 cm' },
    ])
    expect(morning.notes.map((n) => n.note)).toEqual(['Gate code 4721'])
    // Earlier, the same customer at that address (matched on the records' phone, never the address text): the
    // completed visit and the order; not the visit itself.
    expect(morning.history.map((h) => h.label).sort()).toEqual(['Measuring visit', expect.stringMatching(/^Order £/)])
    expect(morning.history.find((h) => h.label === 'Measuring visit')!.date).toBe(ymd(-40))

    const fitting = visits.find((v) => v.kind === 'fitting')!
    expect(fitting.id).toBe(ids.fitting)
    expect(fitting.when).toBe('8:00am')
    // Options by the labels the customer read, not their codes ("tapes").
    expect(fitting.windows[0]).toMatchObject({ room: 'Kitchen', size: '900 × 1400 mm', options: 'Decorative tapes' })
    expect(fitting.notes.map((n) => n.note)).toEqual(['Bring the long ladder'])
    // A different address at another postcode has no history of this one.
    expect(visits.find((v) => v.id === ids.later && v.kind === 'measuring')!.history).toEqual([])
  })
})

import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { CONFIRM_NEEDS_WINDOW } from '@/collections/MeasuringAppointments/hooks/requireVisitWindow'
import { WeekVisits } from '@/components/admin/WeekVisits'
import { readRules } from '@/lib/booking/book'
import { addDays, readWeekPlan } from '@/lib/booking/weekPlan'
import { todayInLondon } from '@/lib/validation/dates'
import { callRest, loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { testData } from '../support/int/testData'

/**
 * The week view above the measuring appointments, on the real database: each window's requests beside its
 * confirmed places, the leads with no day listed apart, and no visit confirmed without a day and a window.
 */
let payload: Payload
let staff: Awaited<ReturnType<typeof userFor>>

// A week far ahead that no other test books into (the staff's view starts it on today's weekday), and its first
// weekday, which has a morning window (a Saturday or Sunday has only the weekend one).
const WEEK = 300
const from = addDays(todayInLondon(), WEEK * 7)
const isWeekday = (date: string) => [1, 2, 3, 4, 5].includes(new Date(`${date}T12:00:00Z`).getUTCDay())
const dayIndex = [0, 1, 2, 3, 4, 5, 6].find((i) => isWeekday(addDays(from, i)))!
const day = addDays(from, dayIndex)
const stamp = Date.now()

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await userFor(payload, 'staff')
})

const visit = (name: string, data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      customerName: `${name} ${stamp}`,
      customerPhone: '0121 496 0321',
      address: '9 Week Road, B13 9XY',
      ...data,
    }),
    overrideAccess: true,
  })

describe('the week view', () => {
  it('shows each window’s requests beside its confirmed places, and the undated leads apart', async () => {
    const inWindow = { scheduledDate: `${day}T00:00:00.000Z`, scheduledTime: 'morning' }
    for (const n of [1, 2, 3]) await visit(`Asked ${n}`, inWindow)
    await visit('Held', { ...inWindow, status: 'confirmed' })
    await visit('Dropped', { ...inWindow, status: 'cancelled' })
    const undated = await visit('No Day')
    const done = await visit('Done No Day', { status: 'completed' })

    const plan = await readWeekPlan(payload, from)
    const morning = plan.days[dayIndex].windows.find((w) => w.window === 'morning')!
    expect(morning).toMatchObject({ confirmed: 1, requests: 3 })
    expect(morning.visits).toHaveLength(4)
    expect(plan.undated.map((v) => v.id)).toContain(undated.id)
    expect(plan.undated.map((v) => v.id)).not.toContain(done.id)

    const rules = await readRules(payload)
    const html = renderToStaticMarkup(await WeekVisits({ payload, searchParams: { week: String(WEEK) } } as never))
    const held = rules.mode === 'instant' ? `1/${rules.capacity.morning} confirmed` : '1 confirmed'
    expect(html).toContain(`Morning (9am-12pm) · ${held} · 3 requests`)
    expect(html).toMatch(/Not yet dated \(\d+\)/)
    expect(html).toContain(`No Day ${stamp}`)
    expect(html).not.toContain(`Done No Day ${stamp}`)
    expect(html).toContain(`/admin/collections/measuring-appointments/${undated.id}`)
  })
})

describe('confirming a visit', () => {
  const confirm = (id: number, data: Record<string, unknown> = {}) =>
    payload.update({
      collection: 'measuring-appointments',
      id,
      data: testData('measuring-appointments', { status: 'confirmed', ...data }),
      overrideAccess: false,
      user: staff,
      depth: 0,
    })

  it('needs a day and a real window, with a message saying so on each missing field', async () => {
    const lead = await visit('Unconfirmed')
    const refused = await confirm(lead.id).catch(
      (error: { data?: { errors?: { path: string; message: string }[] } }) => error,
    )
    expect((refused as { data: { errors: unknown[] } }).data.errors).toEqual([
      { path: 'scheduledDate', message: CONFIRM_NEEDS_WINDOW },
      { path: 'scheduledTime', message: CONFIRM_NEEDS_WINDOW },
    ])
    await expect(confirm(lead.id, { scheduledDate: `${day}T00:00:00.000Z` })).rejects.toThrow(/scheduledTime/)
    const stored = await payload.findByID({ collection: 'measuring-appointments', id: lead.id, overrideAccess: true })
    expect(stored.status).toBe('pending')

    const ok = await confirm(lead.id, { scheduledDate: `${day}T00:00:00.000Z`, scheduledTime: 'afternoon' })
    expect(ok.status).toBe('confirmed')
  })

  it('answers the admin’s save with a 400 naming the field', async () => {
    const token = await loginToken('staff', TEST_PASSWORDS.staff)
    const lead = await visit('Rest Confirm')
    const res = await callRest('PATCH', `/api/cms/measuring-appointments/${lead.id}`, {
      token,
      body: { status: 'confirmed', scheduledDate: `${day}T00:00:00.000Z` },
    })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.errors[0].data.errors).toEqual([{ path: 'scheduledTime', message: CONFIRM_NEEDS_WINDOW }])
  })
})

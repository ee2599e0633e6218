import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { DIGEST_QUEUE, digestData } from '@/jobs/morningDigest'
import { poolOf } from '@/lib/platform/db'
import { todayInLondon } from '@/lib/validation/dates'
import { startMailCatcher } from '../support/mailCatcher'
import { getTestPayload } from '../support/int/payload'
import { testData } from '../support/int/testData'

/** The owner's morning digest: a task of Payload's jobs queue, delivered to a real SMTP server on loopback. */
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
const context = { skipNotifications: true }
const DAY_MS = 86_400_000

beforeAll(async () => {
  catcher = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
})

afterAll(() => catcher.close())

const appointment = (name: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      customerName: name,
      customerPhone: '0121 496 0999',
      address: '9 Digest Road, Moseley',
      ...extra,
    }),
    overrideAccess: true,
    context,
  })

describe('morning digest', () => {
  it('is a scheduled task on its own queue', () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'morningDigest')
    expect(task?.schedule).toEqual([{ cron: '0 0 7 * * *', queue: DIGEST_QUEUE }])
  })

  it('lists new and overdue leads, today’s visits and quotes to follow up, and arrives by e-mail', async () => {
    const pool = poolOf(payload)
    const fresh = await appointment('Digest Fresh')
    const late = await appointment('Digest Overdue')
    await pool.query(`update measuring_appointments set created_at = $2, respond_by = $3 where id = $1`, [
      late.id,
      new Date(Date.now() - 3 * DAY_MS).toISOString(),
      new Date(Date.now() - 2 * DAY_MS).toISOString(),
    ])
    await appointment('Digest Visit Today', {
      scheduledDate: `${todayInLondon()}T00:00:00.000Z`,
      scheduledTime: 'morning',
      status: 'confirmed',
    })
    const quote = await payload.create({
      collection: 'quote-requests',
      data: testData('quote-requests', {
        firstName: 'Digest',
        lastName: 'Quoted',
        email: 'q@example.com',
        phone: '07700 900999',
        postcode: 'B13 9XY',
      }),
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'quote-requests',
      id: quote.id,
      data: { status: 'quoted' },
      overrideAccess: true,
      context,
    })
    const recent = await payload.create({
      collection: 'quote-requests',
      data: testData('quote-requests', {
        firstName: 'Digest',
        lastName: 'Recent',
        email: 'r@example.com',
        phone: '07700 900998',
        postcode: 'B13 9XY',
      }),
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'quote-requests',
      id: recent.id,
      data: { status: 'quoted' },
      overrideAccess: true,
      context,
    })
    await pool.query(
      `update quote_requests_status_history set changed_at = $2 where _parent_id = $1 and status = 'quoted'`,
      [quote.id, new Date(Date.now() - 10 * DAY_MS).toISOString()],
    )

    const data = await digestData(payload, new Date(), 7)
    expect(data.newLeads.map((l) => l.name)).toContain('Digest Fresh')
    expect(data.newLeads.map((l) => l.name)).not.toContain('Digest Overdue')
    expect(data.overdue.map((l) => l.name)).toContain('Digest Overdue')
    expect(data.overdue.map((l) => l.name)).not.toContain('Digest Fresh')
    expect(data.visits.map((v) => v.name)).toContain('Digest Visit Today')
    expect(data.visits.map((v) => v.name)).not.toContain('Digest Fresh')
    const followUps = data.followUps.filter((f) => f.name.startsWith('Digest'))
    expect(followUps.map((f) => f.name)).toEqual(['Digest Quoted'])
    expect(followUps[0].days).toBe(10)

    // Through the jobs queue, as the schedule runs it.
    await payload.jobs.queue({ task: 'morningDigest', input: {}, queue: DIGEST_QUEUE })
    await payload.jobs.run({ queue: DIGEST_QUEUE })
    const start = Date.now()
    while (!catcher.inbox.some((m) => m.subject.startsWith('Leads for')) && Date.now() - start < 10_000) {
      await new Promise((r) => setTimeout(r, 50))
    }
    const digest = catcher.inbox.find((m) => m.subject.startsWith('Leads for'))
    expect(digest).toBeDefined()
    expect(digest!.to).toEqual(['hello@vb-birmingham.example'])
    const [, newPart] = digest!.text.split('New in the last 24 hours')
    const [newSection, afterNew] = newPart.split('Overdue: not contacted in the promised time')
    const [overdueSection, afterOverdue] = afterNew.split("Today's measuring visits")
    const [visitsSection, followUpSection] = afterOverdue.split('Quoted 7 days or more ago: follow up')
    expect(newSection).toContain('Digest Fresh, 0121 496 0999 (visit)')
    expect(newSection).toContain(`/admin/collections/measuring-appointments/${fresh.id}`)
    expect(overdueSection).toContain('Digest Overdue')
    expect(visitsSection).toContain('Morning (9am-12pm): Digest Visit Today')
    expect(followUpSection).toContain('Digest Quoted, 07700 900999, quoted 10 days ago')
    expect(followUpSection).not.toContain('Digest Recent')
  })
})

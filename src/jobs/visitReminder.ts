import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { readRules } from '@/lib/booking/book'
import { reminderMail } from '@/lib/booking/visitMails'
import { visitOf, type VisitFields } from '@/lib/booking/visit'
import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'

/** The queue reminders wait on; the jobs worker (scripts/worker.ts) runs every queue. */
export const REMINDER_QUEUE = 'reminders'

const HOUR_MS = 3_600_000

/**
 * Queue the reminder of a confirmed visit for `reminderHours` before it starts (none when that time has passed or
 * reminders are off). The job carries the invite version it was queued for: a visit changed since then has its own
 * newer reminder, and the older one sends nothing.
 */
export async function queueReminder(
  payload: Payload,
  appointment: VisitFields,
  req?: Partial<PayloadRequest>,
  now = new Date(),
): Promise<void> {
  const rules = await readRules(payload, req)
  if (rules.reminderHours <= 0) return
  const visit = await visitOf(payload, appointment, rules, req)
  if (!visit) return
  const at = Date.parse(visit.slot.start) - rules.reminderHours * HOUR_MS
  if (at <= now.getTime()) return
  await payload.jobs.queue({
    task: 'visitReminder',
    input: { appointmentId: String(appointment.id), sequence: Number(appointment.inviteSequence ?? 0) },
    queue: REMINDER_QUEUE,
    waitUntil: new Date(at),
    req: req as PayloadRequest | undefined,
  })
}

/** Drop the reminders not yet sent for an appointment (it moved or was cancelled). */
export async function dropReminders(payload: Payload, appointmentId: number | string, req?: Partial<PayloadRequest>) {
  await payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'visitReminder' } },
        { 'input.appointmentId': { equals: String(appointmentId) } },
        { completedAt: { exists: false } },
      ],
    },
    overrideAccess: true,
    req,
  })
}

export const visitReminderTask: TaskConfig<'visitReminder'> = {
  slug: 'visitReminder',
  label: 'Measuring visit reminder',
  retries: 3,
  inputSchema: [
    { name: 'appointmentId', type: 'text', required: true },
    { name: 'sequence', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const doc = await req.payload
      .findByID({ collection: 'measuring-appointments', id: input.appointmentId, depth: 0, overrideAccess: true })
      .catch(() => null)
    const current =
      doc && doc.status === 'confirmed' && doc.customerEmail && Number(doc.inviteSequence ?? 0) === input.sequence
    if (!doc || !current) return { output: { sent: false } }
    const visit = await visitOf(req.payload, doc)
    if (!visit) return { output: { sent: false } }
    await sendMails(req.payload, [reminderMail(doc, await businessFacts(req.payload), visit)], `reminder for ${doc.id}`)
    return { output: { sent: true } }
  },
}

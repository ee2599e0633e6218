import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { addressKey, clientAddress, CLIENT_ADDRESS_CONTEXT } from '@/lib/platform/clientAddress'
import { businessFacts } from '@/lib/platform/businessFacts'
import { mailErrorForLog } from '@/lib/platform/logSafe'
import { recipientKey, type BusinessFacts, type Mail } from '@/lib/leads/notifications'
import { getLimiter } from '@/lib/platform/rateLimit'
import type { MeasuringAppointment, QuoteRequest } from '@/payload-types'

const DAY_SECONDS = 24 * 60 * 60

/**
 * A confirmation goes to an address the visitor typed, so each one is capped: per recipient (one inbox cannot be
 * flooded, whoever sends) and per client address (one visitor cannot spray many inboxes). The business's own
 * notification is never capped.
 */
export const CONFIRMATION_LIMITS = {
  perRecipient: { points: 3, duration: DAY_SECONDS },
  perClient: { points: 10, duration: DAY_SECONDS },
} as const

const perRecipient = getLimiter('confirmation-recipient', CONFIRMATION_LIMITS.perRecipient)
const perClient = getLimiter('confirmation-client', CONFIRMATION_LIMITS.perClient)

/**
 * Where the lead came from, for the per-client cap: the address the lead endpoint saw, or for a request through
 * Payload's API its own client. Staff entering a lead (taken on the phone) are not capped per client.
 */
function clientOf(req: PayloadRequest): string | null {
  const passed = req.context?.[CLIENT_ADDRESS_CONTEXT]
  if (typeof passed === 'string' && passed) return passed
  if (req.user) return null
  return req.headers ? clientAddress(req) : null
}

/** Spends the caps for one confirmation; a store failure sends nothing (the lead and the business mail stand). */
async function mayConfirm(payload: Payload, mail: Mail, client: string | null, leadId: number): Promise<boolean> {
  try {
    if (client !== null && !(await perClient.take(payload, addressKey(client)))) {
      payload.logger.warn(
        `confirmation for lead ${leadId} not sent: its client address is over ${perClient.options.points} a day`,
      )
      return false
    }
    if (!(await perRecipient.take(payload, recipientKey(mail.to)))) {
      payload.logger.warn(
        `confirmation for lead ${leadId} not sent: its recipient is over ${perRecipient.options.points} a day`,
      )
      return false
    }
    return true
  } catch (err) {
    payload.logger.error({ err, msg: `confirmation for lead ${leadId} not sent: the rate-limit store failed` })
    return false
  }
}

/**
 * After a lead is created, e-mail the business and confirm to the customer. Deliberately not awaited: the
 * visitor's answer never waits for SMTP, and a failed e-mail is logged, never loses or blocks the lead.
 */
export function notifyNewLead<Lead extends MeasuringAppointment | QuoteRequest>(
  build: (lead: Lead, facts: BusinessFacts, req: PayloadRequest) => Mail[] | Promise<Mail[]>,
): CollectionAfterChangeHook<Lead> {
  return ({ doc, operation, req }) => {
    if (operation !== 'create' || req.context?.skipNotifications) return doc
    const { payload } = req
    const client = clientOf(req)
    void (async () => {
      const facts = await businessFacts(payload)
      for (const mail of await build(doc, facts, req)) {
        if (mail.kind === 'confirmation' && !(await mayConfirm(payload, mail, client, doc.id))) continue
        const { kind, ...message } = mail
        await payload.sendEmail(message).catch((err: unknown) => {
          payload.logger.error(`${kind} e-mail failed (lead ${doc.id} is stored): ${mailErrorForLog(err)}`)
        })
      }
    })().catch((err: unknown) => payload.logger.error({ err, msg: `lead ${doc.id} stored; its notification failed` }))
    return doc
  }
}

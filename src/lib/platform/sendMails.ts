import type { Payload } from 'payload'

import { mailErrorForLog } from './logSafe'

export interface Mail {
  /** The business's own notification goes out for every lead; the customer's confirmation is capped. */
  kind: 'business' | 'confirmation' | 'change' | 'reminder' | 'arrival'
  to: string
  subject: string
  text: string
  replyTo?: string
  /** A calendar invite sent as the message's text/calendar part (nodemailer's `icalEvent`). */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string }
  /** Extra headers, e.g. List-Unsubscribe on a follow-up */
  headers?: Record<string, string>
}

/** Send prepared mails one by one; a failure is logged and never undoes what was stored. */
export async function sendMails(payload: Payload, mails: Mail[], about: string): Promise<void> {
  for (const { kind, ...message } of mails) {
    await payload.sendEmail(message).catch((err: unknown) => {
      // The error's own text can quote the recipient: the log carries its code and the record's id only.
      payload.logger.error(`${kind} e-mail failed (${about}): ${mailErrorForLog(err)}`)
    })
  }
}

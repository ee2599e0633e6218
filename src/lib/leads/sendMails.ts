import type { Payload } from 'payload'

import { mailErrorForLog } from './logSafe'
import type { Mail } from './notifications'

/** Send prepared mails one by one; a failure is logged and never undoes what was stored. */
export async function sendMails(payload: Payload, mails: Mail[], about: string): Promise<void> {
  for (const { kind, ...message } of mails) {
    await payload.sendEmail(message).catch((err: unknown) => {
      // The error's own text can quote the recipient: the log carries its code and the record's id only.
      payload.logger.error(`${kind} e-mail failed (${about}): ${mailErrorForLog(err)}`)
    })
  }
}

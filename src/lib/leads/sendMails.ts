import type { Payload } from 'payload'

import { escapeForLog } from './logSafe'
import type { Mail } from './notifications'

/** Send prepared mails one by one; a failure is logged and never undoes what was stored. */
export async function sendMails(payload: Payload, mails: Mail[], about: string): Promise<void> {
  for (const { kind, ...message } of mails) {
    await payload.sendEmail(message).catch((err: unknown) => {
      payload.logger.error({ err, msg: `${kind} e-mail to ${escapeForLog(message.to)} failed (${about})` })
    })
  }
}

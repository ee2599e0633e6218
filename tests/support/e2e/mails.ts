import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { parseMail } from '../mail'

/**
 * The e-mails the e2e server sent: `npm test` points its SMTP at a local server that writes each message to
 * E2E_MAIL_DIR (scripts/tools/lib/mail-drop.ts). Null when the suite runs without it (against another server).
 */
export const mailDir = () => process.env.E2E_MAIL_DIR || null

export function readMails(): { to: string; subject: string; text: string }[] {
  const dir = mailDir()
  if (!dir) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), 'utf8')
      const to = /^To: (.*)$/im.exec(raw)?.[1] ?? ''
      return { to, ...parseMail(raw) }
    })
}

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { parseMail } from '../mail'
import { e2eStack } from './stack'

/**
 * The e-mails this worker's e2e server sent: `npm test` points its SMTP at a local server that writes each message to
 * a folder of its own (scripts/tools/lib/mail-drop.ts, one per stack: ./stack.ts). Null when the suite runs without
 * it (against another server).
 */
export const mailDir = () => e2eStack().mailDir

/** Each message: its recipient, subject and body, and the raw message (for its parts: `mimeParts` in ../mail). */
export function readMails(): { to: string; subject: string; text: string; raw: string }[] {
  const dir = mailDir()
  if (!dir) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), 'utf8')
      const to = /^To: (.*)$/im.exec(raw)?.[1] ?? ''
      return { to, raw, ...parseMail(raw) }
    })
}

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The text messages the e2e server sent: `npm test` points SMS_API_URL at a local server that speaks Twilio's
 * Messages API and writes each message it receives to E2E_SMS_DIR (scripts/tools/lib/sms-drop.ts). Null when the
 * suite runs without it.
 */
export const smsDir = () => process.env.E2E_SMS_DIR || null

export function readTexts(): { to: string; from: string; body: string; accountSid: string }[] {
  const dir = smsDir()
  if (!dir) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
}

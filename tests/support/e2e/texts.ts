import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { e2eStack } from './stack'

/**
 * The text messages this worker's e2e server sent: `npm test` points SMS_API_URL at a local server that speaks
 * Twilio's Messages API and writes each message it receives to a folder of its own (scripts/tools/lib/sms-drop.ts,
 * one per stack: ./stack.ts). Null when the suite runs without it.
 */
export const smsDir = () => e2eStack().smsDir

export function readTexts(): { to: string; from: string; body: string; accountSid: string }[] {
  const dir = smsDir()
  if (!dir) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
}

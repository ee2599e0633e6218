import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

import { freePort } from '../../lib/embedded-db'

/**
 * A real SMTP server on loopback for the e2e server: every message it receives is written whole to `dir` as
 * `<n>.eml`, so a browser test can find the e-mail a customer was sent (`readMails` in tests/support/e2e/mails.ts).
 */
export async function startMailDrop(dir: string): Promise<{ port: number; dir: string; stop: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        count += 1
        writeFileSync(path.join(dir, `${String(count).padStart(6, '0')}.eml`), Buffer.concat(chunks))
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { port, dir, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

import { SMTPServer } from 'smtp-server'

import { parseMail } from './mail'

export interface CaughtMail {
  to: string[]
  subject: string
  text: string
  raw: string
}

/**
 * A real SMTP server on loopback that keeps every message it receives, for the tests that follow an e-mail the app
 * sends (Payload's nodemailer adapter points at `port` in the integration setup).
 */
export async function startMailCatcher(port: number) {
  const inbox: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString()
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    inbox,
    /** Waits for a message to `address` whose subject matches: the earliest such message, or the latest. */
    async mailTo(
      address: string,
      subject: RegExp,
      { ms = 10_000, pick = 'latest' }: { ms?: number; pick?: 'first' | 'latest' } = {},
    ) {
      const start = Date.now()
      for (;;) {
        const matches = inbox.filter((m) => m.to.includes(address) && subject.test(m.subject))
        const found = pick === 'first' ? matches[0] : matches.at(-1)
        if (found) return found
        if (Date.now() - start > ms) throw new Error(`no e-mail to ${address} matching ${subject}`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

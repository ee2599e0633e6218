import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

import { freePort } from '../../lib/embedded-db'

/** One message as the provider received it: the account in the path, the basic-auth user, the form fields. */
export interface ReceivedSms {
  accountSid: string
  authUser: string
  authPassword: string
  to: string
  from: string
  body: string
}

export const SMS_DROP_ACCOUNT = { accountSid: 'ACtest00000000000000000000000000', authToken: 'sms-drop-token' }

/**
 * A local HTTP server that speaks Twilio's Messages API (POST /2010-04-01/Accounts/{Sid}/Messages.json, form-encoded
 * To/From/Body, basic auth) for the tests: it checks the credentials as the provider would (401 otherwise), answers
 * 201 with a message resource, keeps each message in `received` and, given `dir`, writes it there as `<n>.json`
 * (the e2e server's texts, read by tests/support/e2e/texts.ts).
 */
export async function startSmsDrop(dir?: string, port?: number) {
  if (dir) mkdirSync(dir, { recursive: true })
  const received: ReceivedSms[] = []
  const server = createServer((req, res) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '')
    const [user = '', password = ''] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':')
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method !== 'POST' || !match) return answer(404, { code: 20404, message: 'Not found', status: 404 })
    if (user !== match[1] || user !== SMS_DROP_ACCOUNT.accountSid || password !== SMS_DROP_ACCOUNT.authToken)
      return answer(401, { code: 20003, message: 'Authenticate', status: 401 })
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString())
      const message: ReceivedSms = {
        accountSid: match[1],
        authUser: user,
        authPassword: password,
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
      }
      if (!message.to || !message.body || !message.from)
        return answer(400, { code: 21604, message: "A 'To', 'From' and 'Body' are required.", status: 400 })
      received.push(message)
      if (dir)
        writeFileSync(path.join(dir, `${String(received.length).padStart(6, '0')}.json`), JSON.stringify(message))
      answer(201, {
        sid: `SM${String(received.length).padStart(32, '0')}`,
        account_sid: message.accountSid,
        to: message.to,
        from: message.from,
        body: message.body,
        status: 'queued',
      })
    })
  })
  const listenPort = port ?? (await freePort())
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  return {
    port: listenPort,
    url: `http://127.0.0.1:${listenPort}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

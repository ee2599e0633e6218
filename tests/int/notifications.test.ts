import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST as postAppointment } from '@/app/(frontend)/api/measuring-appointment/route'
import { POST as postQuote } from '@/app/(frontend)/api/quote-request/route'
import { parseMail } from '../support/mail'
import { getTestPayload } from './helpers'

/** New leads e-mail the business and the customer, through a real SMTP server on loopback. */
interface Received {
  to: string[]
  subject: string
  text: string
}
const inbox: Received[] = []
let server: SMTPServer

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'))
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), ...mail })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(inject('smtpPort'), '127.0.0.1', resolve))
  await getTestPayload()
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const waitFor = async (predicate: () => boolean, ms = 10_000) => {
  const start = Date.now()
  while (!predicate()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting for e-mail')
    await new Promise((r) => setTimeout(r, 50))
  }
}

const post = (handler: (r: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250)}` },
      body: JSON.stringify(body),
    }),
  )

describe('lead notifications', () => {
  it('a booking e-mails the business and confirms to the customer', async () => {
    const res = await post(postAppointment, '/api/measuring-appointment', {
      customerName: 'Mail Tester',
      customerEmail: 'mail.tester@example.com',
      customerPhone: '0121 496 0321',
      address: '3 Letterbox Lane, Harborne',
      postcode: 'B17 9AA',
      scheduledTime: 'afternoon',
      blindType: 'faux-wood',
    })
    expect(res.status).toBe(201)
    const { id } = await res.json()
    await waitFor(() => inbox.filter((m) => m.text.includes('Mail Tester') || m.subject.includes('Mail Tester')).length >= 2)

    const business = inbox.find((m) => m.subject === 'New measuring appointment: Mail Tester')!
    expect(business.to).toEqual(['hello@vb-birmingham.example'])
    expect(business.text).toContain('0121 496 0321')
    expect(business.text).toContain('Afternoon (12pm-5pm)')
    expect(business.text).toContain(`/admin/collections/measuring-appointments/${id}`)

    const customer = inbox.find((m) => m.to.includes('mail.tester@example.com'))!
    expect(customer.subject).toMatch(/received your measuring request/)
    expect(customer.text).toContain('within 24 hours')
    expect(customer.text).toContain('Faux Wood Venetian')
  })

  it('a quote request without problems e-mails both; a booking without e-mail only the business', async () => {
    await post(postQuote, '/api/quote-request', {
      firstName: 'Quote',
      lastName: 'Mailer',
      email: 'quote.mailer@example.com',
      phone: '07700 900456',
      postcode: 'B13 8AA',
    })
    await post(postAppointment, '/api/measuring-appointment', {
      customerName: 'No Email Person',
      customerPhone: '0121 496 0654',
      address: '9 Quiet Road, Erdington',
    })
    await waitFor(() => inbox.some((m) => m.to.includes('quote.mailer@example.com')) && inbox.some((m) => m.subject.includes('No Email Person')))
    expect(inbox.find((m) => m.subject === 'New quote request: Quote Mailer')?.to).toEqual(['hello@vb-birmingham.example'])
    await new Promise((r) => setTimeout(r, 300))
    expect(inbox.filter((m) => m.text.includes('No Email Person'))).toHaveLength(1)
  })

  it('a failing mail server never loses or blocks the lead', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const res = await post(postAppointment, '/api/measuring-appointment', {
      customerName: 'Server Down',
      customerPhone: '0121 496 0987',
      address: '5 Offline Street, Solihull',
      customerEmail: 'down@example.com',
    })
    expect(res.status).toBe(201)
    const payload = await getTestPayload()
    const { totalDocs } = await payload.count({ collection: 'measuring-appointments', where: { customerName: { equals: 'Server Down' } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
    await new Promise<void>((resolve) => server.listen(inject('smtpPort'), '127.0.0.1', resolve))
  })
})

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST as postAppointment } from '@/app/(frontend)/api/measuring-appointment/route'
import { POST as postQuote } from '@/app/(frontend)/api/quote-request/route'
import { CONFIRMATION_LIMITS } from '@/hooks/notifyNewLead'
import { CLIENT_ADDRESS_CONTEXT } from '@/lib/platform/clientAddress'
import { startMailCatcher } from '../support/mailCatcher'
import { getTestPayload } from '../support/int/payload'
import { testData } from '../support/int/testData'

/** New leads e-mail the business and the customer, through a real SMTP server on loopback. */
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
const inbox = () => catcher.inbox

beforeAll(async () => {
  catcher = await startMailCatcher(inject('smtpPort'))
  await getTestPayload()
})

afterAll(() => catcher.close())

const waitFor = async (predicate: () => boolean, ms = 10_000) => {
  const start = Date.now()
  while (!predicate()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting for e-mail')
    await new Promise((r) => setTimeout(r, 50))
  }
}

let client = 0
const post = (handler: (r: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      // A new client address each time: the per-client caps are tested on their own below.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++client}` },
      body: JSON.stringify(body),
    }),
  )

const settle = () => new Promise((r) => setTimeout(r, 1500))

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
    await waitFor(
      () => inbox().filter((m) => m.text.includes('Mail Tester') || m.subject.includes('Mail Tester')).length >= 2,
    )

    const business = inbox().find((m) => m.subject === 'New measuring appointment: Mail Tester')!
    expect(business.to).toEqual(['hello@vb-birmingham.example'])
    expect(business.text).toContain('0121 496 0321')
    expect(business.text).toContain('Afternoon (12pm-5pm)')
    expect(business.text).toContain(`/admin/collections/measuring-appointments/${id}`)

    const customer = inbox().find((m) => m.to.includes('mail.tester@example.com'))!
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
    await waitFor(
      () =>
        inbox().some((m) => m.to.includes('quote.mailer@example.com')) &&
        inbox().some((m) => m.subject.includes('No Email Person')),
    )
    expect(inbox().find((m) => m.subject === 'New quote request: Quote Mailer')?.to).toEqual([
      'hello@vb-birmingham.example',
    ])
    await new Promise((r) => setTimeout(r, 300))
    expect(inbox().filter((m) => m.text.includes('No Email Person'))).toHaveLength(1)
  })

  it('the fourth confirmation to one inbox in a day is not sent, while the lead is stored and the business is told', async () => {
    // One inbox, spelt four ways; four different clients, so only the per-recipient cap applies.
    const spellings = ['capped@example.com', 'Capped@Example.com', 'capped+2@example.com', 'CAPPED+x@example.com']
    const ids: number[] = []
    for (const [i, email] of spellings.entries()) {
      const res = await post(postQuote, '/api/quote-request', {
        firstName: 'Capped',
        lastName: `Number${i + 1}`,
        email,
        phone: `07700 90034${i}`,
        postcode: 'B13 8AA',
      })
      expect(res.status).toBe(201)
      ids.push((await res.json()).id)
    }
    const business = () => inbox().filter((m) => m.subject.startsWith('New quote request: Capped Number'))
    const confirmations = () => inbox().filter((m) => m.to.some((to) => /^capped/i.test(to)))
    await waitFor(() => business().length === 4 && confirmations().length >= CONFIRMATION_LIMITS.perRecipient.points)
    await settle()
    expect(business()).toHaveLength(4)
    expect(confirmations()).toHaveLength(3)
    expect(CONFIRMATION_LIMITS.perRecipient.points).toBe(3)
    const payload = await getTestPayload()
    const { totalDocs } = await payload.count({
      collection: 'quote-requests',
      where: { id: { in: ids } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(4)
  })

  it('one client address gets at most its daily number of confirmations, whoever they go to', async () => {
    const payload = await getTestPayload()
    const limit = CONFIRMATION_LIMITS.perClient.points
    // As the lead endpoint stores a lead: with the client address in the hook's context.
    for (let i = 0; i <= limit; i++) {
      await payload.create({
        collection: 'measuring-appointments',
        data: testData('measuring-appointments', {
          customerName: `Sprayer ${i}`,
          customerPhone: `0121 496 07${String(i).padStart(2, '0')}`,
          customerEmail: `spray${i}@example.com`,
          address: `${i + 1} Spray Street, Birmingham`,
          scheduledTime: 'flexible',
        }),
        overrideAccess: true,
        context: { [CLIENT_ADDRESS_CONTEXT]: '203.0.113.250' },
      })
    }
    const business = () => inbox().filter((m) => m.subject.startsWith('New measuring appointment: Sprayer'))
    const confirmations = () => inbox().filter((m) => m.to.some((to) => /^spray\d+@/.test(to)))
    await waitFor(() => business().length === limit + 1 && confirmations().length >= limit)
    await settle()
    expect(business()).toHaveLength(limit + 1)
    expect(confirmations()).toHaveLength(limit)
  })

  // Last: the mail server is down while the lead comes in; a fresh one takes the port afterwards.
  it('a failing mail server never loses or blocks the lead', async () => {
    await catcher.close()
    const res = await post(postAppointment, '/api/measuring-appointment', {
      customerName: 'Server Down',
      customerPhone: '0121 496 0987',
      address: '5 Offline Street, Solihull',
      customerEmail: 'down@example.com',
    })
    expect(res.status).toBe(201)
    const payload = await getTestPayload()
    const { totalDocs } = await payload.count({
      collection: 'measuring-appointments',
      where: { customerName: { equals: 'Server Down' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
    catcher = await startMailCatcher(inject('smtpPort'))
  })
})

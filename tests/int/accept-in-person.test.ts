import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST as postQuoteForm } from '@/app/(frontend)/api/quote/route'
import { GET as showTheCustomer } from '@/app/(visits)/visits/quote/[id]/route'
import { quoteView } from '@/lib/quotes/link'
import { loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload } from '../support/int/payload'
import { quoteAt, tokenOf } from '../support/int/quoteMoves'
import { startMailCatcher } from '../support/mailCatcher'

/**
 * The quote accepted in the front room (issue 52): the fitter opens the sent quote's own page on their phone
 * ("Show the customer"), the customer types their name; the acceptance says in person, with whom, through the same
 * one-"yes" rule, and the order confirmation is e-mailed at once.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let staffToken: string

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.246')
})
afterAll(() => mail.close())

const accept = (token: string, name: string, session?: string) =>
  postQuoteForm(
    new Request('http://localhost/api/quote', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '192.0.2.88',
        ...(session ? { authorization: `JWT ${session}` } : {}),
      },
      body: new URLSearchParams({ token, action: 'accept', name, terms: 'yes' }).toString(),
    }),
  )
const read = (id: number) => payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true })

describe('accepted in person', () => {
  it("on a staff member's device: recorded in person with their name, and the confirmation e-mailed", async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Front Room Fay' })
    const token = await tokenOf(payload, quote.id)
    const res = await accept(token, 'Front Room Fay', staffToken)
    expect(res.headers.get('location')).toBe(`/quote/${token}?done=accepted`)
    const after = await read(quote.id)
    expect(after.status).toBe('accepted')
    expect(after.acceptance).toMatchObject({ name: 'Front Room Fay', inPerson: true })
    expect(after.acceptance?.witnessName).toBeTruthy()
    const view = await quoteView(payload, token)
    expect(view.state === 'accepted' && view.inPersonWith).toBe(after.acceptance?.witnessName)
    await mail.mailTo('front.room.fay@example.com', /Your order Q\d+ is confirmed/)
  })

  it("on the customer's own device: not in person", async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Own Phone Olga' })
    await accept(await tokenOf(payload, quote.id), 'Own Phone Olga')
    expect((await read(quote.id)).acceptance).toMatchObject({ inPerson: false })
  })

  it('a second "yes" on the fitter\'s phone records nothing more', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Twice Tess' })
    const token = await tokenOf(payload, quote.id)
    const [a, b] = await Promise.all([accept(token, 'Twice Tess', staffToken), accept(token, 'Twice Tess')])
    const outcomes = [a, b].map((r) => new URL(r.headers.get('location')!, 'http://x').searchParams.get('done'))
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1)
  })
})

describe('"Show the customer" from /visits', () => {
  const open = (id: number | string, session?: string) =>
    showTheCustomer(
      new NextRequest(`http://localhost/visits/quote/${id}`, {
        headers: session ? { authorization: `JWT ${session}` } : {},
      }),
      { params: Promise.resolve({ id: String(id) }) },
    )

  it("opens the sent quote's own page for staff; anyone else gets the sign-in", async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Shown Sam' })
    const anonymous = await open(quote.id)
    expect(anonymous.headers.get('location')).toBe('/admin/login?redirect=%2Fvisits')
    const staff = await open(quote.id, staffToken)
    expect(staff.headers.get('location')).toBe(`/quote/${await tokenOf(payload, quote.id)}`)
    expect(staff.headers.get('cache-control')).toContain('no-store')
  })

  it('a draft, an accepted order or no such quote goes back to /visits', async () => {
    const draft = await quoteAt(payload, 'draft', { customerName: 'Draft Dora' })
    const accepted = await quoteAt(payload, 'accepted', { customerName: 'Done Dee' })
    for (const id of [draft.id, accepted.id, 999999, 'x']) {
      expect((await open(id, staffToken)).headers.get('location')).toBe('/visits?sent=not-found')
    }
  })
})

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as postMakeQuote } from '@/app/(frontend)/api/visits/make-quote/route'
import { POST as postOnMyWay } from '@/app/(frontend)/api/visits/on-my-way/route'
import { POST as postPayment } from '@/app/(frontend)/api/visits/payment/route'
import { DELETE as deletePhoto } from '@/app/(frontend)/api/visits/photos/[id]/route'
import { POST as postPhoto } from '@/app/(frontend)/api/visits/photos/route'
import { POST as postSignOff } from '@/app/(frontend)/api/visits/sign-off/route'
import { PUT as putWindow } from '@/app/(frontend)/api/visits/windows/[clientId]/route'
import { readFitting } from '@/lib/visits/readFitting'
import { MAX_RECORD_ID, requestId } from '@/lib/platform/requestId'
import { readMeasure } from '@/lib/visits/readMeasure'
import { callRest, hasStackTrace, loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { blankPng } from '../support/images'

/**
 * Every id a route reads from a request (issue 63) goes through one check (`requestId`, src/lib/platform): a
 * positive safe integer an id column can hold. `1e20` passed `Number.isInteger` and reached the database, which
 * answered "on my way" with a 500; now each route answers such an id with its 400 (or its 404 where a missing
 * record is the contract), never a server error.
 */
const BAD_IDS: unknown[] = [
  1e20,
  '1e20',
  2 ** 31,
  Number.MAX_SAFE_INTEGER + 2,
  '99999999999999999999',
  '2147483648',
  -1,
  0,
  1.5,
  '0x10',
  ' 7',
  '',
  null,
]
const IP = '192.0.2.160'

let payload: Payload
let staffToken: string
let ownerToken: string

beforeAll(async () => {
  payload = await getTestPayload()
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff, IP)
  ownerToken = await loginToken('owner', TEST_PASSWORDS.owner, IP)
})

const json = (handler: (request: NextRequest) => Promise<Response>, path: string, body: unknown) =>
  handler(
    new NextRequest(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost', authorization: `JWT ${staffToken}` },
      body: JSON.stringify(body),
    }),
  )

/** A 4xx without a stack trace; its JSON body. */
async function clientError(res: Response, expected: number[] = [400]) {
  const text = await res.text()
  expect(expected, `${res.status} ${text}`).toContain(res.status)
  expect(hasStackTrace(text)).toBe(false)
  return text ? JSON.parse(text) : null
}

describe('requestId', () => {
  it('takes a positive whole number an id column holds, as a number or its digits; nothing else', () => {
    expect(requestId(12)).toBe(12)
    expect(requestId('12')).toBe(12)
    expect(requestId(MAX_RECORD_ID)).toBe(MAX_RECORD_ID)
    for (const bad of [...BAD_IDS, undefined, {}, [1], '12abc', '+12', '1.0', Number.NaN, Infinity])
      expect(requestId(bad), String(bad)).toBeNull()
  })
})

describe('ids past what a record can have are answered as the client’s mistake, on every route', () => {
  it('"On my way" (JSON and a form post)', async () => {
    for (const id of BAD_IDS) {
      const res = await json(postOnMyWay, '/api/visits/on-my-way', { kind: 'measuring', id, minutes: 10 })
      expect(await clientError(res), String(id)).toEqual({ ok: false, code: 'invalid' })
    }
    const form = await postOnMyWay(
      new NextRequest('http://localhost/api/visits/on-my-way', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          host: 'localhost',
          authorization: `JWT ${staffToken}`,
        },
        body: new URLSearchParams({ kind: 'fitting', id: '1e20', minutes: '10' }).toString(),
      }),
    )
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/visits?sent=invalid')
  })

  it('"Make the quote", the fitting sign-off and a payment at the fitting', async () => {
    for (const id of BAD_IDS) {
      expect(await clientError(await json(postMakeQuote, '/api/visits/make-quote', { appointment: id }))).toMatchObject(
        { ok: false, code: 'invalid' },
      )
      expect(await clientError(await json(postSignOff, '/api/visits/sign-off', { quote: id }))).toMatchObject({
        ok: false,
        code: 'invalid',
      })
      const payment = { quote: id, amount: '10', method: 'cash', seen: '' }
      expect(await clientError(await json(postPayment, '/api/visits/payment', payment))).toMatchObject({
        ok: false,
        code: 'invalid',
      })
    }
  })

  it('a measured window naming such a visit or blind', async () => {
    const { docs } = await payload.find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true })
    const window = {
      position: 1,
      room: 'Hall',
      widthMm: 900,
      dropMm: 1200,
      fit: 'recess',
      fixing: 'top',
      safetyDevice: 'cleat',
    }
    for (const id of BAD_IDS) {
      const clientId = crypto.randomUUID()
      for (const body of [
        { ...window, controlSide: 'left', appointment: id, product: docs[0].id },
        { ...window, controlSide: 'left', appointment: 1, product: id },
      ]) {
        const res = await putWindow(
          new NextRequest(`http://localhost/api/visits/windows/${clientId}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', host: 'localhost', authorization: `JWT ${staffToken}` },
            body: JSON.stringify(body),
          }),
          { params: Promise.resolve({ clientId }) },
        )
        expect(await clientError(res), String(id)).toMatchObject({ ok: false, code: 'invalid' })
      }
    }
  })

  it('a visit photo for such a visit or order, and deleting such a photo', async () => {
    for (const id of ['1e20', '99999999999999999999', '2147483648', '-1', '0']) {
      for (const [stage, field] of [
        ['measuring', 'appointment'],
        ['fitted', 'quote'],
      ]) {
        const form = new FormData()
        form.set('clientId', crypto.randomUUID())
        form.set('windowClientId', crypto.randomUUID())
        form.set('stage', stage)
        form.set(field, id)
        // A photo that reads (the route checks the photo first, then the visit or order it is for).
        form.set('file', new File([new Uint8Array(blankPng(8, 6))], 'IMG.PNG', { type: 'image/png' }))
        const res = await postPhoto(
          new NextRequest('http://localhost/api/visits/photos', {
            method: 'POST',
            headers: { host: 'localhost', authorization: `JWT ${staffToken}` },
            body: form,
          }),
        )
        expect(await clientError(res), `${stage} ${id}`).toMatchObject({ ok: false, code: 'invalid' })
      }
      const removed = await deletePhoto(
        new NextRequest(`http://localhost/api/visits/photos/${id}`, {
          method: 'DELETE',
          headers: { host: 'localhost', authorization: `JWT ${staffToken}` },
        }),
        { params: Promise.resolve({ id }) },
      )
      expect(await clientError(removed), id).toMatchObject({ ok: false, code: 'invalid' })
    }
  })

  it('the staff pages read no such visit or order', async () => {
    const staff = await userFor(payload, 'staff')
    for (const id of ['1e20', '99999999999999999999', '2147483648', '-1', 'abc']) {
      expect(await readMeasure(payload, staff, id)).toBeUndefined()
      expect(await readFitting(payload, staff, id)).toBeNull()
    }
  })

  it('the quote, local job and privacy actions under /api/cms answer 404 or 400 (their contracts)', async () => {
    for (const id of ['1e20', '99999999999999999999', '2147483648']) {
      for (const [method, path] of [
        ['POST', `/api/cms/quotes/from-appointment/${id}`],
        ['GET', `/api/cms/quotes/${id}/send-preview`],
        ['POST', `/api/cms/quotes/${id}/send`],
        ['POST', `/api/cms/quotes/${id}/fitted`],
        ['POST', `/api/cms/quotes/${id}/local-job`],
        ['GET', `/api/cms/local-jobs/${id}/fitting-photos`],
        ['POST', `/api/cms/local-jobs/${id}/fitting-photos/1`],
        ['GET', `/api/cms/quotes/${id}`],
        ['GET', `/api/cms/measured-windows/${id}`],
      ] as const) {
        const res = await callRest(method, path, { token: ownerToken, ip: IP })
        await clientError(res, [400, 404])
      }
      const callback = await callRest('POST', '/api/cms/privacy-requests/callback', {
        token: ownerToken,
        body: { request: id },
        ip: IP,
      })
      expect((await clientError(callback)).errors[0].message).toBe('No open request.')
    }
  })
})

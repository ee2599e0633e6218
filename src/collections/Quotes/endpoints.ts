import type { Endpoint, PayloadRequest } from 'payload'

import { requestId } from '@/lib/platform/requestId'
import { isStaffUser } from '@/lib/platform/roles'
import { createQuoteFromAppointment, createLocalJobFromOrder, markFitted, sendQuote, sendPreview } from '@/lib/orders'

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** Staff actions on quotes, under /api/cms/quotes: owner and staff only. */
const staffOnly =
  (handler: (req: PayloadRequest, id: string) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    if (!isStaffUser(req.user)) return json(403, { error: 'Sign in as staff or owner.' })
    const id = requestId(String(req.routeParams?.id ?? ''))
    if (id === null) return json(404, { error: 'Not found.' })
    return handler(req, String(id))
  }

export const quoteEndpoints: Endpoint[] = [
  {
    // "Create quote" on a measuring appointment.
    path: '/from-appointment/:id',
    method: 'post',
    handler: staffOnly(async (req, id) => {
      const result = await createQuoteFromAppointment(req.payload, id, req)
      return result.ok ? json(201, { id: result.id }) : json(result.status, { error: result.error })
    }),
  },
  {
    // What "Send to customer" would send (to whom, the total, the respond-by date): its confirmation reads this.
    path: '/:id/send-preview',
    method: 'get',
    handler: staffOnly(async (req, id) => {
      const result = await sendPreview(req.payload, id, req)
      return result.ok ? json(200, result) : json(result.status, { error: result.error })
    }),
  },
  {
    // "Send to customer": the link goes only to the customer's inbox, never into this answer.
    path: '/:id/send',
    method: 'post',
    handler: staffOnly(async (req, id) => {
      const result = await sendQuote(req.payload, id, req)
      return result.ok
        ? json(200, { revision: result.revision, to: result.to })
        : json(result.status, { error: result.error })
    }),
  },
  {
    // "Mark fitted" on an accepted order: the day it was fitted, today unless another is given.
    path: '/:id/fitted',
    method: 'post',
    handler: staffOnly(async (req, id) => {
      const body = (await req.json?.().catch(() => ({}))) as { day?: unknown; early?: unknown } | undefined
      const day = typeof body?.day === 'string' ? body.day : null
      const result = await markFitted(req.payload, id, day, req, new Date(), body?.early === true)
      return result.ok ? json(200, { fittedAt: result.fittedAt }) : json(result.status, { error: result.error })
    }),
  },
  {
    // "Create local job" on a fitted order: an unpublished draft the owner completes and publishes.
    path: '/:id/local-job',
    method: 'post',
    handler: staffOnly(async (req, id) => {
      const body = (await req.json?.().catch(() => ({}))) as { area?: unknown } | undefined
      const area = typeof body?.area === 'string' ? body.area : null
      const result = await createLocalJobFromOrder(req.payload, id, area, req)
      return result.ok
        ? json(201, { id: result.id })
        : json(result.status, { error: result.error, choices: result.choices })
    }),
  },
]

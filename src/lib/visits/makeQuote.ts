import type { Payload, PayloadRequest } from 'payload'

import { inLockedTransaction } from '@/lib/platform/lockedTransaction'
import { relationId } from '@/lib/platform/relationId'
import { requestId } from '@/lib/platform/requestId'
import { isStaffUser, type SignedInUser } from '@/lib/platform/roles'
import { quoteDataFromAppointment, productsById, sendQuote } from '@/lib/orders'
import { windowProblem } from '@/lib/windows/window'
import type { MeasuredWindow, Quote } from '@/payload-types'
import { errorMessage, errorStatus, firstFieldError } from '@/lib/platform/narrow'
import { isOpenVisitStatus } from './openVisit'

type Line = NonNullable<Quote['lines']>[number]

export type MakeQuoteOutcome =
  | { ok: true; code: 'quote-sent' | 'quote-unchanged'; quoteId: number }
  /** Made, but not sent: the customer gave no e-mail (the quote waits in /admin for one). */
  | { ok: true; code: 'quote-no-email'; quoteId: number }
  | {
      ok: false
      status: 400 | 403 | 404 | 409
      code: 'invalid' | 'refused' | 'not-found' | 'nothing-measured' | 'not-sendable' | 'window-refused'
      error?: string
    }

/** A measured window as a quote line: the window as measured (fit, fixing and the device chosen at the visit too). */
export function lineFromMeasured(w: MeasuredWindow): Line {
  return {
    room: w.room ?? null,
    widthMm: w.widthMm,
    dropMm: w.dropMm,
    fit: w.fit,
    fixing: w.fixing,
    product: relationId(w.product),
    finish: w.finish ?? null,
    options: w.options ?? [],
    controlSide: w.controlSide ?? null,
    safetyDevice: w.safetyDevice,
    adjustmentPence: 0,
  }
}

/** What a line says that the customer pays for: two quotes with the same keys quote the same windows. */
const lineKey = (l: Line) =>
  JSON.stringify([
    l.room ?? '',
    l.widthMm,
    l.dropMm,
    relationId(l.product),
    l.finish ?? '',
    [...(l.options ?? [])].sort(),
    l.controlSide ?? '',
    l.fit ?? '',
    l.fixing ?? '',
    l.safetyDevice ?? '',
  ])
const sameLines = (a: Line[], b: Line[]) =>
  a.length === b.length && a.every((line, i) => lineKey(line) === lineKey(b[i]))

/**
 * "Make the quote" on a measuring visit: the windows measured on the phone become the visit's quote (the same lines,
 * prices and offers as "Create quote" in /admin, priced by the quote's own save hook) and it is sent to the customer,
 * whose link the fitter can then show for acceptance in person. Remade after a re-measure, the visit's open quote is
 * revised and sent again (its older link retired); made twice with nothing changed (a double tap, a second phone),
 * nothing is sent twice. One visit at a time: a transaction-scoped advisory lock per appointment.
 */
export async function makeQuoteFromVisit(
  payload: Payload,
  user: SignedInUser,
  appointmentId: unknown,
  now = new Date(),
): Promise<MakeQuoteOutcome> {
  if (!isStaffUser(user)) return { ok: false, status: 403, code: 'refused' }
  const id = requestId(appointmentId)
  if (id === null) return { ok: false, status: 400, code: 'invalid' }

  return inLockedTransaction(payload, 'making a quote', `make-quote:${id}`, (t) =>
    makeUnderLock(payload, id, t.req, now),
  )
}

async function makeUnderLock(
  payload: Payload,
  id: number,
  req: Partial<PayloadRequest>,
  now: Date,
): Promise<MakeQuoteOutcome> {
  const appointment = await payload
    .findByID({ collection: 'measuring-appointments', id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!appointment || !isOpenVisitStatus(appointment.status)) return { ok: false, status: 404, code: 'not-found' }
  const { docs: measured } = await payload.find({
    collection: 'measured-windows',
    where: { appointment: { equals: id } },
    sort: ['position', 'createdAt'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (measured.length === 0) return { ok: false, status: 409, code: 'nothing-measured' }
  const refused = await refusedWindow(payload, measured, req)
  if (refused) return refused
  const lines = measured.map(lineFromMeasured)

  const { docs: open } = await payload.find({
    collection: 'quotes',
    where: { and: [{ appointment: { equals: id } }, { status: { in: ['draft', 'sent'] } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const existing = open[0]
  if (existing?.status === 'sent' && sameLines(existing.lines ?? [], lines))
    return { ok: true, code: 'quote-unchanged', quoteId: existing.id }

  const quote = await (
    existing
      ? payload.update({ collection: 'quotes', id: existing.id, overrideAccess: true, req, data: { lines } })
      : payload.create({
          collection: 'quotes',
          overrideAccess: true,
          req,
          data: quoteDataFromAppointment(appointment, lines),
        })
  ).catch((error: unknown) => refusal(error))
  if ('ok' in quote) return quote
  if (!quote.customerEmail) return { ok: true, code: 'quote-no-email', quoteId: quote.id }
  const sent = await sendQuote(payload, quote.id, req, now)
  if (!sent.ok) return { ok: false, status: 409, code: 'not-sendable', error: sent.error }
  return { ok: true, code: 'quote-sent', quoteId: quote.id }
}

/**
 * The first measured window the quote's lines would refuse, answered 400 with the reason the phone gives for it
 * (the window's one rule, `windowProblem`), or null. The phone refuses such a window before it is stored; this
 * answers for windows stored under an earlier rule, which the fitter corrects and saves again.
 */
async function refusedWindow(
  payload: Payload,
  measured: MeasuredWindow[],
  req: Partial<PayloadRequest>,
): Promise<MakeQuoteOutcome | null> {
  const products = await productsById(payload, req)
  for (const [i, w] of measured.entries()) {
    const id = relationId(w.product)
    const problem = windowProblem(w, { named: id !== null, product: products.get(String(id)) })
    if (problem) return { ok: false, status: 400, code: 'window-refused', error: `Window ${i + 1}: ${problem}` }
  }
  return null
}

/** A quote's save refused with a reason (400: its validation or a hook's refusal) as the answer; anything else throws. */
function refusal(error: unknown): MakeQuoteOutcome {
  if (errorStatus(error) !== 400) throw error
  return { ok: false, status: 400, code: 'window-refused', error: firstFieldError(error) ?? errorMessage(error) }
}

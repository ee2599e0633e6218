import { sql } from '@payloadcms/db-postgres'
import { APIError, type Payload } from 'payload'

import { moreThanOwed, moneyAtFitting } from '../money/atFitting'
import { inLockedTransaction } from '@/lib/platform/lockedTransaction'
import { getLimiter } from '@/lib/platform/rateLimit'
import { isStaffUser, type SignedInUser } from '@/lib/platform/roles'
import { mayReceipt } from '../money/receiptMail'
import { fittingPaymentSchema, seenPayments } from './paymentForm'

export type FittingPaymentOutcome =
  /** recorded: `receipt` says whether the customer is e-mailed its receipt (not without an e-mail, nor once erased) */
  | { ok: true; code: 'recorded'; owedPence: number; receipt: boolean }
  | {
      ok: false
      status: 400 | 403 | 404 | 409 | 429
      code: 'refused' | 'invalid' | 'not-found' | 'not-accepted' | 'too-much' | 'changed' | 'too-many' | 'not-recorded'
      error?: string
    }

/** Ten payments a minute per member of staff: more is a stuck button or a script, not a fitter. */
const paymentLimit = getLimiter('fitting-payment', { points: 10, duration: 60 })

const NOT_ACCEPTED = 'A payment is recorded on the phone only on an accepted order, before it is signed off.'
const CHANGED =
  'A payment was recorded on this order meanwhile: nothing was recorded now. Check what is still owed, then record it again if it is.'

/**
 * A cash or cheque payment taken at the fitting, recorded on the fitter's phone (issue 66). It goes through the
 * order's own save, with the signed-in user, exactly as a payment added in /admin does: the quotes' hooks lock the
 * row, check the payment (`keepPayments`), work out the figures and e-mail the customer the receipt. Before that,
 * under a lock per order and the order's row lock: owner and staff only, an accepted order only, never more than is
 * still owed, and only over the payments the page showed (`seen`), so a double tap or a second phone records it
 * once (the second answers `changed`).
 */
export async function recordFittingPayment(
  payload: Payload,
  user: SignedInUser,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<FittingPaymentOutcome> {
  if (!isStaffUser(user)) return { ok: false, status: 403, code: 'refused' }
  const parsed = fittingPaymentSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, code: 'invalid', error: parsed.error.issues[0]?.message }
  const { quote: id, amount, method, seen } = parsed.data
  // The limit's store failing must not stop a payment being recorded: the order's own checks still hold.
  if (!(await paymentLimit.take(payload, `user:${user.id}`).catch(() => true)))
    return { ok: false, status: 429, code: 'too-many' }

  try {
    return await inLockedTransaction(payload, 'a payment at the fitting', `fitting-payment:${id}`, async (t) => {
      // The order's row first, as `guardQuote` locks it: a save from /admin waits for this one (and is then told to
      // reload), so the payments read here are those this save adds to.
      await t.db.execute(sql`select id from quotes where id = ${id} for update`)
      const quote = await payload
        .findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true, req: t.req })
        .catch(() => null)
      if (!quote || quote.status === 'draft' || quote.status === 'sent')
        return { ok: false, status: 404, code: 'not-found' } as const
      if (quote.status !== 'accepted')
        return { ok: false, status: 409, code: 'not-accepted', error: NOT_ACCEPTED } as const
      const payments = quote.payments ?? []
      if (seenPayments(payments) !== seen) return { ok: false, status: 409, code: 'changed', error: CHANGED } as const
      const tooMuch = moreThanOwed(amount, moneyAtFitting(quote.totals, payments).owedPence)
      if (tooMuch) return { ok: false, status: 400, code: 'too-much', error: tooMuch } as const
      const saved = await payload.update({
        collection: 'quotes',
        id,
        data: { payments: [...payments, { amountPence: amount, paidOn: now.toISOString(), method }] },
        depth: 0,
        user,
        overrideAccess: false,
        req: t.req,
      })
      return {
        ok: true,
        code: 'recorded',
        owedPence: moneyAtFitting(saved.totals, saved.payments).owedPence,
        receipt: mayReceipt(saved),
      } as const
    })
  } catch (error) {
    // The order's own rules (a save that came first, a refused payment): their sentence, nothing recorded.
    if (error instanceof APIError && error.status >= 400 && error.status < 500)
      return error.status === 409
        ? { ok: false, status: 409, code: 'changed', error: CHANGED }
        : { ok: false, status: 400, code: 'not-recorded', error: error.message }
    throw error
  }
}

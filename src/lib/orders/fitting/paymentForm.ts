import { parsePounds } from '@/lib/pricing/poundsInput'
import { z } from '@/lib/validation/zod'
import { recordId } from '@/lib/validation/recordId'
import { FITTING_PAYMENT_METHODS, type FittingPaymentMethod } from './paymentWords'

const METHODS = FITTING_PAYMENT_METHODS.map((m) => m.value) as [FittingPaymentMethod, ...FittingPaymentMethod[]]

/**
 * A cash or cheque payment recorded on the fitting's page, as the form checks it and `POST /api/visits/payment` reads
 * it: the order, the amount in pounds (to pence, under the payments' own range), how it was paid, and the payments the
 * page showed (`seen`: their ids), so a double tap or a payment recorded meanwhile records nothing twice.
 */
export const fittingPaymentSchema = z.object({
  quote: recordId('Unknown order.'),
  amount: z.union([z.string(), z.number()]).transform((value, ctx) => {
    const text = String(value).trim()
    if (!text) {
      ctx.addIssue({ code: 'custom', message: 'Type the amount in pounds, e.g. 150 or 150.50.' })
      return z.NEVER
    }
    const parsed = parsePounds(text, 'payment')
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message })
      return z.NEVER
    }
    return parsed.pence
  }),
  method: z.enum(METHODS, { error: 'Choose cash or cheque.' }),
  seen: z
    .string()
    .max(2000)
    .regex(/^[\w,-]*$/, 'Reload the page and try again.')
    .default(''),
})

export type FittingPaymentInput = z.input<typeof fittingPaymentSchema>

/** The payments a page showed, as it sends them back (`seen`). */
export const seenPayments = (payments: readonly { id?: string | null }[] | null | undefined) =>
  (payments ?? []).map((p) => String(p.id ?? '')).join(',')

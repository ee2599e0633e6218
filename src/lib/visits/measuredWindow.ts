import { z } from 'zod'

import { CONTROL_SIDES, FITS, FIXINGS } from '@/lib/quotes/options'
import { typedText } from '@/lib/validation/typedText'

/** Measured sizes, whole millimetres, within what a quote line takes. */
export const MM_MIN = 100
export const MM_MAX = 5000
export const ROOM_MAX = 60

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]]

const millimetres = (what: string) =>
  z.coerce
    .number({ message: `Type the ${what} in millimetres.` })
    .int(`The ${what} in whole millimetres.`)
    .min(MM_MIN, `The ${what} is at least ${MM_MIN} mm.`)
    .max(MM_MAX, `The ${what} is at most ${MM_MAX} mm.`)

/**
 * One window measured on the phone, as the measure form holds it and `PUT /api/visits/windows/<clientId>` takes it:
 * the one schema for both. Whether the finish and options belong to the blind is checked on the server too, against
 * the product (`measuredWindowProblem`).
 */
export const measuredWindowSchema = z.object({
  appointment: z.coerce.number().int().positive(),
  position: z.coerce.number().int().min(1).max(99),
  room: typedText(z.string().trim().max(ROOM_MAX, `Keep the room under ${ROOM_MAX} characters.`)),
  widthMm: millimetres('width'),
  dropMm: millimetres('drop'),
  fit: z.enum(values(FITS), { message: 'Choose recess or exact fit.' }),
  fixing: z.enum(values(FIXINGS), { message: 'Choose top or face fix.' }),
  controlSide: z.enum(values(CONTROL_SIDES)).nullable().optional(),
  product: z.coerce.number({ message: 'Choose the blind.' }).int().positive('Choose the blind.'),
  finish: z.string().trim().max(80).nullable().optional(),
  options: z.array(z.string().max(60)).max(20).default([]),
  measuredAt: z.string().datetime().optional(),
})

export type MeasuredWindowInput = z.infer<typeof measuredWindowSchema>

/** A phone-made id: a UUID (crypto.randomUUID), the window's idempotency key. */
export const CLIENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Why a window's finish or options do not belong to its blind, or null. */
export function measuredWindowProblem(
  input: { finish?: string | null; options?: string[] | null },
  product: { finishes?: { name: string }[] | null; options?: { code: string }[] | null },
): string | null {
  const finishes = (product.finishes ?? []).map((f) => f.name)
  if (input.finish && !finishes.includes(input.finish)) return `"${input.finish}" is not a finish of this blind.`
  const codes = (product.options ?? []).map((o) => o.code)
  const foreign = (input.options ?? []).filter((o) => !codes.includes(o))
  if (foreign.length) return `Not an option of this blind: ${foreign.join(', ')}.`
  return null
}

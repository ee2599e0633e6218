import { z } from '@/lib/validation/zod'

import { requestId } from '@/lib/platform/requestId'
import { CONTROL_SIDES, FITS, FIXINGS } from '@/lib/quotes/options'
import { typedText } from '@/lib/validation/typedText'

/** A window is measured in whole millimetres; the grids and the factory take nothing smaller or larger. */
export const MM_MIN = 100
export const MM_MAX = 5000
export const ROOM_MAX = 60

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]]

const millimetres = (what: string) =>
  z
    .number({ error: `Enter the ${what} in millimetres.` })
    .int(`Enter the ${what} in whole millimetres.`)
    .min(MM_MIN, `The ${what} is at least ${MM_MIN} mm.`)
    .max(MM_MAX, `The ${what} is at most ${MM_MAX} mm.`)

/** A record's id as a number or its digits, checked as every id from a request is (`requestId`): `1e20` is refused. */
const id = (message: string) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const checked = requestId(value)
    if (checked === null) ctx.addIssue({ code: 'custom', message })
    return checked ?? z.NEVER
  })

/** A measurement problem in a field's own words, or null (the collection's field validation). */
export function millimetresProblem(value: unknown, what: string): string | null {
  const result = millimetres(what).safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid.')
}

/**
 * One window as the phone sends it (PUT /api/visits/windows/<clientId>) and as the measure form checks it: the same
 * schema in both places. The product's own finishes and options are checked on the server (every path), where the
 * products are known.
 */
export const measuredWindowSchema = z.object({
  appointment: id('Unknown visit.'),
  position: z.number().int().min(1).max(500),
  room: typedText(z.string().trim().max(ROOM_MAX, `Keep the room to ${ROOM_MAX} characters.`)),
  widthMm: millimetres('width'),
  dropMm: millimetres('drop'),
  fit: z.enum(values(FITS), { error: 'Choose recess or exact fit.' }),
  fixing: z.enum(values(FIXINGS), { error: 'Choose top or face fix.' }),
  controlSide: z.enum(values(CONTROL_SIDES), { error: 'Choose the control side.' }),
  product: id('Choose a blind from the list.'),
  finish: z.string().trim().max(60).default(''),
  options: z
    .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/))
    .max(20)
    .default([]),
  measuredAt: z.iso.datetime({ offset: true }).optional(),
})

export type MeasuredWindowInput = z.input<typeof measuredWindowSchema>
export type MeasuredWindowData = z.output<typeof measuredWindowSchema>

/** The phone's id for a window (crypto.randomUUID()), the endpoint's idempotency key. */
export const CLIENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Why a product's finish or options do not belong to it, or null. */
export function productChoiceProblem(
  product: { finishes: readonly string[]; options: readonly string[] },
  finish: string | null | undefined,
  options: readonly string[] | null | undefined,
): string | null {
  if (finish && !product.finishes.includes(finish)) return `The finish “${finish}” is not one of this blind’s.`
  const foreign = (options ?? []).filter((o) => !product.options.includes(o))
  if (foreign.length > 0) return `Not options of this blind: ${foreign.join(', ')}.`
  return null
}

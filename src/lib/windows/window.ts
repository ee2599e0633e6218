import { z } from '@/lib/validation/zod'

import { recordId } from '@/lib/validation/recordId'
import { checkWindowChoices, type PricedProduct } from '@/lib/pricing/estimate'
import { roomLabel, roomProblem, ROOM_MAX, ROOM_MONEY_MESSAGE } from '@/lib/pricing/priceSchema'
import { CONTROL_SIDES, FITS, FIXINGS, SAFETY_DEVICES } from '@/lib/orders/client'

/**
 * The window, defined once: what the fitter measures on the phone (a measured window), what "Make the quote" turns it
 * into (a quote's line, the same fields in /admin) and what the accepted copy freezes. Every path checks it with the
 * rules here, in the same words, so whatever the phone can save the quote can be made from, and whatever the quote
 * would refuse the phone refuses first:
 *
 *   windowSchema        the fields as a request sends them (the phone's save, its form), pure rules only
 *   windowProblem       the whole window against its blind (finish and options its own, each once), as stored
 *   millimetresProblem  one size, in a field's own words
 *
 * The room is the quote's short label (the estimate's and the leads' rule): one line, at most ROOM_MAX characters,
 * no markup, no prices or amounts.
 */
export { roomProblem, ROOM_MAX, ROOM_MONEY_MESSAGE }

/** A window is measured in whole millimetres; the grids and the factory take nothing smaller or larger. */
export const MM_MIN = 100
export const MM_MAX = 5000

export const CHOOSE_BLIND_MESSAGE = 'Choose a blind from the list.'

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]]

const millimetres = (what: string) =>
  z
    .number({ error: `Enter the ${what} in millimetres.` })
    .int(`Enter the ${what} in whole millimetres.`)
    .min(MM_MIN, `The ${what} is at least ${MM_MIN} mm.`)
    .max(MM_MAX, `The ${what} is at most ${MM_MAX} mm.`)

/** A measurement problem in a field's own words, or null. */
export function millimetresProblem(value: unknown, what: 'width' | 'drop'): string | null {
  const result = millimetres(what).safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid.')
}

/**
 * The window's fields as a request sends them. The blind's own finishes and options (and each option once) are its
 * blind's rule, `windowProblem`, checked where the products are known (the server, on every path).
 */
export const windowSchema = z.object({
  room: roomLabel.default(''),
  widthMm: millimetres('width'),
  dropMm: millimetres('drop'),
  fit: z.enum(values(FITS), { error: 'Choose recess or exact fit.' }),
  fixing: z.enum(values(FIXINGS), { error: 'Choose top or face fix.' }),
  controlSide: z.enum(values(CONTROL_SIDES), { error: 'Choose the control side.' }),
  product: recordId(CHOOSE_BLIND_MESSAGE),
  finish: z.string().trim().max(60).default(''),
  options: z
    .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Choose from the options listed.'))
    .max(20)
    .default([]),
  safetyDevice: z.enum(values(SAFETY_DEVICES), { error: 'Choose the child-safety device.' }),
})

export type WindowInput = z.input<typeof windowSchema>
export type WindowData = z.output<typeof windowSchema>

/** A window as a measured window or a quote's line stores it (any field may be empty on a quote's draft line). */
export interface StoredWindow {
  room?: unknown
  widthMm?: unknown
  dropMm?: unknown
  finish?: unknown
  options?: unknown
}

/** Its blind as the rules read it (`pricedProductOf`): its name, options and finishes. */
export type WindowProduct = Pick<PricedProduct, 'name' | 'options'> & { finishes: string[] }

const present = (value: unknown) => value !== null && value !== undefined && value !== ''

/**
 * Why this window cannot be quoted as it is, in the words every path shows, or null: its room, its sizes (when given),
 * its blind when it names one (`blind.product`: undefined when there is no such blind) and that blind's own finish and
 * options, each once. A quote's draft line may leave sizes and blind empty ("Send to customer" asks for them).
 */
export function windowProblem(
  window: StoredWindow,
  blind: { named: boolean; product: WindowProduct | undefined },
): string | null {
  const room = roomProblem(window.room)
  if (room) return room
  for (const what of ['width', 'drop'] as const) {
    const value = what === 'width' ? window.widthMm : window.dropMm
    const problem = present(value) ? millimetresProblem(value, what) : null
    if (problem) return problem
  }
  if (!blind.named) return null
  if (!blind.product) return CHOOSE_BLIND_MESSAGE
  const options = Array.isArray(window.options) ? window.options.map(String) : []
  const finish = typeof window.finish === 'string' ? window.finish : undefined
  const checked = checkWindowChoices({ options, finish }, blind.product)
  return 'field' in checked ? checked.message : null
}

import { z } from '@/lib/validation/zod'

import { UNITS, UNIT_LABELS } from './units'
import { singleLineText } from '@/lib/validation/common'

import { fieldName, MAX_WINDOWS, ROOM_MAX, type WindowField } from './query'

export { readEstimateQuery } from './query'

const size = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .regex(/^\d{1,5}(\.\d{1,2})?$/, `Enter the ${label} as a number, e.g. 120.`)
    .transform(Number)
    .refine((v) => v > 0, `Enter the ${label} as a number, e.g. 120.`)

/** A room is a short label ("Kitchen", "Bedroom 2"), shown as a label in every document, never among the amounts. */
export { ROOM_MAX }
export const ROOM_MONEY_MESSAGE = 'Please give the room a short name, e.g. Kitchen, without prices or amounts.'
/** Currency symbols and words that make a room read like an amount ("Kitchen Total: £1"). */
const MONEY = /[£$€¥¢]|\b(?:gbp|usd|eur|pounds?|pence|total)\b|\d+p\b/i

/**
 * The room rule: one line under the rule for visitor-typed single-line fields (today the lead names' check in
 * `common.ts`: no control or text-direction characters, no markup), at most ROOM_MAX characters, no amounts.
 */
export const roomLabel = singleLineText(ROOM_MAX).refine((v) => !MONEY.test(v), ROOM_MONEY_MESSAGE)

/** The same rule for a stored room (admin saves, quotes): the first problem, or null. */
export function roomProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const checked = roomLabel.safeParse(value)
  return checked.success ? null : (checked.error.issues[0]?.message ?? ROOM_MONEY_MESSAGE)
}

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), singleLineText(max).optional())

export const windowSchema = z.object({
  product: z
    .string()
    .trim()
    .min(1, 'Choose a blind.')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Choose a blind.')
    .max(100),
  width: size('width'),
  drop: size('drop'),
  options: z
    .array(
      z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Choose from the options listed.')
        .max(40),
    )
    .max(10),
  finish: optionalText(60),
  room: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), roomLabel.optional()),
})

export const estimateQuerySchema = z.object({
  unit: z.enum(UNITS, { message: `Choose a unit: ${UNITS.map((u) => UNIT_LABELS[u]).join(', ')}.` }),
  offer: z.enum(['area']).optional(),
  windows: z.array(windowSchema).min(1).max(MAX_WINDOWS, `Price up to ${MAX_WINDOWS} windows at a time.`),
})

export type EstimateQuery = z.infer<typeof estimateQuerySchema>

/** Field messages keyed by the form's own field names (`width`, `drop.1`, …). */
export function estimateFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const [first, index, field] = issue.path
    const key =
      first === 'windows' && typeof index === 'number' && typeof field === 'string'
        ? fieldName(field as WindowField, index)
        : String(first)
    out[key] ??= issue.message
  }
  return out
}

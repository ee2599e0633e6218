import { z } from 'zod'

import { UNITS, UNIT_LABELS } from '@/lib/pricing/units'
import { singleLineText } from './common'

/**
 * The estimate's fields, shared by the browser's estimate form, `GET /api/price` and the `/price` page. One window
 * is the plain names (`product`, `width`, `drop`, `options`, `finish`, `room`); further windows add their index
 * (`product.1`, `width.1`, …). The unit (`unit`: cm, mm or in) is one for the whole form. Options are
 * comma-separated codes or the same name repeated (checkboxes).
 */
export const MAX_WINDOWS = 20
export const WINDOW_FIELDS = ['product', 'width', 'drop', 'options', 'finish', 'room'] as const

export const fieldName = (field: (typeof WINDOW_FIELDS)[number], index: number) =>
  index === 0 ? field : `${field}.${index}`

const size = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .regex(/^\d{1,5}(\.\d{1,2})?$/, `Enter the ${label} as a number, e.g. 120.`)
    .transform(Number)
    .refine((v) => v > 0, `Enter the ${label} as a number, e.g. 120.`)

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
  room: optionalText(60),
})

export const estimateQuerySchema = z.object({
  unit: z.enum(UNITS, { message: `Choose a unit: ${UNITS.map((u) => UNIT_LABELS[u]).join(', ')}.` }),
  offer: z.enum(['area']).optional(),
  windows: z.array(windowSchema).min(1).max(MAX_WINDOWS, `Price up to ${MAX_WINDOWS} windows at a time.`),
})

export type EstimateQuery = z.infer<typeof estimateQuerySchema>

const isPresent = (params: URLSearchParams, index: number) => WINDOW_FIELDS.some((f) => params.has(fieldName(f, index)))

/** The windows as sent, read by index until one is missing (at most MAX_WINDOWS + 1, so too many is an error). */
export function readEstimateQuery(params: URLSearchParams) {
  const windows = []
  for (let i = 0; i <= MAX_WINDOWS && (i === 0 || isPresent(params, i)); i++) {
    windows.push({
      product: params.get(fieldName('product', i)) ?? '',
      width: params.get(fieldName('width', i)) ?? '',
      drop: params.get(fieldName('drop', i)) ?? '',
      options: params
        .getAll(fieldName('options', i))
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
      finish: params.get(fieldName('finish', i)) ?? undefined,
      room: params.get(fieldName('room', i)) ?? undefined,
    })
  }
  return { unit: params.get('unit') || 'cm', offer: params.get('offer') || undefined, windows }
}

/** Field messages keyed by the form's own field names (`width`, `drop.1`, …). */
export function estimateFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const [first, index, field] = issue.path
    const key =
      first === 'windows' && typeof index === 'number' && typeof field === 'string'
        ? fieldName(field as (typeof WINDOW_FIELDS)[number], index)
        : String(first)
    out[key] ??= issue.message
  }
  return out
}

import type { Unit } from './units'

/**
 * The estimate form's fields as a query string (the `/price` page's GET form, `GET /api/price`, the booking form's
 * hidden windows). One window is the plain names (`product`, `width`, `drop`, `options`, `finish`, `room`); further
 * windows add their index (`product.1`, `width.1`, …). The unit (`unit`) is one for the whole form. Options are
 * comma-separated codes or the same name repeated (checkboxes). No zod here: the browser's estimate chunk uses it.
 */
export const MAX_WINDOWS = 20
/** A room's longest label (the validation's rule, kept here for the browser's form without zod). */
export const ROOM_MAX = 40
export const WINDOW_FIELDS = ['product', 'width', 'drop', 'options', 'finish', 'room'] as const
export type WindowField = (typeof WINDOW_FIELDS)[number]

export const fieldName = (field: WindowField, index: number) => (index === 0 ? field : `${field}.${index}`)

export interface RawWindow {
  product: string
  width: string
  drop: string
  options: string[]
  finish?: string
  room?: string
}

export interface RawEstimate {
  unit: string
  offer?: string
  windows: RawWindow[]
}

const isPresent = (params: URLSearchParams, index: number) => WINDOW_FIELDS.some((f) => params.has(fieldName(f, index)))

/** The windows as sent, read by index until one is missing (at most MAX_WINDOWS + 1, so too many is an error). */
export function readEstimateQuery(params: URLSearchParams): RawEstimate {
  const windows: RawWindow[] = []
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

/** The query string of these windows (the inverse of readEstimateQuery), for links and hidden fields. */
export function estimateQueryString(values: { unit: Unit | string; offer?: string; windows: RawWindow[] }): string {
  const params = new URLSearchParams()
  values.windows.forEach((w, i) => {
    params.set(fieldName('product', i), w.product)
    params.set(fieldName('width', i), String(w.width))
    params.set(fieldName('drop', i), String(w.drop))
    if (w.options.length) params.set(fieldName('options', i), w.options.join(','))
    if (w.finish) params.set(fieldName('finish', i), w.finish)
    if (w.room) params.set(fieldName('room', i), w.room)
  })
  if (values.unit !== 'cm') params.set('unit', values.unit)
  if (values.offer) params.set('offer', values.offer)
  return params.toString()
}

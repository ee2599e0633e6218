import { isOneOf } from '@/lib/platform/narrow'

/** Sizes: centimetres by default; millimetres and inches accepted (many people measure in inches). */
export const UNITS = ['cm', 'mm', 'in'] as const
export type Unit = (typeof UNITS)[number]

export const UNIT_LABELS: Record<Unit, string> = { cm: 'cm', mm: 'mm', in: 'inches' }

const PER_CM: Record<Unit, number> = { cm: 1, mm: 10, in: 1 / 2.54 }

export const isUnit = (value: unknown): value is Unit => isOneOf(UNITS, value)

/** A measurement in the visitor's unit, in centimetres (to the tenth of a millimetre, so 40 in is 101.6 cm). */
export function toCm(value: number, unit: Unit): number {
  return Math.round((value / PER_CM[unit]) * 100) / 100
}

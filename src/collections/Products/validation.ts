export function validateHexColour(value: unknown): true | string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'Use a colour like #8a5a36.'
}

/** Venetian slats are made from 15 mm (mini blinds) to 100 mm wide, in whole millimetres; empty until the owner knows. */
export const SLAT_MM_MIN = 15
export const SLAT_MM_MAX = 100

export function slatWidthProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value !== 'number' || !Number.isInteger(value))
    return 'Enter the slat width in whole millimetres, e.g. 50.'
  if (value < SLAT_MM_MIN || value > SLAT_MM_MAX)
    return `A slat is ${SLAT_MM_MIN} to ${SLAT_MM_MAX} mm wide: enter it in millimetres, e.g. 50.`
  return null
}

/** Prices are whole pence, never negative (startingPrice is an integer). */
export function validatePence(value: unknown): true | string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a price in pence.'
  if (!Number.isInteger(value)) return 'Prices are whole pence: 23900 for £239.00.'
  if (value < 0) return 'A price cannot be negative.'
  return true
}

export function validateHexColour(value: unknown): true | string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'Use a colour like #8a5a36.'
}

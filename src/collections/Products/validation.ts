export function validateHexColour(value: unknown): true | string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'Use a colour like #8a5a36.'
}

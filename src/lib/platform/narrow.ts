/**
 * Checks that narrow a value TypeScript cannot type (something thrown, parsed JSON, a string from a form) to the type
 * the code goes on with, in place of a cast that would only assume it.
 */

/** Whether `value` is one of `list`'s members, narrowing it to their type (`includes` on a tuple takes members only). */
export const isOneOf = <const T extends readonly unknown[]>(list: T, value: unknown): value is T[number] =>
  list.some((member) => member === value)

/** One field of an object of unknown type (an error, parsed JSON): undefined when it has none or is not an object. */
export const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined

/** The HTTP status an error carries (Payload's APIError and its kin), when it is a number. */
export function errorStatus(error: unknown): number | undefined {
  const status = fieldOf(error, 'status')
  return typeof status === 'number' ? status : undefined
}

/** An error's own message, when it is a string. */
export function errorMessage(error: unknown): string | undefined {
  const message = fieldOf(error, 'message')
  return typeof message === 'string' ? message : undefined
}

/** The first field error of a Payload ValidationError (`error.data.errors[0].message`), when there is one. */
export function firstFieldError(error: unknown): string | undefined {
  const errors = fieldOf(fieldOf(error, 'data'), 'errors')
  const message = Array.isArray(errors) ? fieldOf(errors[0], 'message') : undefined
  return typeof message === 'string' ? message : undefined
}

import { fieldOf } from './narrow'

/**
 * Text that came from a visitor, made safe for one log line: line breaks and every other control character are
 * written as escapes (\n, \r, \u0007…), so a value can never start a forged line in the server log.
 */
export function escapeForLog(text: unknown): string {
  return String(text).replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, (c) => {
    if (c === '\n') return '\\n'
    if (c === '\r') return '\\r'
    if (c === '\t') return '\\t'
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
}

/** An error as one log line: its message and stack may quote the values of a failed query. */
export function errorForLog(error: unknown): string {
  if (error instanceof Error) return escapeForLog(error.stack ?? `${error.name}: ${error.message}`)
  return escapeForLog(error)
}

/**
 * A failed send as one log line without personal data: the SMTP reply code and the error's code or name (an SMTP
 * server's reply text, and nodemailer's message, quote the recipient's address).
 */
export function mailErrorForLog(error: unknown): string {
  const responseCode = fieldOf(error, 'responseCode')
  const parts = [
    responseCode && `SMTP ${String(responseCode)}`,
    fieldOf(error, 'code') ?? fieldOf(error, 'name'),
  ].filter(Boolean)
  return escapeForLog(parts.length ? parts.join(' ') : 'unknown error')
}

/** One line for a mail header or subject: control characters become spaces. */
export const oneLine = (text: unknown) => String(text ?? '').replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')

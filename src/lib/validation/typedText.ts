import { z } from '@/lib/validation/zod'

/**
 * The one rule for every field a visitor types (lead forms, review text, the typed acceptance name, quote
 * questions, and every new one): no invisible text-direction characters, no control characters. Such a value ends
 * up in e-mails and their headers, CSV cells, /admin, the home page and log lines, where U+202E and its kin reverse
 * how the rest of the line reads and control characters break lines or headers.
 *
 *   typedTextProblem(value, { multiLine })  the message to show, or null when the text is fine
 *   isTypedText(value, { multiLine })       the same as a yes/no
 *   typedText(schema?, { multiLine })       a zod string schema (default `z.string()`) with the rule added
 *
 * Single-line fields refuse every control character, line breaks and tabs included, and Unicode's line and
 * paragraph separators; multi-line fields (`multiLine: true`: messages, questions, review text) keep line breaks
 * (\n, \r) and tabs.
 */

/** Marks U+061C, U+200E, U+200F; embeddings and overrides U+202A-U+202E; isolates U+2066-U+2069. */
export const DIRECTION_CHARACTERS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

export const DIRECTION_MESSAGE =
  'Please remove the invisible text-direction characters (often pasted in with the text).'
export const SINGLE_LINE_MESSAGE =
  'Please keep this on one line, without line breaks, tabs or other special characters.'
export const CONTROL_MESSAGE = 'Please remove unusual characters.'

export interface TypedTextOptions {
  /** Line breaks and tabs allowed (messages, questions, review text). */
  multiLine?: boolean
}

/** Why a typed value is refused (the message to show), or null when it is fine. */
export function typedTextProblem(value: string, { multiLine = false }: TypedTextOptions = {}): string | null {
  if (DIRECTION_CHARACTERS.test(value)) return DIRECTION_MESSAGE
  if (multiLine) return MULTI_LINE_CONTROLS.test(value) ? CONTROL_MESSAGE : null
  return SINGLE_LINE_CONTROLS.test(value) ? SINGLE_LINE_MESSAGE : null
}

export const isTypedText = (value: string, options?: TypedTextOptions): boolean =>
  typedTextProblem(value, options) === null

/** A zod string schema with the rule (its message is the one shown); pass your own `z.string()…` to extend it. */
export function typedText(schema?: undefined, options?: TypedTextOptions): z.ZodString
export function typedText<T extends z.ZodType<string, string>>(schema: T, options?: TypedTextOptions): T
export function typedText(
  schema: z.ZodType<string, string> = z.string(),
  options: TypedTextOptions = {},
): z.ZodType<string, string> {
  return schema.superRefine((value, ctx) => {
    const problem = typedTextProblem(value, options)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}

/** Shown on the quote and review pages when a typed text is refused by this rule. */
export const TYPED_TEXT_LINK_MESSAGE =
  'Please remove the invisible or unusual characters (often pasted in with the text) and try again.'

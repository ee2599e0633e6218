import { z } from 'zod'
import { describe, expect, it } from 'vitest'

import {
  CONTROL_MESSAGE,
  DIRECTION_MESSAGE,
  isTypedText,
  SINGLE_LINE_MESSAGE,
  typedText,
  typedTextProblem,
} from '@/lib/validation/typedText'

const DIRECTION = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
]

describe('the one rule for visitor-typed fields', () => {
  it.each(DIRECTION.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase()}`, c]))(
    'refuses the direction character %s, on one line and over several',
    (_name, c) => {
      expect(typedTextProblem(`Jane ${c}Doe`)).toBe(DIRECTION_MESSAGE)
      expect(typedTextProblem(`Line one\n${c}line two`, { multiLine: true })).toBe(DIRECTION_MESSAGE)
    },
  )

  it('refuses control characters; line breaks and tabs only where several lines are allowed', () => {
    for (const c of ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F'])
      for (const multiLine of [false, true])
        expect(isTypedText(`a${c}b`, { multiLine }), `${c} ${multiLine}`).toBe(false)
    for (const c of ['\n', '\r', '\t', '\u2028', '\u2029']) expect(typedTextProblem(`a${c}b`)).toBe(SINGLE_LINE_MESSAGE)
    for (const c of ['\n', '\r\n', '\t']) expect(isTypedText(`a${c}b`, { multiLine: true })).toBe(true)
    expect(typedTextProblem('a\u000Bb', { multiLine: true })).toBe(CONTROL_MESSAGE)
  })

  it('accepts ordinary text in any script, with accents, emoji and right-to-left letters', () => {
    for (const text of ['Zoë O’Brien-Smith', 'محمد علي', 'שלום', '李小龍', 'Great job 👍', '£1,200 – 2 × 3'])
      expect(isTypedText(text), text).toBe(true)
  })

  it('as a zod schema: its message, and it extends a given string schema', () => {
    const name = typedText(z.string().trim().max(10, 'too long'))
    expect(name.safeParse(' Jane ').data).toBe('Jane')
    expect(name.safeParse('Jane \u202EDoe').error?.issues[0].message).toBe(DIRECTION_MESSAGE)
    expect(name.safeParse('a'.repeat(11)).error?.issues[0].message).toBe('too long')
    const note = typedText(undefined, { multiLine: true })
    expect(note.safeParse('one\ntwo').success).toBe(true)
  })
})

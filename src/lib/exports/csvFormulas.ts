/**
 * CSV formula injection: a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or with a tab or a line
 * break before one) as a formula, so a visitor's name such as `=HYPERLINK("http://…")` would become a live link or
 * command on a staff member's computer. OWASP's rule: such a cell is prefixed with a single quote, which makes the
 * spreadsheet show it as text. The full-width forms of the four signs are treated the same, since some spreadsheets
 * read them as formulas too.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/

export function neutraliseFormula<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

import { z } from '@/lib/validation/zod'

import { typedText } from '@/lib/validation/typedText'

/**
 * The fitting's checklist, one row per window of the order (issue 53). A window is signed off when all four checks
 * are ticked; one that cannot be says why, and then the order stays open. Installer duties for blinds in homes:
 * the child-safety device fitted and cords or chains out of a child's reach.
 */
export const FITTING_CHECKS = [
  { key: 'fitted', label: 'Fitted' },
  { key: 'operates', label: 'Operates smoothly' },
  { key: 'safetyFitted', label: 'Child-safety device fitted' },
  { key: 'cordsOutOfReach', label: 'Cords or chains out of a child’s reach' },
] as const

export type FittingCheck = (typeof FITTING_CHECKS)[number]['key']

export const REASON_MAX = 300
export const SIGNED_NAME_MAX = 100

export interface ChecklistRow {
  lineId: string
  fitted: boolean
  operates: boolean
  safetyFitted: boolean
  cordsOutOfReach: boolean
  /** Why this window cannot be signed off today (empty when it is). */
  notSignedOffReason: string
}

export const reasonSchema = typedText(
  z.string().trim().max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`),
)
export const signedNameSchema = typedText(
  z
    .string()
    .trim()
    .min(2, 'The customer types their full name to sign off.')
    .max(SIGNED_NAME_MAX, `Keep the name under ${SIGNED_NAME_MAX} characters.`),
)

export const rowSignedOff = (row: ChecklistRow) => FITTING_CHECKS.every((c) => row[c.key])

/**
 * Where the checklist stands: every window signed off (the customer can sign), some window held back with its
 * reason (the order stays open), or some window neither ticked through nor explained.
 */
export function checklistState(rows: ChecklistRow[]): 'complete' | 'held-back' | 'incomplete' {
  if (rows.length === 0) return 'incomplete'
  if (rows.some((r) => !rowSignedOff(r) && !r.notSignedOffReason.trim())) return 'incomplete'
  return rows.every(rowSignedOff) ? 'complete' : 'held-back'
}

/**
 * The checklist as the fitting page's form posts it: for each line of the order, `<check>:<lineId>` ticked ("on")
 * and `reason:<lineId>`. Read against the order's own lines, so a post can neither add nor drop a window.
 */
export function checklistFromForm(
  lineIds: string[],
  form: Record<string, unknown>,
): { ok: true; rows: ChecklistRow[] } | { ok: false; error: string } {
  const rows: ChecklistRow[] = []
  for (const lineId of lineIds) {
    const reason = reasonSchema.safeParse(String(form[`reason:${lineId}`] ?? ''))
    if (!reason.success) return { ok: false, error: reason.error.issues[0].message }
    const ticked = (check: FittingCheck) => form[`${check}:${lineId}`] === 'on' || form[`${check}:${lineId}`] === true
    const row = {
      lineId,
      fitted: ticked('fitted'),
      operates: ticked('operates'),
      safetyFitted: ticked('safetyFitted'),
      cordsOutOfReach: ticked('cordsOutOfReach'),
      notSignedOffReason: reason.data,
    }
    // A window ticked through is signed off: a reason typed earlier no longer stands.
    rows.push(rowSignedOff(row) ? { ...row, notSignedOffReason: '' } : row)
  }
  return { ok: true, rows }
}

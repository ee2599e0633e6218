import { z } from '@/lib/validation/zod'

import { isCordless } from '../lines/options'
import { typedText } from '@/lib/validation/typedText'

/**
 * The fitting's checklist, one row per window of the order (issue 53). A window is signed off when every check asked
 * of it is ticked; one that cannot be says why, and then the order stays open. Installer duties for blinds in homes:
 * the child-safety device fitted and cords or chains out of a child's reach (not asked of a cordless blind: it has
 * none, issue 69).
 */
export const FITTING_CHECKS = [
  { key: 'fitted', label: 'Fitted' },
  { key: 'operates', label: 'Operates smoothly' },
  { key: 'safetyFitted', label: 'Child-safety device fitted' },
  { key: 'cordsOutOfReach', label: 'Cords or chains out of a child’s reach' },
] as const

export type FittingCheck = (typeof FITTING_CHECKS)[number]['key']
export type FittingCheckItem = (typeof FITTING_CHECKS)[number]

/** The checks asked of a window, by its blind's control (the line's child-safety device): a cordless one has no cords. */
export const checksFor = (safetyDevice: unknown): readonly FittingCheckItem[] =>
  isCordless(safetyDevice) ? FITTING_CHECKS.filter((c) => c.key !== 'cordsOutOfReach') : FITTING_CHECKS

/** "All fine": the one tap that ticks every check asked of a window (the page's own words). */
export const ALL_FINE_LABEL = 'All fine'

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

/** A row with the checks its window is asked (its blind decides; not stored: the order's line says it again). */
export interface WindowChecklist extends ChecklistRow {
  asked: readonly FittingCheck[]
}

/** A window of the order as the checklist reads it: its line id and the child-safety device its blind has. */
export interface ChecklistLine {
  lineId: string
  safetyDevice?: string | null
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

export const rowSignedOff = (row: WindowChecklist) => row.asked.every((check) => row[check])

/** The row as the order stores it (`signOff.windows`): each check, ticked or not, and the reason. */
export const storedRow = ({ asked: _asked, ...row }: WindowChecklist): ChecklistRow => row

/**
 * Where the checklist stands: every window signed off (the customer can sign), some window held back with its
 * reason (the order stays open), or some window neither ticked through nor explained.
 */
export function checklistState(rows: WindowChecklist[]): 'complete' | 'held-back' | 'incomplete' {
  if (rows.length === 0) return 'incomplete'
  if (rows.some((r) => !rowSignedOff(r) && !r.notSignedOffReason.trim())) return 'incomplete'
  return rows.every(rowSignedOff) ? 'complete' : 'held-back'
}

/**
 * The checklist as the fitting page's form posts it: for each line of the order, `<check>:<lineId>` ticked ("on"),
 * `allFine:<lineId>` (every check asked of that window ticked at once, each still recorded on its own) and
 * `reason:<lineId>`. Read against the order's own lines, so a post can neither add nor drop a window, nor tick a
 * check its window is not asked (a cordless blind's cords).
 */
export function checklistFromForm(
  lines: ChecklistLine[],
  form: Record<string, unknown>,
): { ok: true; rows: WindowChecklist[] } | { ok: false; error: string } {
  const rows: WindowChecklist[] = []
  for (const { lineId, safetyDevice } of lines) {
    const reason = reasonSchema.safeParse(String(form[`reason:${lineId}`] ?? ''))
    if (!reason.success) return { ok: false, error: reason.error.issues[0].message }
    const on = (name: string) => form[`${name}:${lineId}`] === 'on' || form[`${name}:${lineId}`] === true
    const asked = checksFor(safetyDevice).map((c) => c.key)
    const ticked = (check: FittingCheck) => asked.includes(check) && (on('allFine') || on(check))
    const row: WindowChecklist = {
      lineId,
      fitted: ticked('fitted'),
      operates: ticked('operates'),
      safetyFitted: ticked('safetyFitted'),
      cordsOutOfReach: ticked('cordsOutOfReach'),
      notSignedOffReason: reason.data,
      asked,
    }
    // A window ticked through is signed off: a reason typed earlier no longer stands.
    rows.push(rowSignedOff(row) ? { ...row, notSignedOffReason: '' } : row)
  }
  return { ok: true, rows }
}

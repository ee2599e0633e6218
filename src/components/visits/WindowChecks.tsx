'use client'

import { useEffect, useRef } from 'react'

import type { ChecklistRow, FittingCheckItem } from '@/lib/orders/client'

const boxesOf = (list: HTMLUListElement | null) =>
  Array.from(list?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])

/**
 * A window's checks at the fitting, and "All fine" above them: one tap ticks every check asked of the window (untick
 * it to untick them), and unticking one check unticks "All fine". The boxes stay the form's own (uncontrolled), so the
 * post carries each check as ticked; without JavaScript "All fine" is posted as it is and the server ticks each check
 * from it (`checklistFromForm`).
 */
export function WindowChecks({
  lineId,
  checks,
  saved,
  allFineLabel,
}: {
  lineId: string
  checks: readonly FittingCheckItem[]
  saved: ChecklistRow | null
  /** `ALL_FINE_LABEL`, passed in: this leaf imports nothing of the checklist's rules (zod) into the browser */
  allFineLabel: string
}) {
  const allFine = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const tickAll = (on: boolean) => boxesOf(list.current).forEach((box) => (box.checked = on))
  const follow = () => {
    if (allFine.current) allFine.current.checked = boxesOf(list.current).every((box) => box.checked)
  }
  // "All fine" tapped before this script arrived: its boxes catch up once it has.
  useEffect(() => {
    if (allFine.current?.checked) boxesOf(list.current).forEach((box) => (box.checked = true))
  }, [])

  return (
    <>
      <label className="mt-2 flex min-h-11 items-center gap-3 font-semibold">
        <input
          ref={allFine}
          type="checkbox"
          name={`allFine:${lineId}`}
          defaultChecked={checks.every((c) => saved?.[c.key])}
          onChange={(e) => tickAll(e.currentTarget.checked)}
          className="size-5"
        />
        {allFineLabel}
      </label>
      <ul ref={list} className="space-y-1 border-l-2 border-line pl-3">
        {checks.map((c) => (
          <li key={c.key}>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name={`${c.key}:${lineId}`}
                defaultChecked={Boolean(saved?.[c.key])}
                onChange={follow}
                className="size-5"
              />
              {c.label}
            </label>
          </li>
        ))}
      </ul>
    </>
  )
}

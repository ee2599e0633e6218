'use client'

import { useEffect } from 'react'

/** The last field the editor was in, by its element id: it outlives a re-render that replaces the element. */
let lastFieldId: string | null = null

const FIELDS = '.document-fields'
/** The editor's column: live preview takes 60% of the width beside it, and gives it back on closing. */
const COLUMN = '.collection-edit__main'

/** The focused input, or for a rich-text editor (no id of its own) the field around it. */
const fieldOf = (target: EventTarget | null): HTMLElement | null => {
  if (!(target instanceof HTMLElement) || !target.closest(FIELDS)) return null
  return target.id ? target : target.closest<HTMLElement>('[id^="field-"]')
}

const outOfView = (el: HTMLElement) => {
  const { top, bottom } = el.getBoundingClientRect()
  // The document controls stay pinned over the top of the form: under them is not in view.
  const controls = document.querySelector('.doc-controls')?.getBoundingClientRect().bottom ?? 0
  return bottom < controls || top > window.innerHeight
}

/**
 * Opening or closing live preview narrows or widens the editor's column, the fields re-flow and the form is left
 * scrolled away from the field being edited (the toggle's click also takes the focus from it). This remembers the
 * last field the editor was in and, whenever the column's width changes, scrolls that field back into view if the
 * new layout moved it out. It moves no focus and renders nothing; a change of height alone (typing, a row added)
 * never scrolls.
 */
export function KeepFieldInView() {
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const field = fieldOf(event.target)
      if (field) lastFieldId = field.id
    }
    document.addEventListener('focusin', remember)
    // The editor may already be in a field when this mounts.
    const current = fieldOf(document.activeElement)
    if (current) lastFieldId = current.id

    let width: number | null = null
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry.contentRect.width)
      const changed = width !== null && next !== width
      width = next
      const field = lastFieldId ? document.getElementById(lastFieldId) : null
      if (changed && field && outOfView(field)) field.scrollIntoView({ block: 'center' })
    })
    const column = document.querySelector(COLUMN)
    if (column) observer.observe(column)
    return () => {
      document.removeEventListener('focusin', remember)
      observer.disconnect()
    }
  }, [])
  return null
}

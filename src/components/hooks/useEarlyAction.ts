'use client'

import { useEffect } from 'react'

/**
 * Where the page's script loader (scripts/defer-scripts.mjs) notes what was done to a control before React hydrated
 * it: a tap on one marked `data-early-tap="<name>"`, a submission of a form marked `data-early-submit="<name>"`.
 */
const NOTED = { tap: '__earlyTap', submit: '__earlySubmit' } as const

declare global {
  interface Window {
    __earlyTap?: string
    __earlySubmit?: string
    /** the fields typed in or changed before hydration, by form (`data-early-submit`), then by field name */
    __earlyInput?: Record<string, Record<string, number>>
  }
}

/** The names of the fields of the form marked `data-early-submit="<name>"` typed in or changed before hydration. */
export const earlyInput = (name: string): string[] => Object.keys(window.__earlyInput?.[name] ?? {})

/**
 * Acts once on a tap or submission the loader noted for `name` before this component hydrated, so it is answered
 * rather than lost; the note is cleared first, so it is acted on once.
 */
export function useEarlyAction(kind: keyof typeof NOTED, name: string, act: () => void) {
  useEffect(() => {
    if (window[NOTED[kind]] !== name) return
    window[NOTED[kind]] = undefined
    act()
  }, [kind, name, act])
}

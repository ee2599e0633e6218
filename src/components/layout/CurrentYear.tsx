'use client'

import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * The current year. Pages are prerendered, so the server's year can be out of date after New Year until the next
 * rebuild: the browser swaps in its own year right after hydration (useSyncExternalStore, no mismatch warning).
 */
export function CurrentYear({ serverYear }: { serverYear: number }) {
  const year = useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => serverYear,
  )
  return <>{year}</>
}

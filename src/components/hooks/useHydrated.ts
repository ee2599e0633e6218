'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the server renders and while React hydrates server HTML, true from then on (and at once in a
 * component first rendered in the browser). React's own way to tell the two apart without a state update in an
 * effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/** A value computed only in the browser (`undefined` on the server and during hydration), e.g. today's date. */
export function useClientValue<T extends string | number | boolean>(read: () => T): T | undefined {
  return useSyncExternalStore<T | undefined>(subscribe, read, () => undefined)
}

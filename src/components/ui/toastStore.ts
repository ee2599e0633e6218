import { useSyncExternalStore } from 'react'

/** The one current notification (one at a time: a new one replaces the old), shared by toast() and the viewport. */
export interface ToastMessage {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

let current: ToastMessage | null = null
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export function showToast(message: Omit<ToastMessage, 'id'>) {
  current = { ...message, id: nextId++ }
  emit()
}

export function dismissToast(id: number) {
  if (current?.id === id) {
    current = null
    emit()
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export const useCurrentToast = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )

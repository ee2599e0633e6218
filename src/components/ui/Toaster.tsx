'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { type ToastMessage, showToast, useCurrentToast } from './toastStore'

export type { ToastMessage }

/**
 * Notifications: one at a time, 5 s by default, swipe right past 50px to dismiss, F8 focuses the region.
 * Call `toast({...})` from any client component. The Radix viewport loads with the first notification, so pages
 * that never show one never download it.
 */
export function toast(message: Omit<ToastMessage, 'id'>) {
  void loadViewport()
  showToast(message)
}

const loadViewport = () => import('./ToastViewport')
const ToastViewport = lazy(loadViewport)

export function Toaster() {
  const message = useCurrentToast()
  // Once the first notification has shown, the viewport stays (exit animations, F8 to reach later ones).
  const [started, setStarted] = useState(false)
  const [focusOnMount, setFocusOnMount] = useState(false)
  if (message && !started) setStarted(true)
  // F8 (Radix's hotkey) reaches the region even before any notification: load it, then focus it.
  useEffect(() => {
    if (started) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return
      setFocusOnMount(true)
      setStarted(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [started])
  return started ? (
    <Suspense fallback={null}>
      <ToastViewport focusOnMount={focusOnMount} />
    </Suspense>
  ) : null
}

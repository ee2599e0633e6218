'use client'

import { useSyncExternalStore } from 'react'

import { QUEUE_EVENT, queuedWindows } from '@/lib/visits/windowQueue'

const subscribe = (changed: () => void) => {
  window.addEventListener(QUEUE_EVENT, changed)
  window.addEventListener('storage', changed) // saved in another tab
  return () => {
    window.removeEventListener(QUEUE_EVENT, changed)
    window.removeEventListener('storage', changed)
  }
}

/**
 * On a measuring visit's card in the day's list: how many of its windows wait on this phone, their last save not yet
 * on the server (no signal, or refused: the measure page says why). Nothing on the server, nor before the page's
 * scripts: the queue is in the phone's localStorage (src/lib/visits/windowQueue.ts).
 */
export function UnsentWindows({ appointmentId }: { appointmentId: number }) {
  const count = useSyncExternalStore(
    subscribe,
    () => queuedWindows().filter((w) => Number(w.body.appointment) === appointmentId).length,
    () => 0,
  )
  if (!count) return null
  return (
    <p className="mt-2 text-sm font-semibold text-red-700" data-unsent-windows>
      {count === 1 ? '1 window' : `${count} windows`} not yet sent (kept on this phone)
    </p>
  )
}

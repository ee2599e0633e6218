'use client'

import { useState } from 'react'

import { keepOffline, visitLinks } from './RegisterServiceWorker'

/**
 * On a day after tomorrow: the phone keeps only today's and tomorrow's visit pages by itself; this keeps that day's
 * too, on the fitter's tap (fetched two at a time, like the others).
 */
export function KeepDay({ day }: { day: string }) {
  const [state, setState] = useState<'idle' | 'keeping' | 'kept'>('idle')
  if (state === 'kept') return <p className="mb-2 text-sm text-muted">Kept on this phone for use without signal.</p>
  return (
    <button
      type="button"
      className="mb-2 inline-flex min-h-11 items-center rounded-card border border-navy px-3 text-sm font-semibold text-navy"
      disabled={state === 'keeping'}
      data-keep-day={day}
      onClick={(event) => {
        const section = event.currentTarget.closest('section')
        if (!section) return
        setState('keeping')
        void keepOffline(visitLinks(section)).then(() => setState('kept'))
      }}
    >
      {state === 'keeping' ? 'Keeping…' : 'Keep this day for use without signal'}
    </button>
  )
}

'use client'

import { useEffect, useState } from 'react'

import { keptWindows, type QueuedWindow } from '@/lib/visits/windowQueue'

/**
 * On the page of a visit that is no longer open: the windows kept on this phone that the server refused, as typed and
 * with why, so an edit made without signal is never lost unseen once its visit closes (the fitter tells the office).
 * localStorage exists only after hydration, so the list appears then.
 */
export function RefusedWindows({ appointmentId }: { appointmentId: number }) {
  const [refused, setRefused] = useState<QueuedWindow[]>([])
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRefused(
      keptWindows()
        .filter((q) => Number(q.body.appointment) === appointmentId && q.refused && !q.sentAt)
        .sort((a, b) => Number(a.body.position) - Number(b.body.position)),
    )
  }, [appointmentId])
  if (!refused.length) return null
  return (
    <ul className="mt-3 space-y-2">
      {refused.map(({ clientId, body, refused: reason }) => (
        <li
          key={clientId}
          data-refused-window={body.position}
          className="rounded-card border border-line bg-card p-3 text-sm"
        >
          <p>
            Window {body.position}
            {body.room ? `: ${body.room}` : ''}, {body.widthMm} × {body.dropMm} mm, kept on this phone, not sent.
          </p>
          <p className="mt-1 text-red-700" role="alert">
            Not accepted: {reason}
          </p>
        </li>
      ))}
    </ul>
  )
}

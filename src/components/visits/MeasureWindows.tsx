'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { shownWindows, type ShownWindow } from '@/lib/visits/phoneWins'
import type { MeasureProduct, MeasureWindow } from '@/lib/visits/readMeasure'
import type { StoredVisitPhoto } from '@/lib/visits/saveVisitPhoto'
import { keptWindows, sendQueue } from '@/lib/visits/windowQueue'

/**
 * The window form (react-hook-form, the shared zod schema, the pricing rules): server-rendered with the page, its
 * script loaded right after the page's own, so the page's first load stays within the budget of an interactive page
 * (`npm run budget:js`). The service worker keeps the chunk for use without signal (found in the code that imports
 * it, when it keeps the page).
 */
const WindowForm = lazy(() => import('./WindowForm').then((m) => ({ default: m.WindowForm })))

/**
 * The visit's windows, one form each, and "Add a window" for one not priced online. Sends the windows kept on the
 * phone on opening and whenever the network returns (Safari has no Background Sync).
 */
export function MeasureWindows({
  appointmentId,
  products,
  windows,
  photos,
}: {
  appointmentId: number
  products: MeasureProduct[]
  windows: MeasureWindow[]
  photos: StoredVisitPhoto[]
}) {
  const [list, setList] = useState<ShownWindow[]>(windows)
  useEffect(() => {
    // The windows kept on this phone (localStorage exists only after hydration, so they take their place here):
    // those this copy of the page does not show (saved offline, then reloaded; or sent, and the page opened again
    // without signal from the copy kept before) join the list, and a copy newer than the page's shows instead of it.
    const shown = shownWindows(
      windows,
      keptWindows().filter((k) => Number(k.body.appointment) === appointmentId),
      photos,
    )
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (shown) setList(shown)
    const send = () => void sendQueue()
    send()
    window.addEventListener('online', send)
    return () => window.removeEventListener('online', send)
  }, [appointmentId, windows, photos])
  const next = list.reduce((n, w) => Math.max(n, w.position), 0) + 1
  return (
    <>
      <Suspense>
        <ol className="space-y-4">
          {list.map((w) => (
            // The phone's copy is a form of its own: its values are the form's starting values.
            <li key={w.fromPhone ? `phone-${w.clientId}` : (w.clientId ?? `position-${w.position}`)}>
              <WindowForm appointmentId={appointmentId} products={products} window={w} />
            </li>
          ))}
        </ol>
      </Suspense>
      <button
        type="button"
        className="mt-4 w-full rounded-card border border-navy px-4 py-3 font-semibold text-navy"
        onClick={() =>
          setList((current) => [
            ...current,
            {
              position: next,
              clientId: null,
              pricedOnline: null,
              values: { appointment: appointmentId, position: next },
              photos: [],
            },
          ])
        }
      >
        Add a window
      </button>
    </>
  )
}

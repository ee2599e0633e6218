'use client'

import { useEffect, useState } from 'react'

import { clearPhone, sendBeforeSigningOut, waitingWindows } from '@/lib/visits/signOut'
import { sendQueue } from '@/lib/visits/windowQueue'

const BUTTON = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-card border px-3 font-semibold'

/**
 * "Sign out" on /visits: sends the windows waiting on the phone first, asks when some cannot go, then clears every
 * kept page and photo and ends the session (src/lib/visits/signOut.ts). The page also sends this user's waiting
 * windows on opening and when the signal returns, whichever visit they belong to (after signing in again, too).
 */
export function SignOut() {
  const [waiting, setWaiting] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    const send = () => void sendQueue()
    send()
    window.addEventListener('online', send)
    return () => window.removeEventListener('online', send)
  }, [])

  async function signOut(anyway: boolean) {
    setBusy(true)
    setProblem(null)
    const left = await sendBeforeSigningOut()
    if (left && !anyway) {
      setWaiting(left)
      setBusy(false)
      return
    }
    await clearPhone()
    const done = await fetch('/api/cms/users/logout', { method: 'POST', credentials: 'same-origin' }).then(
      () => true,
      () => false,
    )
    if (!done) {
      setProblem(
        'No signal: you are still signed in. The pages kept on this phone are cleared; sign out again with signal.',
      )
      setBusy(false)
      return
    }
    // A whole page load: the sign-in is another root layout (Payload's), and nothing of this page may stay.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    location.assign('/admin/login')
  }

  return (
    <div className="mt-8 border-t border-line pt-4" data-sign-out>
      {waiting ? (
        <div
          role="alertdialog"
          aria-labelledby="sign-out-waiting"
          className="rounded-card border border-line bg-card p-3"
        >
          <p id="sign-out-waiting" className="text-sm">
            {waitingWindows(waiting)}
          </p>
          <div className="mt-3 flex gap-3">
            <button
              type="button"
              className={`${BUTTON} border-red-700 text-red-700`}
              disabled={busy}
              onClick={() => void signOut(true)}
            >
              Sign out anyway
            </button>
            <button type="button" className={`${BUTTON} border-navy text-navy`} onClick={() => setWaiting(null)}>
              Stay signed in
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={`${BUTTON} border-navy text-navy`}
          disabled={busy}
          onClick={() => void signOut(false)}
        >
          Sign out
        </button>
      )}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  )
}

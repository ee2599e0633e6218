'use client'

import { LogOutIcon, useAuth, useConfig } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

import { clearPhone, sendBeforeSigningOut, waitingWindows } from '@/lib/visits/signOut'
import { actAs } from '@/lib/visits/windowQueue'

/**
 * /admin's sign-out (Payload's logout button, replaced): on a phone that measured visits, the windows waiting on it
 * are sent first (the fitter is asked when some cannot go), then every page and photo the /visits worker kept is
 * cleared, and Payload's own logout route ends the session.
 */
export function SignOutButton({ tabIndex = 0 }: { tabIndex?: number }) {
  const { user } = useAuth()
  const { config } = useConfig()
  const href = formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.logout })
  return (
    <a
      aria-label="Log out"
      title="Log out"
      className="nav__log-out"
      href={href}
      tabIndex={tabIndex}
      onClick={(event) => {
        event.preventDefault()
        void (async () => {
          if (user) actAs(user.id)
          const left = await sendBeforeSigningOut()
          if (left && !window.confirm(`${waitingWindows(left)} Sign out anyway?`)) return
          await clearPhone()
          location.assign(href)
        })()
      }}
    >
      <LogOutIcon />
    </a>
  )
}

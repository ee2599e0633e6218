'use client'

import { useAuth } from '@payloadcms/ui'

import type { User } from '@/payload-types'

/**
 * A collection's description that tells anyone but the owner why its documents open read-only, so a staff member
 * is not left looking for a save button.
 */
export function OwnerOnlyDescription({ text, reason }: { text: string; reason: string }) {
  const { user } = useAuth<User>()
  return (
    <div className="custom-view-description">
      <p style={{ margin: 0 }}>{text}</p>
      {user && user.role !== 'owner' ? (
        <p role="note" data-testid="owner-only" style={{ margin: '4px 0 0', fontWeight: 600 }}>
          {reason}
        </p>
      ) : null}
    </div>
  )
}

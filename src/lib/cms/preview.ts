import { draftMode, headers } from 'next/headers'

import { isStaffUser } from '@/lib/platform/roles'
import { getPayloadClient } from './payload'

/**
 * Whether this request shows drafts: Next's draft mode is on (turned on by /next/preview for a signed-in editor)
 * and the request still carries a signed-in owner's or staff member's session. Visitors never have draft mode, so
 * their pages stay prerendered; only then are the request's headers read.
 */
export async function isDraftRequest(): Promise<boolean> {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isStaffUser(user)
}

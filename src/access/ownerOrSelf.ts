import type { Access } from 'payload'

import { isOwnerUser } from '@/lib/platform/roles'

/** The owner manages every user; a staff member can read and update only their own account. */
export const ownerOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (isOwnerUser(req.user)) return true
  return { id: { equals: req.user.id } }
}

import type { Access } from 'payload'

import { isStaffUser } from '@/lib/platform/roles'

/** Staff see every document; the public only those marked published. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  return { published: { equals: true } }
}

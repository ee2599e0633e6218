import type { Access } from 'payload'

import { isStaffUser } from '@/lib/platform/roles'

/**
 * Content with drafts: owner and staff read every version; anyone else only the published one. The condition also
 * filters Payload's draft lookup (`?draft=true`, GraphQL `draft: true`), so a draft never reaches the public.
 */
export const publishedOrSignedIn: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  return { _status: { equals: 'published' } }
}

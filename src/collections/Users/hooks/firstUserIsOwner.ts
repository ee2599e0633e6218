import type { CollectionBeforeChangeHook } from 'payload'

import type { User } from '@/payload-types'

/** The very first account (created from /admin's first-user screen or the seed) must be able to manage the site. */
export const firstUserIsOwner: CollectionBeforeChangeHook<User> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs === 0) return { ...data, role: 'owner' }
  return data
}

import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { publishedOrStaff } from '@/access/publishedOrStaff'

/** The public reads published jobs only; staff read every job; only the owner adds, edits or deletes one. */
export const localJobsAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  create: isOwner,
  update: isOwner,
  delete: isOwner,
}

import type { Access, FieldAccess } from 'payload'

import { isOwnerUser } from '@/lib/platform/roles'

/** Only the business owner: content, prices, users. */
export const isOwner: Access = ({ req }) => isOwnerUser(req.user)

export const isOwnerField: FieldAccess = ({ req }) => isOwnerUser(req.user)

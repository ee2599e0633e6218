import type { Access, FieldAccess } from 'payload'

import { isStaffUser } from '@/lib/platform/roles'

/** Owner or staff: anyone signed in to /admin. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)

export const isStaffField: FieldAccess = ({ req }) => isStaffUser(req.user)

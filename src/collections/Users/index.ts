import type { CollectionConfig } from 'payload'

import { isOwner, isOwnerField } from '@/access/isOwner'
import { ownerOrSelf } from '@/access/ownerOrSelf'
import { firstUserIsOwner } from './hooks/firstUserIsOwner'
import { limitLoginAttempts, refundLoginAttempt } from './hooks/loginLimits'
import { forgotPasswordEndpoint } from './endpoints/forgotPassword'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'name', 'email', 'role'],
    group: 'Admin',
    description: 'People who sign in to /admin. Owners manage everything; staff work the leads.',
  },
  auth: {
    // Users sign in with a unique username; the e-mail receives notifications and password resets.
    loginWithUsername: { allowEmailLogin: true, requireEmail: true, requireUsername: true },
    // No per-account lockout: it let anyone lock the owner out. Failed sign-ins are limited per client address
    // instead, and unknown accounts answer like wrong passwords (hooks/loginLimits.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true',
      sameSite: 'Lax',
    },
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: isOwner,
    read: ownerOrSelf,
    update: ownerOrSelf,
    delete: isOwner,
    unlock: isOwner,
  },
  // Password resets: limited per client address, capped per account, answered before any mail (endpoints/).
  endpoints: [forgotPasswordEndpoint],
  hooks: {
    beforeChange: [firstUserIsOwner],
    beforeOperation: [limitLoginAttempts],
    afterLogin: [refundLoginAttempt],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Full name' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'staff',
      options: [
        { label: 'Owner (everything)', value: 'owner' },
        { label: 'Staff (leads)', value: 'staff' },
      ],
      saveToJWT: true,
      access: {
        // Staff may not promote themselves.
        create: isOwnerField,
        update: isOwnerField,
      },
      admin: { position: 'sidebar' },
    },
  ],
  timestamps: true,
}

import type { PayloadRequest } from 'payload'

export type Role = 'owner' | 'staff'

type UserLike = { role?: Role | null; collection?: string } | null | undefined

export const hasRole = (user: UserLike, ...roles: Role[]): boolean =>
  Boolean(user && user.role && roles.includes(user.role))

export const isOwnerUser = (user: UserLike): boolean => hasRole(user, 'owner')
export const isStaffUser = (user: UserLike): boolean => hasRole(user, 'owner', 'staff')

export type AccessArgs = { req: PayloadRequest }

/** How a customer's record and e-mails name a staff member: their full name, else their username. */
export const staffNameOf = (user: { name?: string | null; username?: string | null } | null | undefined): string =>
  String(user?.name || user?.username || 'our fitter').slice(0, 100)

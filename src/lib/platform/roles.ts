/**
 * The role vocabulary: who a signed-in user is to the site. Payload's `req.user` and `payload.auth()`'s user are a
 * `users` record (`src/payload-types.ts`), read everywhere through these guards instead of casts. The access rules
 * (`src/access/`) and the features alike stand on it, so it lives in the platform.
 */

export type Role = 'owner' | 'staff'

/** A signed-in member of the business (owner or staff), as `isStaffUser` lets it through. */
export type StaffUser = {
  id?: number | string
  role: Role
  name?: string | null
  username?: string | null
  email?: string | null
  collection?: string
}

/** Whoever a request carries: a user with or without a role, or nobody. What the guards take. */
export type SignedInUser = (Omit<StaffUser, 'role'> & { role?: Role | null }) | null | undefined

export const hasRole = (user: SignedInUser, ...roles: Role[]): boolean =>
  Boolean(user && user.role && roles.includes(user.role))

/** The owner. */
export const isOwnerUser = (user: SignedInUser): user is StaffUser & { role: 'owner' } => hasRole(user, 'owner')
/** The owner or staff: the one guard wherever a signed-in user is read. */
export const isStaffUser = (user: SignedInUser): user is StaffUser => hasRole(user, 'owner', 'staff')

/** How a customer's record and e-mails name a staff member: their full name, else their username. */
export const staffNameOf = (user: { name?: string | null; username?: string | null } | null | undefined): string =>
  String(user?.name || user?.username || 'our fitter').slice(0, 100)

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { User } from '@/payload-types'

export type Actor = 'anonymous' | 'staff' | 'owner'

export const getTestPayload = (): Promise<Payload> => getPayload({ config })

/** A seeded user as Payload's local API takes it for `user`. */
export type TestUser = User & { collection: 'users' }

/** The seeded user for a role (undefined for an anonymous visitor), for `overrideAccess: false` calls. */
export async function userFor(payload: Payload, actor: 'staff' | 'owner'): Promise<TestUser>
export async function userFor(payload: Payload, actor: Actor): Promise<TestUser | undefined>
export async function userFor(payload: Payload, actor: Actor): Promise<TestUser | undefined> {
  if (actor === 'anonymous') return undefined
  const { docs } = await payload.find({
    collection: 'users',
    where: { username: { equals: actor } },
    overrideAccess: true,
    limit: 1,
  })
  const user = docs[0]
  if (!user) throw new Error(`seeded ${actor} user missing`)
  return { ...user, collection: 'users' as const }
}

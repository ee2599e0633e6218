import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export type Actor = 'anonymous' | 'staff' | 'owner'

export const getTestPayload = (): Promise<Payload> => getPayload({ config })

/** The seeded user for a role (undefined for an anonymous visitor), for `overrideAccess: false` calls. */
export async function userFor(payload: Payload, actor: Actor) {
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

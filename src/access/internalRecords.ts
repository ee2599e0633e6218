import type { Access, Endpoint, PayloadHandler, SanitizedConfig, Where } from 'payload'

import { isOwnerUser, isStaffUser } from '@/lib/platform/roles'

/** The owner: every lock. Staff: only locks held by themselves (`user` is a users relation). */
const ownLocksOrOwner: Access = ({ req }) => {
  const user = req.user
  if (isOwnerUser(user)) return true
  if (!isStaffUser(user) || user.id === undefined) return false
  const own: Where = { and: [{ 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: 'users' } }] }
  return own
}

/** A lock may be taken in one's own name only (the owner may take any). */
const lockInOwnName: Access = ({ req, data }) => {
  const user = req.user
  if (isOwnerUser(user)) return true
  if (!isStaffUser(user)) return false
  const holder = (data as { user?: { value?: unknown } | number | string } | undefined)?.user
  const holderId = typeof holder === 'object' && holder !== null ? holder.value : holder
  return holderId === undefined || String(holderId) === String(user.id)
}

const nobody: Access = () => false

/**
 * The preferences' DELETE /:key answers 404 when the signed-in user has no such preference: Payload's own handler
 * lets the adapter fail on the missing row (a 500).
 */
function deletePreferenceOr404(endpoint: Endpoint): Endpoint {
  const handler: PayloadHandler = async (req) => {
    const key = req.routeParams?.key
    const user = req.user
    if (user?.id !== undefined && typeof key === 'string') {
      const found = await req.payload.db.findOne({
        collection: 'payload-preferences',
        req,
        where: {
          and: [
            { key: { equals: key } },
            { 'user.value': { equals: user.id } },
            { 'user.relationTo': { equals: user.collection } },
          ],
        },
      })
      if (!found) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    }
    return endpoint.handler(req)
  }
  return { ...endpoint, handler }
}

/**
 * Access for the collections and globals Payload adds itself after the plugins run, so a config option cannot reach
 * them: applied to the sanitized config. Staff keep what the admin needs (their own locks and preferences); the
 * jobs' statistics are written by Payload only (it bypasses access), and a lock held by someone else is the owner's
 * to clear. An auth collection without e-mail verification has no verify route (Payload's would query a column
 * that does not exist, a 500): it answers 404 like any unknown route.
 */
export async function restrictInternalRecords(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  for (const global of sanitized.globals) {
    if (global.slug === 'payload-jobs-stats') global.access = { ...global.access, update: nobody }
  }
  for (const collection of sanitized.collections) {
    if (collection.slug === 'payload-locked-documents') {
      collection.access = {
        ...collection.access,
        create: lockInOwnName,
        update: ownLocksOrOwner,
        delete: ownLocksOrOwner,
      }
    }
    if (collection.slug === 'payload-preferences' && Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map((e) =>
        e.method === 'delete' && e.path === '/:key' ? deletePreferenceOr404(e) : e,
      )
    }
    if (collection.auth && !collection.auth.verify && Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.filter((e) => !e.path.startsWith('/verify/'))
    }
  }
  return sanitized
}

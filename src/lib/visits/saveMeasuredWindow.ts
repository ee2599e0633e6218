import type { Payload, TypedUser } from 'payload'

import { isDuplicateOf } from '@/lib/platform/db'
import { errorMessage, errorStatus, firstFieldError } from '@/lib/platform/narrow'
import { isStaffUser } from '@/lib/platform/roles'
import { CLIENT_ID, measuredWindowSchema } from './measuredWindow'
import { WindowRefusal } from './closedWindows'

/** The user Payload's own sign-in gave the route (its `collection` included), passed on to the local API as is. */
type SignedInPayloadUser = TypedUser | null | undefined

export type MeasuredWindowOutcome =
  | { ok: true; status: 200 | 201; code: 'created' | 'updated' | 'deleted'; id?: number }
  | {
      ok: false
      status: 400 | 403 | 404 | 409
      code: 'invalid' | 'refused' | 'not-found' | 'closed' | 'other-visit'
      message?: string
    }

const messageOf = (error: unknown) => firstFieldError(error) ?? errorMessage(error) ?? 'Invalid.'

const byClientId = async (payload: Payload, clientId: string) =>
  (
    await payload.find({
      collection: 'measured-windows',
      where: { clientId: { equals: clientId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] ?? null

/**
 * PUT /api/visits/windows/<clientId>: the window the phone measured, stored once however often it is sent. The first
 * send creates it; a repeat (the phone did not hear the answer) updates it; two sends at once meet at the unique
 * index and the loser updates. Only for owner and staff. What the collection refuses is answered with its reason: a
 * value it cannot take 400 (a repeat too), a closed visit or another visit named for the window 409.
 */
export async function saveMeasuredWindow(
  payload: Payload,
  user: SignedInPayloadUser,
  clientId: string,
  input: unknown,
): Promise<MeasuredWindowOutcome> {
  if (!isStaffUser(user)) return { ok: false, status: 403, code: 'refused' }
  if (!CLIENT_ID.test(clientId)) return { ok: false, status: 400, code: 'invalid', message: 'Unknown window id.' }
  const parsed = measuredWindowSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, status: 400, code: 'invalid', message: parsed.error.issues[0]?.message ?? 'Invalid.' }
  const window = parsed.data
  const appointment = await payload
    .findByID({ collection: 'measuring-appointments', id: window.appointment, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!appointment) return { ok: false, status: 404, code: 'not-found', message: 'No such measuring visit.' }

  const data = { ...window, clientId, controlSide: window.controlSide }
  const asUser = { user: user, overrideAccess: false, depth: 0 }
  // By its id, so a refusal keeps its status and reason (an update by `where` only lists them, without a status).
  const update = async (id: number): Promise<MeasuredWindowOutcome> => {
    const doc = await payload.update({ collection: 'measured-windows', id, data, ...asUser })
    return { ok: true, status: 200, code: 'updated', id: doc.id }
  }
  try {
    const existing = await byClientId(payload, clientId)
    if (existing) return await update(existing.id)
    const made = await payload.create({ collection: 'measured-windows', data, ...asUser })
    return { ok: true, status: 201, code: 'created', id: made.id }
  } catch (error) {
    if (isDuplicateOf(error, 'clientId')) {
      const first = await byClientId(payload, clientId)
      if (first) return update(first.id).catch((e) => refusal(e))
    }
    return refusal(error)
  }
}

/** What the collection refused, as the phone's answer: its status and its reason. */
function refusal(error: unknown): MeasuredWindowOutcome {
  if (error instanceof WindowRefusal) return { ok: false, status: 409, code: error.code, message: error.message }
  const status = errorStatus(error)
  if (status === 400) return { ok: false, status: 400, code: 'invalid', message: messageOf(error) }
  if (status === 404) return { ok: false, status: 404, code: 'not-found' }
  throw error
}

/**
 * DELETE /api/visits/windows/<clientId>: a window measured by mistake goes (a repeat finds nothing, still fine); a
 * window of a closed visit stays (409, with the reason).
 */
export async function deleteMeasuredWindow(
  payload: Payload,
  user: SignedInPayloadUser,
  clientId: string,
): Promise<MeasuredWindowOutcome> {
  if (!isStaffUser(user)) return { ok: false, status: 403, code: 'refused' }
  if (!CLIENT_ID.test(clientId)) return { ok: false, status: 400, code: 'invalid', message: 'Unknown window id.' }
  const existing = await byClientId(payload, clientId)
  if (!existing) return { ok: true, status: 200, code: 'deleted' }
  try {
    await payload.delete({
      collection: 'measured-windows',
      id: existing.id,
      user,
      overrideAccess: false,
    })
  } catch (error) {
    // Deleted meanwhile (a second phone): gone either way.
    if (errorStatus(error) === 404) return { ok: true, status: 200, code: 'deleted' }
    return refusal(error)
  }
  return { ok: true, status: 200, code: 'deleted' }
}

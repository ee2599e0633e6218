import type { Payload } from 'payload'

import { isStaffUser } from '@/access/roles'
import { isDuplicateOf } from '@/lib/platform/db'
import { CLIENT_ID, measuredWindowSchema } from './measuredWindow'
import { OPEN_VISIT_STATUSES } from './openVisit'

type User = Parameters<typeof isStaffUser>[0] & { id?: number | string; collection?: string }

export type MeasuredWindowOutcome =
  | { ok: true; status: 200 | 201; code: 'created' | 'updated' | 'deleted'; id?: number }
  | { ok: false; status: 400 | 403 | 404 | 409; code: 'invalid' | 'refused' | 'not-found' | 'closed'; message?: string }

const messageOf = (error: unknown) => {
  const e = error as { data?: { errors?: { message?: string }[] }; message?: string; status?: number }
  return e?.data?.errors?.[0]?.message ?? e?.message ?? 'Invalid.'
}

/**
 * PUT /api/visits/windows/<clientId>: the window the phone measured, stored once however often it is sent. The first
 * send creates it; a repeat (the phone did not hear the answer) updates it; two sends at once meet at the unique
 * index and the loser updates. Only on an open measuring visit, only for owner and staff.
 */
export async function saveMeasuredWindow(
  payload: Payload,
  user: User,
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
  if (!appointment) return { ok: false, status: 404, code: 'not-found' }
  if (!OPEN_VISIT_STATUSES.includes(appointment.status as never)) return { ok: false, status: 409, code: 'closed' }

  const data = { ...window, clientId, controlSide: window.controlSide }
  const asUser = { user: { ...user, collection: 'users' } as never, overrideAccess: false, depth: 0 }
  const update = async (): Promise<MeasuredWindowOutcome> => {
    const { docs } = await payload.update({
      collection: 'measured-windows',
      where: { clientId: { equals: clientId } },
      data,
      ...asUser,
    })
    if (docs.length === 0) return { ok: false, status: 404, code: 'not-found' }
    return { ok: true, status: 200, code: 'updated', id: docs[0]!.id }
  }
  try {
    const existing = await payload.count({ collection: 'measured-windows', where: { clientId: { equals: clientId } } })
    if (existing.totalDocs > 0) return await update()
    const made = await payload.create({ collection: 'measured-windows', data, ...asUser })
    return { ok: true, status: 201, code: 'created', id: made.id }
  } catch (error) {
    if (isDuplicateOf(error, 'clientId')) return update().catch((e) => invalid(e))
    return invalid(error)
  }
}

function invalid(error: unknown): MeasuredWindowOutcome {
  const status = (error as { status?: number })?.status
  if (status === 400) return { ok: false, status: 400, code: 'invalid', message: messageOf(error) }
  throw error
}

/** DELETE /api/visits/windows/<clientId>: a window measured by mistake goes (a repeat finds nothing, still fine). */
export async function deleteMeasuredWindow(
  payload: Payload,
  user: User,
  clientId: string,
): Promise<MeasuredWindowOutcome> {
  if (!isStaffUser(user)) return { ok: false, status: 403, code: 'refused' }
  if (!CLIENT_ID.test(clientId)) return { ok: false, status: 400, code: 'invalid', message: 'Unknown window id.' }
  await payload.delete({
    collection: 'measured-windows',
    where: { clientId: { equals: clientId } },
    user: { ...user, collection: 'users' } as never,
    overrideAccess: false,
  })
  return { ok: true, status: 200, code: 'deleted' }
}

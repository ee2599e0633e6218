import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/cms/payload'
import { sameSiteRequest } from './sameSite'

/** Every answer of the staff's endpoints: per user, never kept by any cache. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' }

export const jsonAnswer = (status: number, body: object) => Response.json(body, { status, headers: NO_STORE })
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } })

export interface StaffPost {
  payload: Payload
  user: NonNullable<Awaited<ReturnType<Payload['auth']>>['user']>
  input: Record<string, unknown>
  /** A JSON request gets JSON back; a form post a redirect to the page it came from. */
  wantsJson: boolean
}

/**
 * A request to one of the staff's endpoints (/api/visits/…), checked the one way they all check it: from this site's
 * own pages only (403), with a session (401: the role is the action's own check).
 */
export async function staffRequest(
  request: NextRequest,
): Promise<{ ok: true; payload: Payload; user: StaffPost['user'] } | { ok: false; status: 401 | 403; code: string }> {
  if (!sameSiteRequest(request)) return { ok: false, status: 403, code: 'refused' }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return { ok: false, status: 401, code: 'sign-in' }
  return { ok: true, payload, user }
}

/** A post to one of the staff's endpoints: `staffRequest`'s checks, then a form or a JSON body (400). */
export async function readStaffPost(
  request: NextRequest,
): Promise<{ ok: true; post: StaffPost } | { ok: false; status: 400 | 401 | 403; code: string; wantsJson: boolean }> {
  const wantsJson = (request.headers.get('content-type') ?? '').includes('application/json')
  const staff = await staffRequest(request)
  if (!staff.ok) return { ...staff, wantsJson }
  try {
    const input = wantsJson
      ? ((await request.json()) as Record<string, unknown>)
      : Object.fromEntries((await request.formData()).entries())
    return { ok: true, post: { payload: staff.payload, user: staff.user, input, wantsJson } }
  } catch {
    return { ok: false, status: 400, code: 'invalid', wantsJson }
  }
}

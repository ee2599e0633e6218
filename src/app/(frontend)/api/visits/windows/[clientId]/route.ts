import type { NextRequest } from 'next/server'

import { getPayloadClient } from '@/lib/cms/payload'
import { deleteMeasuredWindow, saveMeasuredWindow } from '@/lib/visits/saveMeasuredWindow'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }
type Context = { params: Promise<{ clientId: string }> }

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json({ ok: status < 300, ...body }, { status, headers: NO_STORE })

/** Signed-in owner and staff, from this site's own pages only (Origin compared by host, as "on my way" does). */
async function staffFrom(request: NextRequest) {
  const origin = request.headers.get('origin')
  const host = request.headers.get('host') ?? request.nextUrl.host
  const sameSite = (() => {
    try {
      return new URL(origin ?? '').host === host
    } catch {
      return false
    }
  })()
  if (origin && !sameSite) return { refusal: answer(403, { code: 'refused' }) }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return { refusal: answer(401, { code: 'sign-in' }) }
  return { payload, user: user as Parameters<typeof saveMeasuredWindow>[1] }
}

/** PUT /api/visits/windows/<clientId> (JSON): one measured window, created once and updated on a repeat. */
export async function PUT(request: NextRequest, { params }: Context) {
  const staff = await staffFrom(request)
  if (staff.refusal) return staff.refusal
  let input: unknown
  try {
    input = await request.json()
  } catch {
    return answer(400, { code: 'invalid' })
  }
  const { clientId } = await params
  const { ok: _ok, status, ...outcome } = await saveMeasuredWindow(staff.payload, staff.user, clientId, input)
  return answer(status, outcome)
}

/** DELETE /api/visits/windows/<clientId>: a window measured by mistake. */
export async function DELETE(request: NextRequest, { params }: Context) {
  const staff = await staffFrom(request)
  if (staff.refusal) return staff.refusal
  const { clientId } = await params
  const { ok: _ok, status, ...outcome } = await deleteMeasuredWindow(staff.payload, staff.user, clientId)
  return answer(status, outcome)
}

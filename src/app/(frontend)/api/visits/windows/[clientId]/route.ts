import type { NextRequest } from 'next/server'

import { deleteMeasuredWindow, saveMeasuredWindow } from '@/lib/visits/saveMeasuredWindow'
import { jsonAnswer, staffRequest } from '@/lib/visits/staffPost'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ clientId: string }> }
type User = Parameters<typeof saveMeasuredWindow>[1]

const answer = (status: number, body: Record<string, unknown>) => jsonAnswer(status, { ok: status < 300, ...body })

/** PUT /api/visits/windows/<clientId> (JSON): one measured window, created once and updated on a repeat. */
export async function PUT(request: NextRequest, { params }: Context) {
  const staff = await staffRequest(request)
  if (!staff.ok) return answer(staff.status, { code: staff.code })
  let input: unknown
  try {
    input = await request.json()
  } catch {
    return answer(400, { code: 'invalid' })
  }
  const { clientId } = await params
  const { ok: _ok, status, ...outcome } = await saveMeasuredWindow(staff.payload, staff.user as User, clientId, input)
  return answer(status, outcome)
}

/** DELETE /api/visits/windows/<clientId>: a window measured by mistake. */
export async function DELETE(request: NextRequest, { params }: Context) {
  const staff = await staffRequest(request)
  if (!staff.ok) return answer(staff.status, { code: staff.code })
  const { clientId } = await params
  const { ok: _ok, status, ...outcome } = await deleteMeasuredWindow(staff.payload, staff.user as User, clientId)
  return answer(status, outcome)
}

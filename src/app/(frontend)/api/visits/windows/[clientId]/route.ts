import type { NextRequest } from 'next/server'

import { deleteMeasuredWindow, saveMeasuredWindow } from '@/lib/visits/saveMeasuredWindow'
import { jsonAnswer, staffRequest } from '@/lib/visits/staffPost'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ clientId: string }> }

const answer = (status: number, body: Record<string, unknown>) => jsonAnswer(status, { ok: status < 300, ...body })

/**
 * PUT /api/visits/windows/<clientId> (JSON): one measured window, created once and updated on a repeat. Refusals carry
 * their reason (`message`): 400 a value the window cannot take, 404 no such visit, 409 a closed visit (`closed`) or
 * another visit named for a window measured on one (`other-visit`).
 */
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
  const { ok: _ok, status, ...outcome } = await saveMeasuredWindow(staff.payload, staff.user, clientId, input)
  return answer(status, outcome)
}

/** DELETE /api/visits/windows/<clientId>: a window measured by mistake; 409 with the reason on a closed visit. */
export async function DELETE(request: NextRequest, { params }: Context) {
  const staff = await staffRequest(request)
  if (!staff.ok) return answer(staff.status, { code: staff.code })
  const { clientId } = await params
  const { ok: _ok, status, ...outcome } = await deleteMeasuredWindow(staff.payload, staff.user, clientId)
  return answer(status, outcome)
}

import type { NextRequest } from 'next/server'

import { deleteVisitPhoto } from '@/lib/visits/saveVisitPhoto'
import { jsonAnswer, staffRequest } from '@/lib/visits/staffPost'

export const dynamic = 'force-dynamic'

/** DELETE /api/visits/photos/<id>: a photo taken by mistake. */
export async function DELETE(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const staff = await staffRequest(request)
  if (!staff.ok) return jsonAnswer(staff.status, { ok: false, code: staff.code })
  const { status, ...outcome } = await deleteVisitPhoto(staff.payload, staff.user, (await params).id)
  return jsonAnswer(status, outcome)
}

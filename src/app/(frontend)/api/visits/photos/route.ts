import type { NextRequest } from 'next/server'

import { saveVisitPhoto } from '@/lib/visits/saveVisitPhoto'
import { jsonAnswer, staffRequest } from '@/lib/visits/staffPost'

export const dynamic = 'force-dynamic'

/** POST /api/visits/photos (multipart: file, clientId, windowClientId, stage, appointment or quote). */
export async function POST(request: NextRequest) {
  const staff = await staffRequest(request)
  if (!staff.ok) return jsonAnswer(staff.status, { ok: false, code: staff.code })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return jsonAnswer(400, { ok: false, code: 'invalid' })
  }
  const { status, ...outcome } = await saveVisitPhoto(staff.payload, staff.user, form)
  return jsonAnswer(status, outcome)
}

import type { NextRequest } from 'next/server'

import { TOO_LARGE_FILE, UPLOAD_REQUEST_MAX_BYTES } from '@/lib/images/uploadLimits'
import { BodyError, readLimitedForm } from '@/lib/platform/requestBody'
import { saveVisitPhoto } from '@/lib/visits/saveVisitPhoto'
import { jsonAnswer, staffRequest } from '@/lib/visits/staffPost'

export const dynamic = 'force-dynamic'

/** POST /api/visits/photos (multipart: file, clientId, windowClientId, stage, appointment or quote). */
export async function POST(request: NextRequest) {
  const staff = await staffRequest(request)
  if (!staff.ok) return jsonAnswer(staff.status, { ok: false, code: staff.code })
  let form: FormData
  try {
    // Refused while it streams once past the limit, never read whole first (nginx has the same limit).
    form = await readLimitedForm(request, UPLOAD_REQUEST_MAX_BYTES)
  } catch (error) {
    if (error instanceof BodyError && error.status === 413)
      return jsonAnswer(413, { ok: false, code: 'too-large', message: TOO_LARGE_FILE })
    return jsonAnswer(400, { ok: false, code: 'invalid', message: 'The photo did not arrive whole: send it again.' })
  }
  const { status, ...outcome } = await saveVisitPhoto(staff.payload, staff.user, form)
  return jsonAnswer(status, outcome)
}

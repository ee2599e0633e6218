import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/lib/cms/payload'
import { errorForLog } from '@/lib/platform/logSafe'
import { MESSAGES, submitLead, type LeadKind } from './submit'

/** A POST route handler for one kind of lead (JSON answers; a 303 redirect for plain HTML form posts). */
export function leadRoute(kind: LeadKind) {
  return async function POST(request: Request) {
    let result
    try {
      const payload = await getPayloadClient()
      result = await submitLead(payload, kind, request)
    } catch (error) {
      // One escaped line: an error's message may quote what the visitor sent.
      console.error(`[leads] ${kind} failed: ${errorForLog(error)}`)
      // Whatever went wrong, the visitor keeps their form and is told plainly; nothing was acknowledged.
      result = { status: 503, body: { error: MESSAGES.unavailable } as Record<string, unknown>, redirect: undefined }
    }
    // A relative Location: the server's own idea of its host (localhost:PORT behind a proxy or in a container) is
    // not the visitor's, and `form-action 'self'` would block a redirect to another origin.
    if (result.redirect)
      return new NextResponse(null, {
        status: 303,
        headers: { Location: result.redirect, 'Cache-Control': 'no-store' },
      })
    return NextResponse.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } })
  }
}

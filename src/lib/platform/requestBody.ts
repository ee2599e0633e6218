/**
 * Reading a request's body safely for the public routes (leads, the quote and review links, the manage link): size
 * limit, JSON or HTML form bodies. (The client's address: src/lib/platform/clientAddress.ts.)
 */

export const MAX_BODY_BYTES = 16 * 1024

export class BodyError extends Error {
  constructor(
    public status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

/** Read at most MAX_BODY_BYTES; larger bodies are refused without reading them whole. */
export async function readLimitedText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw new BodyError(413, 'Request too large.')
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new BodyError(413, 'Request too large.')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export type BodyKind = 'json' | 'form'

/** Parse a JSON object, or an application/x-www-form-urlencoded form (the no-JavaScript submit). */
export async function readRequestBody(request: Request): Promise<{ kind: BodyKind; data: Record<string, unknown> }> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const text = await readLimitedText(request)
  if (type.includes('application/x-www-form-urlencoded')) {
    return { kind: 'form', data: Object.fromEntries(new URLSearchParams(text)) }
  }
  if (!type.includes('application/json')) throw new BodyError(415, 'Send the form as JSON.')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new BodyError(400, 'The request body is not valid JSON.')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BodyError(400, 'The request body must be a JSON object.')
  }
  return { kind: 'json', data: parsed as Record<string, unknown> }
}

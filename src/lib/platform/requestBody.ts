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
  return (await readLimitedBytes(request, limit)).toString('utf8')
}

/**
 * The body's bytes, at most `limit` of them: a declared length over it is refused before reading, and a body that
 * grows past it (no length, or a false one) is refused while it streams, the rest never read.
 */
export async function readLimitedBytes(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw new BodyError(413, 'Request too large.')
  if (!request.body) return Buffer.alloc(0)
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
  return Buffer.concat(chunks)
}

/** A multipart (or URL-encoded) form of at most `limit` bytes, refused while it streams when larger (413). */
export async function readLimitedForm(request: Request, limit: number): Promise<FormData> {
  const bytes = await readLimitedBytes(request, limit)
  const type = request.headers.get('content-type') ?? ''
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData()
  } catch {
    throw new BodyError(400, 'The request body is not a form.')
  }
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

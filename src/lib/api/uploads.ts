import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { createLocalReq, headersWithCors, type CollectionSlug, type Payload, type UploadConfig } from 'payload'

import { fieldOf } from '@/lib/platform/narrow'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * An upload collection's file handler: a file that is not on disk (when files are kept on disk) is answered 404, not the 500 Payload sends when
 * its stored copy is missing. Files that exist fall through to Payload's own handler. (Payload's type wants either
 * Promise<Response> or Promise<void>; this resolves to one or the other.)
 */
export const missingFileIsNotFound: UploadHandler = (req, { params }) => notFoundIfMissing(req, params) as Promise<void>

async function notFoundIfMissing(
  req: Parameters<UploadHandler>[0],
  params: { collection: string; filename: string },
): Promise<Response | void> {
  const upload = req.payload.collections[params.collection as CollectionSlug]?.config.upload
  // Kept in a storage adapter (S3): its own handler answers, 404 included.
  if (upload && typeof upload === 'object' && upload.disableLocalStorage) return
  const dir = path.resolve((upload && typeof upload === 'object' && upload.staticDir) || params.collection)
  const file = path.resolve(dir, params.filename)
  // Payload refuses paths outside the folder itself.
  if (!file.startsWith(dir + path.sep)) return
  try {
    await stat(file)
  } catch (error) {
    if (fieldOf(error, 'code') !== 'ENOENT' && fieldOf(error, 'code') !== 'ENOTDIR') throw error
    return Response.json(
      { errors: [{ message: 'Not Found' }] },
      { status: 404, headers: headersWithCors({ headers: new Headers({ 'Cache-Control': 'no-store' }), req }) },
    )
  }
}

/**
 * The bytes of a stored upload, wherever the collection keeps its files: through its handlers first, as Payload's
 * own file route does (a storage adapter such as S3 answers there), else from its folder on disk. For code that
 * copies a file the caller may read (access is the caller's check), never for answering a request.
 */
export async function readStoredUpload(
  payload: Payload,
  slug: CollectionSlug,
  doc: { id: number | string; filename?: string | null; prefix?: string | null },
): Promise<Buffer> {
  const filename = String(doc.filename ?? '')
  const upload = payload.collections[slug]?.config.upload
  if (!filename || !upload || typeof upload !== 'object') throw new Error(`${slug}: no stored file`)
  const req = await createLocalReq({}, payload)
  for (const handler of upload.handlers ?? []) {
    const answer = await handler(req, {
      doc,
      headers: new Headers(),
      params: { collection: slug, filename, prefix: doc.prefix ?? undefined },
    })
    if (answer instanceof Response) {
      if (!answer.ok) throw new Error(`${slug}/${filename}: ${answer.status}`)
      return Buffer.from(await answer.arrayBuffer())
    }
  }
  const dir = path.resolve(upload.staticDir || slug)
  const file = path.resolve(dir, filename)
  if (!file.startsWith(dir + path.sep)) throw new Error(`${slug}: a file outside its folder`)
  return readFile(file)
}

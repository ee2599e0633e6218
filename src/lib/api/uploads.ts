import { stat } from 'node:fs/promises'
import path from 'node:path'
import { headersWithCors, type CollectionSlug, type UploadConfig } from 'payload'

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
    if ((error as { code?: string }).code !== 'ENOENT' && (error as { code?: string }).code !== 'ENOTDIR') throw error
    return Response.json(
      { errors: [{ message: 'Not Found' }] },
      { status: 404, headers: headersWithCors({ headers: new Headers({ 'Cache-Control': 'no-store' }), req }) },
    )
  }
}

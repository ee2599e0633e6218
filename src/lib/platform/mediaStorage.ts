import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

/**
 * Where uploads are kept. By default on the server's disk (MEDIA_DIR, else media/). With S3_BUCKET set, in that S3
 * bucket or any S3-compatible store (S3_ENDPOINT), so every server of a deployment sees the same files; they are
 * still served through Payload's own /api/cms/media/file/… URLs, with its access control.
 *
 * Env: S3_BUCKET, S3_REGION (us-east-1), S3_ENDPOINT (S3-compatible stores), S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY (else the AWS SDK's own credential chain), S3_FORCE_PATH_STYLE (true when S3_ENDPOINT is set).
 */
export function mediaStorage(env: Record<string, string | undefined> = process.env): Plugin {
  const bucket = env.S3_BUCKET?.trim()
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  return s3Storage({
    enabled: Boolean(bucket),
    collections: { media: true, 'visit-photos': { prefix: 'visit-photos' } },
    // Its two fields (the object's key and prefix) stay in the schema either way: one set of migrations for both.
    alwaysInsertFields: true,
    bucket: bucket ?? '',
    config: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  })
}

import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/embedded-db'

/**
 * Uploads kept in S3 when S3_BUCKET is set: a real S3-protocol server (s3rver) started here, and this file's own
 * Payload instance configured for it (everything that loads the Payload config is imported after the env is set).
 * Nothing is written to the local media folder; files are served back through Payload's own file URLs.
 */
type Routes = typeof import('../support/int/cms-routes')
const BUCKET = 'vb-media-test'
let dir: string
let s3: S3rver
let client: S3Client
let payload: Payload
let routes: Routes
const saved = { ...process.env }

const resetPayload = () => {
  const globals = globalThis as { _payload?: unknown; _payload_graphql?: unknown }
  delete globals._payload
  delete globals._payload_graphql
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vb-s3-'))
  const port = await freePort()
  s3 = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await s3.run()
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'eu-west-2',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_DIR: path.join(dir, 'local-media'),
  })
  client = new S3Client({
    endpoint: process.env.S3_ENDPOINT,
    region: 'eu-west-2',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  resetPayload()
  const { getTestPayload } = await import('../support/int/payload')
  payload = await getTestPayload()
  routes = await import('../support/int/cms-routes')
})

afterAll(async () => {
  resetPayload()
  for (const key of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MEDIA_DIR'])
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  client?.destroy()
  await s3?.close().catch(() => {})
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const bucketKeys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key)

describe('uploads with S3_BUCKET set', () => {
  it('stores the image and its sizes in the bucket, not on the local disk, and serves them back', async () => {
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#7a5230' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'S3 swatch' },
      file: { data: png, mimetype: 'image/png', name: 's3-swatch.png', size: png.length },
      overrideAccess: true,
    })
    const keys = await bucketKeys()
    expect(keys).toContain(media.filename)
    expect(keys).toContain(media.sizes?.thumbnail?.filename)
    expect(existsSync(process.env.MEDIA_DIR!) ? readdirSync(process.env.MEDIA_DIR!) : []).toEqual([])

    const res = await routes.callRest('GET', `/api/cms/media/file/${media.filename}`)
    expect(res.status).toBe(200)
    const served = Buffer.from(await res.arrayBuffer())
    expect((await sharp(served).metadata()).width).toBe(media.width)

    const missing = await routes.callRest('GET', '/api/cms/media/file/not-there.webp')
    expect(missing.status).toBe(404)

    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    expect(await bucketKeys()).not.toContain(media.filename)
  })
})

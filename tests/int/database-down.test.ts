import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres, type EmbeddedDb } from '../../scripts/lib/embedded-db'

/**
 * A database outage while the server runs: this file starts its own Postgres, serves one request, stops the
 * database, and checks that the CMS API answers 503 (try again later) without details instead of 500.
 * Everything that loads Payload is imported after DATABASE_URL points at this database.
 */
type Routes = typeof import('../support/int/cms-routes')
let db: EmbeddedDb
let dir: string
let routes: Routes
let unavailable: string

beforeAll(async () => {
  // This file's own Payload instance, not one another test file left in this process.
  const globals = globalThis as { _payload?: unknown; _payload_graphql?: unknown }
  delete globals._payload
  delete globals._payload_graphql
  dir = mkdtempSync(path.join(os.tmpdir(), 'vb-db-down-'))
  db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), throwaway: true, quiet: true })
  await db.createDatabase('outage')
  process.env.DATABASE_URL = db.url('outage')
  const { bootPayload } = await import('../../scripts/lib/boot-payload')
  const payload = await bootPayload({ migrate: true })
  expect((payload.db.pool.options as { connectionString?: string }).connectionString).toBe(db.url('outage'))
  routes = await import('../support/int/cms-routes')
  unavailable = (await import('@/lib/api/errors')).API_MESSAGES.unavailable
  expect((await routes.callRest('GET', '/api/cms/products')).status).toBe(200)
  await db.stop()
})

afterAll(() => {
  // Test files that run after this one in the same process start their own instance on the shared database.
  const globals = globalThis as { _payload?: unknown; _payload_graphql?: unknown }
  delete globals._payload
  delete globals._payload_graphql
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function expectUnavailable(res: Response) {
  const text = await res.text()
  expect(res.status, text).toBe(503)
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(routes.hasStackTrace(text), text).toBe(false)
  expect(JSON.parse(text).errors[0].message).toBe(unavailable)
}

describe('while the database is down', () => {
  it('signing in answers 503', async () => {
    await expectUnavailable(
      await routes.callRest('POST', '/api/cms/users/login', {
        body: { username: 'owner', password: 'whatever-1' },
        ip: '198.51.100.7',
      }),
    )
  })

  it('reading content answers 503', async () => {
    await expectUnavailable(await routes.callRest('GET', '/api/cms/products'))
    await expectUnavailable(await routes.callRest('GET', '/api/cms/faqs?where[topic][equals]=home'))
  })

  it('GraphQL, turned off, is not found during the outage either', async () => {
    const res = await routes.callGraphql({ body: { query: '{ Products { docs { id } } }' } })
    const text = await res.text()
    expect(res.status).toBe(404)
    expect(routes.hasStackTrace(text), text).toBe(false)
  })
})

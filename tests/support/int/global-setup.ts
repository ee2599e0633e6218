import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { freePort, startEmbeddedPostgres, type EmbeddedDb } from '../../../scripts/lib/embedded-db'
import { TEST_PASSWORDS } from './passwords'

interface Prepared {
  url: string
  mediaDir: string
  smtpPort: number
  smsPort: number
  teardown: () => Promise<void>
}

/**
 * One throwaway database per run: a fresh embedded Postgres cluster (or INT_DATABASE_URL from the test runner),
 * migrated with the committed migrations and seeded with the demo content, exactly as production starts. Both
 * integration projects (vitest.config.ts) share it: the first to ask prepares it, and the last to finish stops it.
 */
export default async function setup(project: TestProject) {
  const shared = globalThis as { intDatabase?: Promise<Prepared>; intProjects?: number }
  shared.intDatabase ??= prepare()
  shared.intProjects = (shared.intProjects ?? 0) + 1
  const { url, mediaDir, smtpPort, smsPort, teardown } = await shared.intDatabase
  project.provide('databaseUrl', url)
  project.provide('mediaDir', mediaDir)
  // A real SMTP server is started on this port by the e-mail tests (tests/int/notifications.test.ts).
  project.provide('smtpPort', smtpPort)
  // The SMS provider's API is answered on this port by the tests that follow a text (tests/int/on-my-way.test.ts).
  project.provide('smsPort', smsPort)
  return async () => {
    shared.intProjects = (shared.intProjects ?? 1) - 1
    if (shared.intProjects === 0) await teardown()
  }
}

async function prepare(): Promise<Prepared> {
  let db: EmbeddedDb | null = null
  let dir: string | null = null
  let url = process.env.INT_DATABASE_URL
  if (!url) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'vb-int-'))
    db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), throwaway: true, quiet: true })
    await db.createDatabase('int')
    url = db.url('int')
  }
  process.env.DATABASE_URL = url
  process.env.MEDIA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'vb-media-'))
  process.env.SEED_OWNER_PASSWORD = TEST_PASSWORDS.owner
  process.env.SEED_STAFF_PASSWORD = TEST_PASSWORDS.staff
  Object.assign(process.env, { NODE_ENV: 'test' })

  const { bootPayload } = await import('../../../scripts/lib/boot-payload')
  const payload = await bootPayload({ migrate: true })
  const { seed } = await import('../../../src/seed')
  await seed(payload)
  await payload.destroy()

  return {
    url,
    mediaDir: process.env.MEDIA_DIR,
    smtpPort: await freePort(),
    smsPort: await freePort(),
    teardown: async () => {
      await db?.stop()
      if (dir) rmSync(dir, { recursive: true, force: true })
    },
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    mediaDir: string
    smtpPort: number
    smsPort: number
  }
}

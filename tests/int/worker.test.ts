import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { DIGEST_QUEUE } from '@/jobs/morningDigest'
import { startMailCatcher } from '../support/mailCatcher'
import { getTestPayload } from '../support/int/payload'
import { spawnJobsWorker, type SpawnedWorker } from '../support/int/jobs-worker'

/** The jobs worker (`npm run worker`) is a process of its own: it runs what the site queued, against the same database. */
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let worker: SpawnedWorker | null = null
let payload: Payload

beforeAll(async () => {
  catcher = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
})

afterAll(async () => {
  await worker?.stop()
  await catcher.close()
})

describe('jobs worker', () => {
  it('runs a job queued by the site and delivers its e-mail', { timeout: 330_000 }, async () => {
    const job = await payload.jobs.queue({ task: 'morningDigest', input: {}, queue: DIGEST_QUEUE })
    const spawned = (worker = spawnJobsWorker())
    await spawned.running()

    // Payload deletes a job that succeeded and keeps one that failed.
    await expect
      .poll(
        async () => {
          const { docs } = await payload.find({
            collection: 'payload-jobs',
            where: { id: { equals: job.id } },
            overrideAccess: true,
          })
          return { mailed: catcher.inbox.some((m) => m.subject.startsWith('Leads for ')), jobLeft: docs.length }
        },
        { timeout: 60_000, interval: 500 },
      )
      .toEqual({ mailed: true, jobLeft: 0 })
      .catch((error: Error) => {
        throw new Error(`${error.message}\n${spawned.report()}`)
      })
  })
})

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { DIGEST_QUEUE } from '@/jobs/morningDigest'
import { parseMail } from '../support/mail'
import { getTestPayload } from '../support/int/payload'
import { spawnJobsWorker, type SpawnedWorker } from '../support/int/jobs-worker'

/** The jobs worker (`npm run worker`) is a process of its own: it runs what the site queued, against the same database. */
const subjects: string[] = []
let server: SMTPServer
let worker: SpawnedWorker | null = null
let payload: Payload

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        subjects.push(parseMail(Buffer.concat(chunks).toString()).subject)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(inject('smtpPort'), '127.0.0.1', resolve))
  payload = await getTestPayload()
})

afterAll(async () => {
  await worker?.stop()
  await new Promise<void>((resolve) => server.close(() => resolve()))
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
          return { mailed: subjects.some((s) => s.startsWith('Leads for ')), jobLeft: docs.length }
        },
        { timeout: 60_000, interval: 500 },
      )
      .toEqual({ mailed: true, jobLeft: 0 })
      .catch((error: Error) => {
        throw new Error(`${error.message}\n${spawned.report()}`)
      })
  })
})

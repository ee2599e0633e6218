import { spawn, type ChildProcess } from 'node:child_process'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { DIGEST_QUEUE } from '@/jobs/morningDigest'
import { parseMail } from '../support/mail'
import { getTestPayload } from './helpers'

/** The jobs worker (`npm run worker`) is a process of its own: it runs what the site queued, against the same database. */
const subjects: string[] = []
let server: SMTPServer
let worker: ChildProcess | null = null
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
  if (worker && worker.exitCode === null) {
    const exited = new Promise((resolve) => worker!.once('exit', resolve))
    worker.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  }
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('jobs worker', () => {
  it('runs a job queued by the site and delivers its e-mail', { timeout: 120_000 }, async () => {
    const job = await payload.jobs.queue({ task: 'morningDigest', input: {}, queue: DIGEST_QUEUE })
    let output = ''
    worker = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
      env: { ...process.env, JOBS_WORKER_INTERVAL: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    worker.stdout?.on('data', (c: Buffer) => (output += c))
    worker.stderr?.on('data', (c: Buffer) => (output += c))

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
        { timeout: 100_000, interval: 500 },
      )
      .toEqual({ mailed: true, jobLeft: 0 })
      .catch((error: Error) => {
        throw new Error(`${error.message}\nworker output:\n${output}`)
      })
  })
})

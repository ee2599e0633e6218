/**
 * `npm run worker`: the jobs worker. Payload's own runner (`payload jobs:run --cron`) queues scheduled tasks when
 * they are due (the morning digest) and runs every queued job whose time has come, on every queue.
 * Run exactly one beside the site: `npm start` and `npm run dev` start it (JOBS_WORKER=false turns that off, e.g. on
 * all but one of several servers). Jobs live in Postgres, so a restart loses none.
 */
import { spawn } from 'node:child_process'

import { loadDotEnv, ROOT } from './lib/local-env'

loadDotEnv()

/** How often the worker looks for due jobs (a six-field cron: every five seconds by default). */
const cron = process.env.JOBS_WORKER_CRON || '*/5 * * * * *'

const runner = spawn(
  process.execPath,
  ['node_modules/payload/bin.js', 'jobs:run', '--all-queues', '--handle-schedules', '--cron', cron],
  {
    cwd: ROOT,
    // The site's own process pushes the schema in development; the worker never does.
    // A job that changes what pages show (a scheduled publish) expires their cache through the site's own address.
    env: {
      ...process.env,
      NODE_OPTIONS: '--no-deprecation',
      PAYLOAD_DB_PUSH: 'false',
      REVALIDATE_URL: process.env.REVALIDATE_URL || `http://127.0.0.1:${process.env.PORT || '3000'}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
)
const stop = () => runner.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
runner.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)))

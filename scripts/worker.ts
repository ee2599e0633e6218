/**
 * `npm run worker`: the jobs worker. Every few seconds it queues the scheduled tasks that are due (the morning
 * digest) and runs every queued job whose time has come, on every queue, through Payload's own jobs API.
 * Run exactly one beside the site: `npm start` and `npm run dev` start it (JOBS_WORKER=false turns that off, e.g. on
 * all but one of several servers). Jobs live in Postgres, so a restart loses none.
 */
import { loadDotEnv } from './lib/local-env'

loadDotEnv()
// The site's own process pushes the schema in development; the worker never does.
process.env.PAYLOAD_DB_PUSH = 'false'
// A job that changes what pages show (a scheduled publish) expires their cache through the site's own address.
process.env.REVALIDATE_URL ||= `http://127.0.0.1:${process.env.PORT || '3000'}`

/** Seconds between two looks for due jobs. */
const interval = Math.max(0.2, Number(process.env.JOBS_WORKER_INTERVAL || 5))

/** Seconds the worker may take to start before it gives up loudly (its supervisor then starts it again). */
const bootTimeout = Number(process.env.JOBS_WORKER_BOOT_TIMEOUT || 180)

console.log('▸ Jobs worker: starting')
const started = Date.now()
const watchdog = setTimeout(() => {
  console.error(
    `▸ Jobs worker: not started after ${bootTimeout} s; waiting on ${process.getActiveResourcesInfo().join(', ')}`,
  )
  process.exit(1)
}, bootTimeout * 1000)
const { bootPayload } = await import('./lib/boot-payload')
await import('../payload.config')
console.log(`▸ Jobs worker: code loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
const payload = await bootPayload({ migrate: false })
clearTimeout(watchdog)
console.log(
  `▸ Jobs worker: running due jobs every ${interval} s (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
)

let stopping = false
let wake: () => void = () => {}
const stop = () => {
  stopping = true
  wake()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

while (!stopping) {
  try {
    await payload.jobs.handleSchedules({ allQueues: true })
    await payload.jobs.run({ allQueues: true, limit: 50 })
  } catch (error) {
    // The database may be away for a moment: the jobs wait in it, and the next round tries again.
    payload.logger.error(`jobs worker: ${error instanceof Error ? error.message : String(error)}`)
  }
  await new Promise<void>((resolve) => {
    wake = resolve
    setTimeout(resolve, interval * 1000)
  })
}
await payload.destroy().catch(() => {})
process.exit(0)

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

/**
 * Seconds the worker may take to load its code, and then to boot Payload, before it gives up loudly (its supervisor,
 * scripts/lib/jobs-worker.ts, starts it again). Loading takes seconds, a minute on a loaded machine; on Node 20 the
 * TypeScript loader (tsx, on Node's off-thread module hooks) now and then stalls for good with nothing in flight,
 * and a fresh process loads normally.
 */
const loadTimeout = Number(process.env.JOBS_WORKER_LOAD_TIMEOUT || 90)
const bootTimeout = Number(process.env.JOBS_WORKER_BOOT_TIMEOUT || 180)

const started = Date.now()
const seconds = () => ((Date.now() - started) / 1000).toFixed(1)
const giveUpAfter = (limit: number, what: string) =>
  setTimeout(() => {
    console.error(
      `▸ Jobs worker: ${what} not done after ${limit} s; waiting on ${process.getActiveResourcesInfo().join(', ')}`,
    )
    process.exit(1)
  }, limit * 1000)

console.log('▸ Jobs worker: starting')
let watchdog = giveUpAfter(loadTimeout, 'loading the code')
const { bootPayload } = await import('./lib/boot-payload')
await import('../payload.config')
clearTimeout(watchdog)
console.log(`▸ Jobs worker: code loaded in ${seconds()} s`)
watchdog = giveUpAfter(bootTimeout, 'booting Payload')
const payload = await bootPayload({ migrate: false })
clearTimeout(watchdog)
console.log(`▸ Jobs worker: running due jobs every ${interval} s (started in ${seconds()} s)`)

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

import { startJobsWorker } from '../../../scripts/lib/jobs-worker'

/**
 * The real jobs worker (`npm run worker`) against this run's database, under the same supervisor `npm start` uses
 * (a worker that dies or gives up is started again). Its output is kept, so a test that waits on it can say why it
 * never got there.
 */
export interface SpawnedWorker {
  /** What the worker printed so far, with the seconds since it was started. */
  report(): string
  /**
   * Resolves once a worker has booted and runs due jobs. Loading and booting take seconds on an idle machine but
   * can take minutes on a loaded shared one, so this wait is long and separate from waiting for a job's effect.
   */
  running(timeoutMs?: number): Promise<void>
  stop(): Promise<void>
}

export function spawnJobsWorker(env: Record<string, string> = {}): SpawnedWorker {
  let output = ''
  const started = Date.now()
  const supervisor = startJobsWorker(
    { ...process.env, JOBS_WORKER: 'true', JOBS_WORKER_INTERVAL: '1', ...env },
    {
      restartDelayMs: 1_000,
      onOutput: (text) => (output += `[+${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`),
    },
  )
  const report = () => `worker output:\n${output || '(nothing)'}`
  return {
    report,
    stop: supervisor.stop,
    running: (timeoutMs = 240_000) =>
      new Promise<void>((resolve, reject) => {
        const check = setInterval(() => output.includes('running due jobs') && done(), 200)
        const timer = setTimeout(() => done(new Error(`the jobs worker did not start in ${timeoutMs} ms`)), timeoutMs)
        function done(error?: Error) {
          clearInterval(check)
          clearTimeout(timer)
          if (error) reject(new Error(`${error.message}\n${report()}`))
          else resolve()
        }
      }),
  }
}

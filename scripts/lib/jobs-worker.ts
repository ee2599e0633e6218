import { spawn, type ChildProcess } from 'node:child_process'

import { ROOT } from './local-env'

export interface JobsWorkerOptions {
  /** Receives the worker's output instead of this process's own stdout and stderr. */
  onOutput?: (text: string) => void
  /** Pause before a worker that died is started again. */
  restartDelayMs?: number
}

/**
 * Starts the jobs worker (scripts/worker.ts) beside the site, unless JOBS_WORKER=false. A worker that dies (or gives
 * up because it could not load or boot in time) is started again after a pause: the site keeps serving meanwhile,
 * and queued jobs wait in Postgres.
 */
export function startJobsWorker(
  env: NodeJS.ProcessEnv = process.env,
  { onOutput, restartDelayMs = 5_000 }: JobsWorkerOptions = {},
): { stop: () => Promise<void> } {
  if (env.JOBS_WORKER === 'false') return { stop: async () => {} }
  let child: ChildProcess | null = null
  let stopped = false
  const report = (text: string) => (onOutput ? onOutput(text) : console.error(text.trimEnd()))
  const start = () => {
    const current = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
      cwd: ROOT,
      env,
      stdio: onOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    child = current
    current.stdout?.on('data', (c: Buffer) => onOutput?.(c.toString()))
    current.stderr?.on('data', (c: Buffer) => onOutput?.(c.toString()))
    current.on('exit', (code, signal) => {
      if (stopped) return
      report(`▸ Jobs worker stopped (${signal ?? code}); starting it again in ${restartDelayMs / 1000} s\n`)
      setTimeout(() => !stopped && start(), restartDelayMs)
    })
  }
  start()
  return {
    stop: async () => {
      stopped = true
      const current = child
      if (!current || current.exitCode !== null || current.signalCode !== null) return
      const exited = new Promise((resolve) => current.once('exit', resolve))
      current.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (current.exitCode === null && current.signalCode === null) current.kill('SIGKILL')
    },
  }
}

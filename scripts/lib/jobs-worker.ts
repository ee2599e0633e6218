import { spawn, type ChildProcess } from 'node:child_process'

import { ROOT } from './local-env'

/**
 * Starts the jobs worker (scripts/worker.ts) beside the site, unless JOBS_WORKER=false. A worker that dies is
 * started again after a pause: the site keeps serving meanwhile, and queued jobs wait in Postgres.
 */
export function startJobsWorker(env: NodeJS.ProcessEnv = process.env): { stop: () => void } {
  if (env.JOBS_WORKER === 'false') return { stop: () => {} }
  let child: ChildProcess | null = null
  let stopped = false
  const start = () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], { cwd: ROOT, env, stdio: 'inherit' })
    child.on('exit', (code, signal) => {
      if (stopped) return
      console.error(`▸ Jobs worker stopped (${signal ?? code}); starting it again in 5 s`)
      setTimeout(() => !stopped && start(), 5_000)
    })
  }
  start()
  return {
    stop: () => {
      stopped = true
      child?.kill('SIGTERM')
    },
  }
}

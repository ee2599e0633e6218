import { spawn, type ChildProcess } from 'node:child_process'

/**
 * The real jobs worker (`npm run worker`) as a child process against this run's database. Its output and exit are
 * kept, so a test that waits on it can say why it never got there.
 */
export interface SpawnedWorker {
  /** What the worker printed so far, and how it ended if it did. */
  report(): string
  /**
   * Resolves once the worker has booted and runs due jobs. Loading and booting take seconds on an idle machine but
   * can take minutes on a loaded shared one, so this wait is long and separate from waiting for a job's effect.
   */
  running(timeoutMs?: number): Promise<void>
  stop(): Promise<void>
}

export function spawnJobsWorker(env: Record<string, string> = {}): SpawnedWorker {
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    env: { ...process.env, JOBS_WORKER_INTERVAL: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const started = Date.now()
  const stamp = () => `[+${((Date.now() - started) / 1000).toFixed(1)} s] `
  child.stdout?.on('data', (c: Buffer) => (output += stamp() + c))
  child.stderr?.on('data', (c: Buffer) => (output += stamp() + c))
  child.on('exit', (code, signal) => (output += `${stamp()}worker exited (code ${code}, signal ${signal})\n`))
  const report = () => `worker output:\n${output || '(nothing)'}`
  return {
    report,
    running: (timeoutMs = 240_000) =>
      new Promise<void>((resolve, reject) => {
        const check = setInterval(() => {
          if (output.includes('running due jobs')) done()
          else if (child.exitCode !== null || child.signalCode !== null) done(new Error('the jobs worker exited'))
        }, 200)
        const timer = setTimeout(() => done(new Error(`the jobs worker did not start in ${timeoutMs} ms`)), timeoutMs)
        function done(error?: Error) {
          clearInterval(check)
          clearTimeout(timer)
          if (error) reject(new Error(`${error.message}\n${report()}`))
          else resolve()
        }
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
  }
}

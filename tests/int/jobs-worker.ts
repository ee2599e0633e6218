import { spawn, type ChildProcess } from 'node:child_process'

/**
 * The real jobs worker (`npm run worker`) as a child process against this run's database. Its output and exit are
 * kept, so a test that waits on it can say why it never got there.
 */
export interface SpawnedWorker {
  /** What the worker printed so far, and how it ended if it did. */
  report(): string
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
  return {
    report: () => `worker output:\n${output || '(nothing)'}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
  }
}

import os from 'node:os'

/**
 * Where a test run's time goes: each phase's own span, from the run's start, which phases ran beside another, so the
 * total is not read as their sum, and how busy the machine's cores were through each (all processes, from the
 * kernel's counters): a phase far below 100% waits on something other than the CPU, and work beside it costs little.
 * `npm test` prints the table at its end, with the host's speed beside it.
 */
export type Phase = { name: string; start: number; end: number | null; beside?: string; cpu?: string }

/** The cores' busy and total time so far, in ms, summed over all cores. */
export function cpuTimes(): { busy: number; total: number } {
  let busy = 0
  let total = 0
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle
    total += all
    busy += all - times.idle
  }
  return { busy, total }
}

/** The share of the cores busy between two readings of `cpuTimes`, as "87%". */
export function busyShare(from: { busy: number; total: number }, to: { busy: number; total: number }): string {
  const total = to.total - from.total
  return total > 0 ? `${Math.round((100 * (to.busy - from.busy)) / total)}%` : '–'
}

export class PhaseClock {
  readonly phases: Phase[] = []

  private readonly cpuAtStart = cpuTimes()

  constructor(readonly started = Date.now()) {}

  /** Starts a phase now; call the returned function when it ends. `beside`: the phase it overlaps, by name. */
  begin(name: string, beside?: string): () => void {
    const phase: Phase = { name, start: Date.now(), end: null, beside }
    const cpuAtStart = cpuTimes()
    this.phases.push(phase)
    return () => {
      if (phase.end !== null) return
      phase.end = Date.now()
      phase.cpu = busyShare(cpuAtStart, cpuTimes())
    }
  }

  /** Times `work` as a phase. */
  async time<T>(name: string, work: () => Promise<T>, beside?: string): Promise<T> {
    const end = this.begin(name, beside)
    try {
      return await work()
    } finally {
      end()
    }
  }

  /** The table: from, to and span in seconds from the run's start, and what each phase ran beside. */
  summary(now = Date.now()): string {
    const s = (ms: number) => `${Math.round(ms / 1000)}`
    const width = Math.max(...this.phases.map((p) => p.name.length), 5)
    const rows = this.phases.map((p) => {
      const end = p.end ?? now
      const span = `${s(p.start - this.started).padStart(5)} → ${s(end - this.started).padStart(5)}  ${s(end - p.start).padStart(5)} s`
      const cpu = (p.cpu ?? '').padStart(5)
      return `  ${p.name.padEnd(width)}  ${span}  ${cpu}${p.beside ? `  (beside ${p.beside})` : ''}${p.end === null ? '  (unfinished)' : ''}`
    })
    return [
      `Phases (seconds from the start of npm test; a phase "beside" another ran at the same time; cores: the share of`,
      `the machine's cores busy through the phase, every process counted):`,
      `  ${'phase'.padEnd(width)}   from →    to   span  cores`,
      ...rows,
      `  ${'total'.padEnd(width)}  ${s(0).padStart(5)} → ${s(now - this.started).padStart(5)}  ${s(now - this.started).padStart(5)} s  ${busyShare(this.cpuAtStart, cpuTimes()).padStart(5)}`,
    ].join('\n')
  }
}

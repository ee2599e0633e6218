/**
 * Where a test run's time goes: each phase's own span, from the run's start, and which phases ran beside another,
 * so the total is not read as their sum. `npm test` prints the table at its end, with the host's speed beside it.
 */
export type Phase = { name: string; start: number; end: number | null; beside?: string }

export class PhaseClock {
  readonly phases: Phase[] = []

  constructor(readonly started = Date.now()) {}

  /** Starts a phase now; call the returned function when it ends. `beside`: the phase it overlaps, by name. */
  begin(name: string, beside?: string): () => void {
    const phase: Phase = { name, start: Date.now(), end: null, beside }
    this.phases.push(phase)
    return () => {
      phase.end ??= Date.now()
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
      return `  ${p.name.padEnd(width)}  ${span}${p.beside ? `  (beside ${p.beside})` : ''}${p.end === null ? '  (unfinished)' : ''}`
    })
    return [
      `Phases (seconds from the start of npm test; a phase "beside" another ran at the same time):`,
      `  ${'phase'.padEnd(width)}   from →    to   span`,
      ...rows,
      `  ${'total'.padEnd(width)}  ${s(0).padStart(5)} → ${s(now - this.started).padStart(5)}  ${s(now - this.started).padStart(5)} s`,
    ].join('\n')
  }
}

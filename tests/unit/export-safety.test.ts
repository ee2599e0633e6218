import { describe, expect, it, vi } from 'vitest'

import { neutraliseFormula } from '@/lib/exports/csvFormulas'
import { EXPORT_MESSAGES, failWhenStalled } from '@/lib/exports/exportsCollection'
import { leadCsvRows } from '@/lib/exports/leadCsv'

describe('neutraliseFormula (OWASP CSV injection rule)', () => {
  it.each([
    '=1+1',
    '+44 121 496 0000',
    '-2+3',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    '\n=1',
    '＝1+1',
    '=HYPERLINK("http://evil.example","x")',
  ])('prefixes %j with a single quote', (value) => expect(neutraliseFormula(value)).toBe(`'${value}`))

  it.each(['Priya Patel', '0121 496 0555', ' =1', "'=1", '', '2026-01-01T00:00:00.000Z'])(
    'leaves %j as it is',
    (value) => expect(neutraliseFormula(value)).toBe(value),
  )

  it('leaves numbers, booleans and empty cells alone', () => {
    expect(neutraliseFormula(-5)).toBe(-5)
    expect(neutraliseFormula(true)).toBe(true)
    expect(neutraliseFormula(null)).toBe(null)
    expect(neutraliseFormula(undefined)).toBe(undefined)
  })

  it('the export hook changes every text cell of a CSV batch and nothing in JSON', async () => {
    const lead = { customerName: '=cmd', customerPhone: '+44 1', address: 'fine', postcode: null }
    const data = [{ flattened: true }]
    const args = { batchNumber: 1, originalData: [lead], req: {} as never, totalBatches: 1 }
    const hook = leadCsvRows('measuring-appointments')
    expect(await hook({ ...args, data, format: 'csv' })).toEqual([
      { Name: "'=cmd", Phone: "'+44 1", Address: 'fine', Postcode: '' },
    ])
    expect(await hook({ ...args, data, format: 'json' })).toEqual(data)
  })
})

describe('failWhenStalled', () => {
  it('passes a stream through', async () => {
    const source = new Response('a,b\n1,2\n').body!
    expect(await new Response(failWhenStalled(source, 1000)).text()).toBe('a,b\n1,2\n')
  })

  it('ends a stream whose source stops sending, instead of waiting for ever', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('header\n'))
      },
      // Never sends another chunk and never closes.
      pull: () => new Promise(() => {}),
    })
    // On a fake clock: the stream ends when its source has been silent for the given time, not before.
    vi.useFakeTimers()
    try {
      let outcome: string | null = null
      void new Response(failWhenStalled(source, 200)).text().then(
        () => (outcome = 'finished'),
        (error: Error) => (outcome = error.message),
      )
      await vi.advanceTimersByTimeAsync(199)
      expect(outcome, 'after 199 ms of silence').toBeNull()
      await vi.advanceTimersByTimeAsync(1)
      expect(outcome, 'after 200 ms of silence').toBe(EXPORT_MESSAGES.stalled)
    } finally {
      vi.useRealTimers()
    }
  })
})

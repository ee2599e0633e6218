'use client'

import { useEffect, useState } from 'react'

import { countdownParts } from '@/lib/promotion/countdown'
import { clsx } from 'clsx'

const UNITS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Mins' },
  { key: 'seconds', label: 'Secs' },
] as const

/**
 * The flash-sale countdown: ticks every second to the owner's end date (rendered only when one is set). The server
 * renders a stable placeholder ('--'); the clock only starts in the browser, so the prerendered HTML never disagrees
 * with hydration.
 */
export function Countdown({ endsAt, className }: { endsAt: Date; className?: string }) {
  const [now, setNow] = useState<number | null>(null)

  useEffect(() => {
    let interval: number | undefined
    const tick = () => setNow(Date.now())
    tick()
    // Align the ticks with the clock's seconds so every digit changes together.
    const align = window.setTimeout(
      () => {
        tick()
        interval = window.setInterval(tick, 1000)
      },
      1000 - (Date.now() % 1000),
    )
    return () => {
      window.clearTimeout(align)
      window.clearInterval(interval)
    }
  }, [])

  const target = endsAt
  const parts = now !== null ? countdownParts(target, now) : null

  return (
    <div
      role="timer"
      aria-label="Time left in the sale"
      data-testid="countdown"
      data-target={target.toISOString()}
      className={clsx('flex gap-2 sm:gap-3', className)}
    >
      {UNITS.map(({ key, label }) => (
        <div
          key={key}
          className="flex w-16 flex-col items-center rounded-lg bg-white px-2 py-2.5 shadow-card ring-1 ring-promo/10 sm:w-[4.5rem]"
        >
          <span
            className="tabular font-serif text-2xl font-semibold leading-none text-navy sm:text-3xl"
            data-unit={key}
          >
            {parts ? String(parts[key]).padStart(2, '0') : '--'}
          </span>
          <span className="mt-1.5 text-[0.6875rem] font-semibold uppercase tracking-wider text-muted">{label}</span>
        </div>
      ))}
    </div>
  )
}

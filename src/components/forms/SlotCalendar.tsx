'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import type { SlotChoice } from '@/lib/booking/labels'
import { cn } from '@/lib/platform/cn'
import { SlotDayRadios, SlotFieldset } from './SlotRadioList'

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
const DAY_MS = 86_400_000

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
/** Monday = 0. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
const dateOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

/** The weeks (Monday to Sunday) from the first free day to the last, as UK dates. */
function weeksOf(days: string[]): string[][] {
  const first = dayNumber(days[0]) - weekdayOf(days[0])
  const last = dayNumber(days[days.length - 1])
  const weeks: string[][] = []
  for (let start = first; start <= last; start += 7) weeks.push(Array.from({ length: 7 }, (_, i) => dateOf(start + i)))
  return weeks
}

/**
 * The free windows as a small calendar: a grid of day buttons (only days with a free window are buttons, each
 * named in full with its count), then the chosen day's windows as the same radios as SlotRadioList. An
 * enhancement with JavaScript only: the server's radio list is the path without it.
 */
export function SlotCalendar({
  slots,
  name = 'slot',
  legend,
  error,
  defaultValue,
}: {
  slots: SlotChoice[]
  name?: string
  legend: string
  error?: string
  /** A window already chosen: its day is shown and its radio checked. */
  defaultValue?: string
}) {
  const days = [...new Set(slots.map((s) => s.date))].sort()
  const [chosen, setChosen] = useState(() => slots.find((s) => s.value === defaultValue)?.date ?? days[0])
  const day = days.includes(chosen) ? chosen : days[0]
  if (!day) return null
  const ofDay = slots.filter((s) => s.date === day)
  return (
    <SlotFieldset name={name} legend={legend} error={error} data-testid="slot-calendar">
      <div role="group" aria-label="Days with free times" className="max-w-md">
        <div className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-muted" aria-hidden="true">
          {WEEKDAYS.map((w) => (
            <span key={w}>{w}</span>
          ))}
        </div>
        {weeksOf(days).map((week) => (
          <div key={week[0]} className="mt-1 grid grid-cols-7 gap-1">
            {week.map((date) => {
              const free = slots.filter((s) => s.date === date)
              const label = String(Number(date.slice(8)))
              if (!free.length)
                return (
                  <span key={date} aria-hidden="true" className="grid h-10 place-items-center text-sm text-muted">
                    {label}
                  </span>
                )
              const pressed = date === day
              return (
                <button
                  key={date}
                  type="button"
                  aria-pressed={pressed}
                  aria-label={`${free[0].day}, ${free.length} free ${free.length === 1 ? 'time' : 'times'}`}
                  onClick={() => setChosen(date)}
                  className={cn(
                    'grid h-10 place-items-center rounded-md border text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-navy/40',
                    pressed ? 'border-navy bg-navy text-white' : 'border-black/15 bg-white text-ink hover:border-navy',
                  )}
                >
                  {label}
                </button>
              )
            })}
          </div>
        ))}
      </div>
      <div>
        <p className="text-sm font-medium text-muted" aria-live="polite">
          {ofDay[0].day}
        </p>
        <SlotDayRadios slots={ofDay} name={name} defaultValue={defaultValue} />
      </div>
    </SlotFieldset>
  )
}

/**
 * The server's radio list (`children`) until the page's script runs, then the calendar over the same windows. A
 * window the visitor chose in the list before then stays chosen in the calendar.
 */
export function EnhancedSlotList({
  slots,
  legend,
  children,
}: {
  slots: SlotChoice[]
  legend: string
  children: ReactNode
}) {
  const marker = useRef<HTMLSpanElement>(null)
  const [calendar, setCalendar] = useState<{ chosen?: string } | null>(null)
  useEffect(() => {
    const checked = marker.current?.parentElement?.querySelector<HTMLInputElement>('input[name="slot"]:checked')
    // The choice lives only in the server-rendered DOM, so it is read once that DOM is hydrated.
    setCalendar({ chosen: checked?.value })
  }, [])
  return (
    <>
      <span ref={marker} hidden />
      {calendar ? <SlotCalendar slots={slots} legend={legend} defaultValue={calendar.chosen} /> : children}
    </>
  )
}

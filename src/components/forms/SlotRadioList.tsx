import type { ReactNode } from 'react'

import type { SlotChoice } from '@/lib/booking/labels'

/** The fieldset of a window choice: its legend and the server's message about it. */
export function SlotFieldset({
  name,
  legend,
  error,
  children,
  ...rest
}: {
  name: string
  legend: string
  error?: string
  children: ReactNode
  'data-testid'?: string
}) {
  return (
    <fieldset className="space-y-4" aria-describedby={error ? `${name}-error` : undefined} {...rest}>
      <legend className="text-base font-semibold">{legend}</legend>
      {error ? (
        <p id={`${name}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  )
}

/** One day's free windows as radios (value "YYYY-MM-DD|window"). */
export function SlotDayRadios({
  slots,
  name,
  defaultValue,
}: {
  slots: SlotChoice[]
  name: string
  defaultValue?: string
}) {
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-3">
      {slots.map((s) => (
        <label
          key={s.value}
          className="flex cursor-pointer items-center gap-2 rounded-md border border-black/15 bg-white px-3 py-3 text-sm has-[:checked]:border-navy has-[:checked]:ring-2 has-[:checked]:ring-navy/30"
        >
          <input type="radio" name={name} value={s.value} defaultChecked={s.value === defaultValue} required />
          <span>{s.time}</span>
        </label>
      ))}
    </div>
  )
}

/**
 * Free visit windows as a plain radio list grouped by day: server-rendered, so choosing one works without
 * JavaScript (the calendar of the interactive form uses the same radios).
 */
export function SlotRadioList({
  slots,
  name = 'slot',
  legend,
  error,
}: {
  slots: SlotChoice[]
  name?: string
  legend: string
  error?: string
}) {
  const days = [...new Set(slots.map((s) => s.date))]
  return (
    <SlotFieldset name={name} legend={legend} error={error}>
      {days.map((day) => {
        const ofDay = slots.filter((s) => s.date === day)
        return (
          <div key={day}>
            <p className="text-sm font-medium text-muted">{ofDay[0].day}</p>
            <SlotDayRadios slots={ofDay} name={name} />
          </div>
        )
      })}
    </SlotFieldset>
  )
}

import { dayLabel, type Slot } from '@/lib/booking/slots'
import { windowLabel } from '@/lib/booking/mails'

/**
 * Free visit windows as a plain radio list grouped by day: server-rendered, so choosing one works without
 * JavaScript. The value is "YYYY-MM-DD|window".
 */
export function SlotRadioList({ slots, name = 'slot', legend }: { slots: Slot[]; name?: string; legend: string }) {
  const days = [...new Set(slots.map((s) => s.date))]
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold">{legend}</legend>
      {days.map((day) => (
        <div key={day}>
          <p className="text-sm font-medium text-muted">{dayLabel(day)}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {slots
              .filter((s) => s.date === day)
              .map((s) => (
                <label
                  key={s.window}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-black/15 bg-white px-3 py-3 text-sm has-[:checked]:border-navy has-[:checked]:ring-2 has-[:checked]:ring-navy/30"
                >
                  <input type="radio" name={name} value={`${s.date}|${s.window}`} required />
                  <span>{windowLabel(s.window)}</span>
                </label>
              ))}
          </div>
        </div>
      ))}
    </fieldset>
  )
}

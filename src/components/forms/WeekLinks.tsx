import { ChevronLeft, ChevronRight } from '@/components/icons'

const style =
  'inline-flex min-h-11 items-center gap-1 rounded-md border border-navy bg-white px-3 text-sm font-semibold text-navy hover:bg-navy-soft disabled:opacity-40'

/**
 * "Earlier week" / "Later week" around the week of free times shown, up to the booking horizon. Links without
 * JavaScript (/book/choose-a-time?week=…), buttons in the interactive form; an end of the range has neither.
 */
export function WeekLinks({
  label,
  previous,
  next,
  onWeek,
  busy = false,
}: {
  label: string
  /** An address (links) or a week start handed to `onWeek` (buttons); null at that end. */
  previous: string | null
  next: string | null
  onWeek?: (week: string) => void
  busy?: boolean
}) {
  const control = (target: string | null, text: 'Earlier week' | 'Later week') => {
    if (!target) return <span aria-hidden="true" className="min-w-28" />
    const content =
      text === 'Earlier week' ? (
        <>
          <ChevronLeft className="size-4" aria-hidden="true" /> {text}
        </>
      ) : (
        <>
          {text} <ChevronRight className="size-4" aria-hidden="true" />
        </>
      )
    return onWeek ? (
      <button type="button" className={style} disabled={busy} onClick={() => onWeek(target)}>
        {content}
      </button>
    ) : (
      <a href={target} className={style}>
        {content}
      </a>
    )
  }
  return (
    <nav aria-label="Weeks with free times" className="mt-6 flex items-center justify-between gap-3" id="free-times">
      {control(previous, 'Earlier week')}
      <p className="text-center text-sm font-semibold" aria-live="polite" data-testid="week-shown">
        {label}
      </p>
      {control(next, 'Later week')}
    </nav>
  )
}

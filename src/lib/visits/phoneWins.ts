/**
 * Which values a window on the measure page shows (issue 67, "what the phone keeps wins"). Pure: the page's copy, the
 * copies kept on the phone (src/lib/visits/windowQueue.ts) and what the browser's form held before the scripts
 * arrived come in as data, so the rules are unit-tested (tests/unit/phone-wins.test.ts).
 *
 * A page opened without signal is the service worker's copy from its last good load, often from before the window
 * was measured: it shows the sizes priced online. The phone's own copy of the window is the measurement, so it wins
 * whenever it can be newer than the page's. What the fitter typed before the scripts arrived wins over both, but only
 * a field typed in this page's life: the server-rendered defaults of a kept page are not typing.
 */
import type { MeasuredWindowInput } from './measuredWindow'
import type { MeasureWindow } from './readMeasure'
import type { StoredVisitPhoto } from './saveVisitPhoto'

/** A window kept on the phone (windowQueue's entry): sent once `sentAt` is set. */
export interface PhoneWindow {
  clientId: string
  body: MeasuredWindowInput
  sentAt?: string
}

/** A window as the page shows it; `fromPhone` when its values are the phone's copy, not the page's. */
export type ShownWindow = MeasureWindow & { fromPhone?: boolean }

/**
 * Whether the phone's copy of a window is shown rather than the page's: always when the page does not have that
 * window or the copy still waits to be sent (or was refused: the fitter's last word); once sent, only when it was
 * measured later than the page's copy (a page kept from before that save). The same moment, or a later one on the
 * server, is the page's: the same save, or a change made since on another phone or in /admin.
 */
export function phoneCopyWins(kept: PhoneWindow, onPage: MeasureWindow | undefined): boolean {
  if (!onPage || !kept.sentAt) return true
  const keptAt = Date.parse(kept.body.measuredAt ?? '')
  const pageAt = Date.parse(onPage.values.measuredAt ?? '')
  if (Number.isNaN(keptAt)) return false
  return Number.isNaN(pageAt) || keptAt > pageAt
}

/**
 * The visit's windows as the page shows them, given the page's own (`onPage`) and the phone's copies of this visit's
 * windows: each phone copy that wins replaces the page's values of that window; a window the page does not have
 * joins it, in the place of a window priced online and not yet measured at its position (keeping that reminder).
 * Null when the page is shown as it is.
 */
export function shownWindows(
  onPage: MeasureWindow[],
  kept: PhoneWindow[],
  photos: StoredVisitPhoto[],
): ShownWindow[] | null {
  let changed = false
  const shown: ShownWindow[] = onPage.map((w) => {
    const copy = w.clientId ? kept.find((k) => k.clientId === w.clientId) : undefined
    if (!copy || !phoneCopyWins(copy, w)) return w
    changed = true
    return { ...w, values: copy.body, fromPhone: true }
  })
  const joining = kept.filter((k) => !onPage.some((w) => w.clientId === k.clientId))
  if (!joining.length && !changed) return null
  const unmeasuredAt = (position: number) => shown.find((w) => !w.clientId && w.position === position)
  return [
    ...shown.filter((w) => w.clientId || !joining.some((k) => Number(k.body.position) === w.position)),
    ...joining.map((k) => {
      const position = Number(k.body.position)
      return {
        position,
        clientId: k.clientId,
        pricedOnline: unmeasuredAt(position)?.pricedOnline ?? null,
        values: k.body,
        photos: photos.filter((p) => p.windowClientId === k.clientId),
        fromPhone: true,
      }
    }),
  ].sort((a, b) => a.position - b.position)
}

/** A form's fields by name, each with its values: one for a box or a list, those ticked of a group ('' for none). */
export type FormFields = Record<string, string[]>

/** A window's form as the browser held it before React took it over. */
export interface EarlyForm {
  /** its fields now: what the page shows */
  now: FormFields
  /** its fields as the server rendered them (the inputs' default values) */
  rendered: FormFields
  /** the fields the fitter typed in or changed in this page's life (the script loader's note, input and change) */
  touched: readonly string[]
}

const values = (list: readonly string[] | undefined) => (list ?? []).filter((v) => v !== '').sort()
const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  JSON.stringify(values(a)) === JSON.stringify(values(b))

/**
 * The fields typed before the scripts arrived: touched in this page's life and different from what the server
 * rendered. Neither alone will do: a kept page's fields differ from the window kept on the phone without anyone
 * typing, and a browser may put back a field's earlier value on reload without an input event.
 */
export function typedFields({ now, rendered, touched }: EarlyForm): FormFields {
  return Object.fromEntries(
    Object.entries(now).filter(([name, list]) => touched.includes(name) && !sameList(list, rendered[name])),
  )
}

const one = (fields: FormFields, name: string) => fields[name]?.[0] ?? ''
const numberOf = (text: string) => (text === '' ? undefined : Number(text))

/** A form's fields as the window's values, only those present. */
export function windowValuesOf(fields: FormFields): Partial<MeasuredWindowInput> {
  const out: Partial<MeasuredWindowInput> = {}
  const choice = <T extends string>(name: string) => (one(fields, name) || undefined) as T | undefined
  if ('room' in fields) out.room = one(fields, 'room')
  if ('widthMm' in fields) out.widthMm = numberOf(one(fields, 'widthMm'))
  if ('dropMm' in fields) out.dropMm = numberOf(one(fields, 'dropMm'))
  if ('fit' in fields) out.fit = choice<MeasuredWindowInput['fit']>('fit')
  if ('fixing' in fields) out.fixing = choice<MeasuredWindowInput['fixing']>('fixing')
  if ('controlSide' in fields) out.controlSide = choice<NonNullable<MeasuredWindowInput['controlSide']>>('controlSide')
  if ('safetyDevice' in fields) out.safetyDevice = choice<MeasuredWindowInput['safetyDevice']>('safetyDevice')
  if ('product' in fields) out.product = numberOf(one(fields, 'product'))
  if ('finish' in fields) out.finish = one(fields, 'finish')
  if ('options' in fields) out.options = values(fields.options)
  return out
}

const asList = (value: unknown): string[] =>
  value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value))
    ? []
    : Array.isArray(value)
      ? value.map(String)
      : [String(value)]

/**
 * Whether a form's values show what was on the screen (`shown`, the fields as the browser held them): a save the
 * fitter tapped before the scripts arrived is sent only then, never with a value that changed under the tap.
 */
export function showsWhatWasOnScreen(shown: FormFields, formValues: Partial<MeasuredWindowInput>): boolean {
  const byName = new Map<string, unknown>(Object.entries(formValues))
  return Object.entries(shown).every(([name, list]) => sameList(list, asList(byName.get(name))))
}

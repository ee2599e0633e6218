'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { estimateWindows } from '@/lib/pricing/estimate'
import { CONTROL_SIDES, FITS, FIXINGS, SAFETY_DEVICES } from '@/lib/orders/client'
import { measuredWindowSchema, type MeasuredWindowData, type MeasuredWindowInput } from '@/lib/visits/measuredWindow'
import {
  phoneCopyWins,
  showsWhatWasOnScreen,
  typedFields,
  windowValuesOf,
  type EarlyForm,
  type FormFields,
  type ShownWindow,
} from '@/lib/visits/phoneWins'
import type { MeasureProduct } from '@/lib/visits/readMeasure'
import { earlyInput, useEarlyAction } from '../hooks/useEarlyAction'
import { useHydrated } from '../hooks/useHydrated'
import { PhotoPicker } from './PhotoPicker'
import {
  keepWindow,
  keptWindows,
  QUEUE_EVENT,
  isSent,
  queuedWindow,
  sendQueue,
  type WindowState,
} from '@/lib/visits/windowQueue'

const NO_OFFERS = { promotion: null, bundles: [] }
const STATE_TEXT: Record<WindowState, string> = { unsaved: 'Not saved', 'not-sent': 'not yet sent', sent: 'Sent' }

/** The grid price of a window as typed (mm), with the site's own pricing rules; null until it can be priced. */
function livePrice(products: MeasureProduct[], v: Partial<MeasuredWindowInput>): string | null {
  const product = products.find((p) => p.id === Number(v.product))
  const width = Number(v.widthMm)
  const drop = Number(v.dropMm)
  if (!product || !(width > 0) || !(drop > 0)) return null
  const result = estimateWindows(
    [
      {
        product: product.slug,
        width,
        drop,
        unit: 'mm',
        finish: v.finish || undefined,
        options: (v.options ?? []).filter((o) => product.options.some((p) => p.code === o)),
      },
    ],
    products,
    NO_OFFERS,
  )
  return result.ok ? (result.estimate.windows[0]?.text ?? null) : null
}

/**
 * Whether this form shows the page's copy of a window the phone keeps a copy of that wins (src/lib/visits/phoneWins.ts):
 * MeasureWindows puts the phone's copy in its place, but React may hydrate this form, and run a save held before
 * hydration, first. Saving then would send the kept page's values under the window's id, over the measurement.
 */
function givesWayToPhoneCopy(win: ShownWindow): boolean {
  if (win.fromPhone || !win.clientId) return false
  const kept = keptWindows().find((k) => k.clientId === win.clientId)
  return kept !== undefined && phoneCopyWins(kept, win)
}

const field = 'mt-1 block w-full rounded border border-line bg-white px-3 py-2 text-base'

/**
 * A window's form as the browser held it before React took it over (the page's scripts arrive after its first
 * paint): what it shows, what the server rendered, and the fields the fitter typed in or changed, as the page's
 * script loader noted them (`__earlyInput`, scripts/defer-scripts.mjs). Null once the form is React's, and on the
 * server.
 *
 * Why the loader's note and not the fields alone: a page the service worker kept is the server's HTML from before
 * the window was measured, so its fields differ from the window kept on the phone without anyone typing (issue 67:
 * the sizes priced online were taken as typed and won over the measurement), and a browser may put back a field's
 * earlier value on reload without any input. The loader's capture listeners, in the page's first script, see every
 * input and change from the first paint, with nothing to add to each form.
 */
function earlyForm(selector: string, name: string): EarlyForm | null {
  if (typeof document === 'undefined') return null
  const form = document.querySelector<HTMLFormElement>(selector)
  if (!form || Object.keys(form).some((key) => key.startsWith('__reactFiber$'))) return null
  const now: FormFields = {}
  const rendered: FormFields = {}
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue
    if (!element.name || element.type === 'file') continue
    const shown = (now[element.name] ??= [])
    const served = (rendered[element.name] ??= [])
    if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options)
      shown.push(element.value)
      served.push((options.find((o) => o.defaultSelected) ?? options[0])?.value ?? '')
    } else if (element.type === 'radio' || element.type === 'checkbox') {
      if (element.checked) shown.push(element.value)
      if (element.defaultChecked) served.push(element.value)
    } else {
      shown.push(element.value)
      served.push(element.defaultValue)
    }
  }
  return { now, rendered, touched: earlyInput(name) }
}

/** One window on the measure page: typed, priced as typed, kept on the phone, then sent. */
export function WindowForm({
  appointmentId,
  products,
  window: win,
}: {
  appointmentId: number
  products: MeasureProduct[]
  window: ShownWindow
}) {
  const id = useId()
  /** The form's name for a submission the script loader held before hydration (`data-early-submit`). */
  const earlyName = `window-${appointmentId}-${win.position}`
  // What the server-rendered form showed and what was typed in it before hydration: only that typing wins over the
  // window's values (the phone's copy when it keeps one, src/lib/visits/phoneWins.ts).
  const [early] = useState(() => {
    const held = earlyForm(`form[data-appointment="${appointmentId}"][data-window="${win.position}"]`, earlyName)
    return held && { shown: held.now, typed: windowValuesOf(typedFields(held)) }
  })
  // Until hydrated, the page shows what the server rendered (win.values); what was typed takes over after.
  const hydrated = useHydrated()
  const [clientId, setClientId] = useState(win.clientId)
  const [state, setState] = useState<WindowState>(win.clientId ? 'sent' : 'unsaved')
  const [refused, setRefused] = useState<string | null>(null)
  const [heldBack, setHeldBack] = useState(false)
  const form = useForm<MeasuredWindowInput, unknown, MeasuredWindowData>({
    resolver: zodResolver(measuredWindowSchema),
    defaultValues: {
      appointment: appointmentId,
      position: win.position,
      room: '',
      finish: '',
      options: [],
      fit: undefined,
      fixing: undefined,
      ...win.values,
      ...early?.typed,
    },
  })
  const { register, handleSubmit, formState } = form
  const watched = useWatch({ control: form.control }) as Partial<MeasuredWindowInput>
  const values = hydrated ? watched : win.values
  const product = products.find((p) => p.id === Number(values.product))
  const price = livePrice(products, values)

  useEffect(() => {
    if (!clientId) return
    const update = () => {
      const queued = queuedWindow(clientId)
      if (queued) {
        setState('not-sent')
        setRefused(queued.refused ?? null)
      } else if (isSent(clientId) || win.clientId === clientId) setState('sent')
    }
    update()
    window.addEventListener(QUEUE_EVENT, update)
    return () => window.removeEventListener(QUEUE_EVENT, update)
  }, [clientId, win.clientId])

  // Photos taken before the window is saved need its id already: made then, and the save keeps it.
  const windowClientId = () => {
    if (clientId) return clientId
    const made = crypto.randomUUID()
    setClientId(made)
    return made
  }

  const save = handleSubmit((data) => {
    const key = clientId ?? crypto.randomUUID()
    const body: MeasuredWindowInput = { ...data, measuredAt: new Date().toISOString() }
    keepWindow(key, body)
    setClientId(key)
    setHeldBack(false)
    setState('not-sent')
    void sendQueue()
  })

  // "Save window" tapped before hydration: the loader held the browser's own submission; this form sends it now,
  // unless it no longer shows what was on the screen at the tap (the window kept on the phone took the place of the
  // kept page's copy, or that copy is gone): a save never sends a value the fitter did not see.
  useEarlyAction('submit', earlyName, () => {
    if (early && !givesWayToPhoneCopy(win) && showsWhatWasOnScreen(early.shown, form.getValues())) void save()
    else setHeldBack(true)
  })

  const error = (name: keyof MeasuredWindowInput) => {
    const message = formState.errors[name]?.message
    return message ? (
      <p className="mt-1 text-sm text-red-700" role="alert">
        {String(message)}
      </p>
    ) : null
  }

  return (
    <form
      onSubmit={save}
      noValidate
      aria-labelledby={`${id}-title`}
      data-window={win.position}
      data-appointment={appointmentId}
      data-early-submit={earlyName}
      className="rounded-card border border-line bg-card p-4 shadow-card"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Window {win.position}
        </h2>
        <p className="text-sm font-semibold" role="status" data-state={state}>
          {state === 'unsaved' ? '' : STATE_TEXT[state]}
        </p>
      </div>
      {win.pricedOnline ? <p className="text-sm text-muted">Priced online: {win.pricedOnline}</p> : null}
      <label className="mt-3 block text-sm font-medium">
        Room
        <input className={field} autoComplete="off" defaultValue={win.values.room} {...register('room')} />
      </label>
      {error('room')}
      <div className="mt-3 grid grid-cols-2 gap-3">
        <label className="block text-sm font-medium">
          Width (mm)
          <input
            className={field}
            inputMode="numeric"
            type="number"
            defaultValue={win.values.widthMm}
            {...register('widthMm', { valueAsNumber: true })}
          />
          {error('widthMm')}
        </label>
        <label className="block text-sm font-medium">
          Drop (mm)
          <input
            className={field}
            inputMode="numeric"
            type="number"
            defaultValue={win.values.dropMm}
            {...register('dropMm', { valueAsNumber: true })}
          />
          {error('dropMm')}
        </label>
      </div>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium">Fit</legend>
        <div className="flex gap-4">
          {FITS.map((o) => (
            <label key={o.value} className="flex items-center gap-2 py-1">
              <input type="radio" value={o.value} defaultChecked={win.values.fit === o.value} {...register('fit')} />{' '}
              {o.label}
            </label>
          ))}
        </div>
        {error('fit')}
      </fieldset>
      <fieldset className="mt-2">
        <legend className="text-sm font-medium">Fixing</legend>
        <div className="flex gap-4">
          {FIXINGS.map((o) => (
            <label key={o.value} className="flex items-center gap-2 py-1">
              <input
                type="radio"
                value={o.value}
                defaultChecked={win.values.fixing === o.value}
                {...register('fixing')}
              />{' '}
              {o.label}
            </label>
          ))}
        </div>
        {error('fixing')}
      </fieldset>
      <label className="mt-2 block text-sm font-medium">
        Control side
        <select className={field} defaultValue={win.values.controlSide ?? ''} {...register('controlSide')}>
          <option value="">Choose…</option>
          {CONTROL_SIDES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {error('controlSide')}
      <label className="mt-2 block text-sm font-medium">
        Child-safety device
        <select className={field} defaultValue={win.values.safetyDevice ?? ''} {...register('safetyDevice')}>
          <option value="">Choose…</option>
          {SAFETY_DEVICES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {error('safetyDevice')}
      <label className="mt-3 block text-sm font-medium">
        Blind
        <select
          className={field}
          defaultValue={win.values.product ?? ''}
          {...register('product', {
            setValueAs: (v: unknown) => (v === '' || v === undefined ? undefined : Number(v)),
            onChange: () => {
              form.setValue('finish', '')
              form.setValue('options', [])
            },
          })}
        >
          <option value="">Choose…</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      {error('product')}
      {product ? (
        <>
          <label className="mt-3 block text-sm font-medium">
            Finish
            <select className={field} defaultValue={win.values.finish ?? ''} {...register('finish')}>
              <option value="">Not chosen yet</option>
              {product.finishes.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </label>
          {product.options.length ? (
            <fieldset className="mt-3">
              <legend className="text-sm font-medium">Options</legend>
              {product.options.map((o) => (
                <label key={o.code} className="flex items-center gap-2 py-1">
                  <input
                    type="checkbox"
                    value={o.code}
                    defaultChecked={win.values.options?.includes(o.code)}
                    {...register('options')}
                  />{' '}
                  {o.label}
                </label>
              ))}
            </fieldset>
          ) : null}
        </>
      ) : null}
      <p className="mt-3 text-base" aria-live="polite">
        Grid price: <strong data-price>{price ?? '–'}</strong>
      </p>
      <PhotoPicker
        owner={{ stage: 'measuring', appointment: appointmentId }}
        windowClientId={windowClientId}
        photos={win.photos}
        label={`Window ${win.position}`}
      />
      {heldBack ? (
        <p className="mt-1 text-sm text-red-700" role="alert">
          Not saved: this window now shows what this phone kept. Check it and save again.
        </p>
      ) : null}
      {refused ? (
        <p className="mt-1 text-sm text-red-700" role="alert">
          Not accepted: {refused}
        </p>
      ) : null}
      <button type="submit" className="mt-3 w-full rounded-card bg-navy px-4 py-3 font-semibold text-white">
        Save window
      </button>
    </form>
  )
}

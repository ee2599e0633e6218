import { Plus } from '@/components/icons'
import type { FormEvent, MouseEvent } from 'react'

import { Button } from '@/components/ui/Button'
import { control } from '@/components/forms/FormFields'
import { fieldName, MAX_WINDOWS, ROOM_MAX, type RawEstimate, type WindowField } from '@/lib/pricing/query'
import { isUnit, UNIT_LABELS, UNITS, type Unit } from '@/lib/pricing/units'
import type { EstimateProduct } from './types'

export const emptyWindow = (product = '') => ({ product, width: '', drop: '', options: [] as string[] })

/**
 * The estimate form: a GET to the dynamic `/price` page, so it works without JavaScript ("Add another window"
 * sends it with `add`, and the page answers with one more window). The interactive form renders the same markup
 * with handlers. `idPrefix` keeps the ids apart when a page shows it twice.
 */
export function EstimateFormView({
  idPrefix,
  products,
  values,
  errors = {},
  pending = false,
  onAdd,
  onUnit,
  onProduct,
  onSubmit,
}: {
  idPrefix: string
  products: EstimateProduct[]
  values: RawEstimate
  errors?: Record<string, string>
  pending?: boolean
  onAdd?: (event: MouseEvent<HTMLButtonElement>) => void
  onUnit?: (unit: Unit) => void
  /** with JavaScript: a window's blind changed, so its finishes and options follow */
  onProduct?: () => void
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}) {
  const unit = isUnit(values.unit) ? values.unit : 'cm'
  const id = (field: string, i: number) => `${idPrefix}-${field}-${i}`
  const err = (field: WindowField, i: number) => errors[fieldName(field, i)]
  // Without JavaScript the blind can change after the page is drawn: every finish, grouped by blind, and every
  // option, naming the blinds that have it when not all do (the server refuses one the blind does not have).
  // With it, only the chosen blind's finishes and options.
  const allOptions = [...new Map(products.flatMap((p) => p.options).map((o) => [o.code, o])).values()].map((o) => {
    const having = products.filter((p) => p.options.some((x) => x.code === o.code))
    return {
      code: o.code,
      label: having.length === products.length ? o.label : `${o.label} (${having.map((p) => p.name).join(', ')})`,
    }
  })
  const chosenOf = (slug: string) => products.find((p) => p.slug === slug) ?? products[0]
  return (
    <form method="get" action="/price" className="@container space-y-5" data-testid="estimate-form" onSubmit={onSubmit}>
      {values.offer ? <input type="hidden" name="offer" value={values.offer} /> : null}
      <div className="max-w-xs space-y-1.5">
        <label htmlFor={`${idPrefix}-unit`} className="block text-sm font-semibold">
          Measured in
        </label>
        <select
          id={`${idPrefix}-unit`}
          name="unit"
          defaultValue={unit}
          className={control}
          onChange={onUnit ? (e) => onUnit(e.target.value as Unit) : undefined}
        >
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {UNIT_LABELS[u]}
            </option>
          ))}
        </select>
      </div>
      {values.windows.map((w, i) => {
        const chosen = onProduct ? chosenOf(w.product) : null
        const options = chosen ? chosen.options : allOptions
        return (
          <fieldset key={i} className="space-y-3 rounded-card border border-line p-4" data-testid="estimate-window">
            <legend className="px-1 font-semibold">Window {i + 1}</legend>
            {/* Two across only where the form is wide enough for "Faux Wood Venetian Blinds" in half of it: the
                estimate also stands in narrow columns (an area page's, /book's at 1024 px). */}
            <div className="grid gap-3 @xl:grid-cols-2">
              <Field id={id('product', i)} label="Blind" error={err('product', i)}>
                <select
                  id={id('product', i)}
                  name={fieldName('product', i)}
                  defaultValue={w.product}
                  required
                  className={control}
                  aria-invalid={err('product', i) ? true : undefined}
                  onChange={onProduct}
                >
                  {products.map((p) => (
                    <option key={p.slug} value={p.slug}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={id('finish', i)} label="Finish" error={err('finish', i)}>
                <select
                  id={id('finish', i)}
                  name={fieldName('finish', i)}
                  defaultValue={w.finish ?? ''}
                  className={control}
                  aria-invalid={err('finish', i) ? true : undefined}
                  aria-describedby={err('finish', i) ? `${id('finish', i)}-error` : undefined}
                >
                  <option value="">Not sure yet</option>
                  {chosen
                    ? chosen.finishes.map((f) => (
                        <option key={f} value={f}>
                          {f}
                        </option>
                      ))
                    : products.map((p) => (
                        <optgroup key={p.slug} label={p.name}>
                          {p.finishes.map((f) => (
                            <option key={f} value={f}>
                              {f}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                </select>
              </Field>
              <Field id={id('width', i)} label={`Width (${UNIT_LABELS[unit]})`} error={err('width', i)}>
                <input
                  id={id('width', i)}
                  name={fieldName('width', i)}
                  defaultValue={w.width}
                  inputMode="decimal"
                  required
                  className={control}
                  aria-invalid={err('width', i) ? true : undefined}
                  aria-describedby={err('width', i) ? `${id('width', i)}-error` : undefined}
                />
              </Field>
              <Field id={id('drop', i)} label={`Drop (${UNIT_LABELS[unit]})`} error={err('drop', i)}>
                <input
                  id={id('drop', i)}
                  name={fieldName('drop', i)}
                  defaultValue={w.drop}
                  inputMode="decimal"
                  required
                  className={control}
                  aria-invalid={err('drop', i) ? true : undefined}
                  aria-describedby={err('drop', i) ? `${id('drop', i)}-error` : undefined}
                />
              </Field>
              <Field id={id('room', i)} label="Room (optional)" error={err('room', i)}>
                <input
                  id={id('room', i)}
                  name={fieldName('room', i)}
                  defaultValue={w.room ?? ''}
                  maxLength={ROOM_MAX}
                  className={control}
                />
              </Field>
            </div>
            {options.length ? (
              <fieldset>
                <legend className="text-sm font-semibold">Options</legend>
                <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
                  {options.map((o) => (
                    <label key={o.code} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        name={fieldName('options', i)}
                        value={o.code}
                        defaultChecked={w.options.includes(o.code)}
                        className="size-4"
                      />
                      {o.label}
                    </label>
                  ))}
                </div>
                {err('options', i) ? (
                  <p role="alert" className="mt-1 text-sm font-medium text-danger">
                    {err('options', i)}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
          </fieldset>
        )
      })}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Working it out…' : 'Price my windows'}
        </Button>
        {values.windows.length < MAX_WINDOWS ? (
          <Button type="submit" name="add" value="1" variant="secondary" formNoValidate onClick={onAdd}>
            <Plus aria-hidden="true" /> Add another window
          </Button>
        ) : null}
      </div>
    </form>
  )
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: string
  children: React.ReactNode
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

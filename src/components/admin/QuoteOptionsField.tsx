'use client'

import { FieldError, FieldLabel, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import { formatPence } from '@/lib/format/money'

type ProductOption = { code: string; label: string; price: number }

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? value.id : value)

/**
 * A quote window's options in /admin, by their labels: a box per option of the window's blind ("Decorative tapes,
 * +£12.00"). The stored values stay the products' option codes, as the pricing and the sent copy read them; a code
 * the blind no longer offers is shown by its code until it is unticked.
 */
export function QuoteOptionsField({ field, path, readOnly }: TextFieldClientProps) {
  const { value, setValue, showError, errorMessage } = useField<string[] | null>({ path })
  const productPath = path.replace(/options$/, 'product')
  const product = useFormFields(([fields]) => idOf(fields[productPath]?.value))
  const [fetched, setFetched] = useState<{ product: unknown; options: ProductOption[] }>({
    product: null,
    options: [],
  })
  useEffect(() => {
    if (product === null || product === undefined || product === '') return
    let current = true
    fetch(`/api/cms/products/${encodeURIComponent(String(product))}?depth=0&select[options]=true`, {
      credentials: 'include',
    })
      .then((res) => (res.ok ? res.json() : null))
      .then(
        (doc: { options?: ProductOption[] } | null) => current && setFetched({ product, options: doc?.options ?? [] }),
      )
      .catch(() => {})
    return () => {
      current = false
    }
  }, [product])
  const options = fetched.product === product ? fetched.options : []
  const chosen = Array.isArray(value) ? value : []
  const unknown = chosen.filter((code) => !options.some((o) => o.code === code))
  const locked = readOnly || field.admin?.readOnly
  const toggle = (code: string, on: boolean) =>
    setValue(on ? [...chosen.filter((c) => c !== code), code] : chosen.filter((c) => c !== code))

  return (
    <div className="field-type quote-options-field" data-testid={`options-${path}`} style={{ flex: '1 1 auto' }}>
      <FieldLabel label={field.label ?? 'Options'} path={path} />
      <FieldError path={path} message={errorMessage} showError={showError} />
      {!product ? (
        <p style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>Choose the blind first.</p>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem' }}>
          {options.map((o) => (
            <label key={o.code} style={{ whiteSpace: 'nowrap' }}>
              <input
                type="checkbox"
                checked={chosen.includes(o.code)}
                disabled={locked}
                onChange={(e) => toggle(o.code, e.target.checked)}
              />{' '}
              {o.label}, +{formatPence(o.price)}
            </label>
          ))}
          {unknown.map((code) => (
            <label key={code} style={{ whiteSpace: 'nowrap', color: 'var(--theme-error-500)' }}>
              <input type="checkbox" checked disabled={locked} onChange={() => toggle(code, false)} /> {code} (not an
              option of this blind)
            </label>
          ))}
          {fetched.product === product && !options.length && !unknown.length ? (
            <span style={{ color: 'var(--theme-elevation-500)' }}>This blind has no options.</span>
          ) : null}
        </div>
      )}
    </div>
  )
}

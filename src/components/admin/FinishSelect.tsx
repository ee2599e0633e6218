'use client'

import { SelectField, useFormFields } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { FINISHES } from '@/content/finishes'

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? value.id : value)

/**
 * A local job's finish: only the finishes of the chosen product's material are offered (a real-wood job lists the
 * real-wood finishes), so the choice the save would refuse is never on the list. All of them before a product is set.
 */
export const FinishSelect: SelectFieldClientComponent = (props) => {
  const product = useFormFields(([fields]) => idOf(fields.product?.value))
  // The material as fetched for a product; a different (or no) product means no answer yet.
  const [fetched, setFetched] = useState<{ product: unknown; material: string | null }>({
    product: null,
    material: null,
  })
  useEffect(() => {
    if (product === null || product === undefined || product === '') return
    let current = true
    fetch(`/api/cms/products/${encodeURIComponent(String(product))}?depth=0&select[type]=true`, {
      credentials: 'include',
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((doc: { type?: string } | null) => current && setFetched({ product, material: doc?.type ?? null }))
      .catch(() => {})
    return () => {
      current = false
    }
  }, [product])
  const material = fetched.product === product ? fetched.material : null
  const names = material ? new Set(FINISHES.filter((f) => f.material === material).map((f) => f.name)) : null
  const options = names
    ? props.field.options.filter((o) => names.has(typeof o === 'string' ? o : o.value))
    : props.field.options
  return <SelectField {...props} field={{ ...props.field, options }} />
}

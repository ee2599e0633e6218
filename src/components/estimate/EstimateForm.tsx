'use client'

import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react'

import type { Estimate } from '@/lib/pricing/estimate'
import { estimateQueryString, readEstimateQuery, type RawEstimate } from '@/lib/pricing/query'
import { emptyWindow, EstimateFormView } from './EstimateFormView'
import { EstimateResult } from './EstimateResult'
import { rememberEstimate } from './heldEstimate'
import type { EstimateProduct } from './types'

/** One more window, of the last window's blind. */
const withAnotherWindow = (values: RawEstimate): RawEstimate => ({
  ...values,
  windows: [...values.windows, emptyWindow(values.windows[values.windows.length - 1]?.product)],
})

type Answer = { estimate: Estimate; error?: string; bookHref: string } | null

/**
 * The estimate form with JavaScript (its own chunk, loaded on first use): the same markup, answered in place from
 * `GET /api/price`; "Add another window" adds one without a round trip and the size labels follow the unit.
 */
export function EstimateForm({
  idPrefix,
  products,
  query,
  submitNow,
  addNow = false,
}: {
  idPrefix: string
  products: EstimateProduct[]
  /** what the server's form held when this took over */
  query: string
  submitNow: boolean
  /** "Add another window" was pressed before this chunk arrived */
  addNow?: boolean
}) {
  const [values, setValues] = useState<RawEstimate>(() => {
    const held = readEstimateQuery(new URLSearchParams(query))
    return addNow ? withAnotherWindow(held) : held
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [answer, setAnswer] = useState<Answer>(null)
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const root = useRef<HTMLDivElement>(null)

  const current = () => {
    const form = root.current?.querySelector('form')
    const params = new URLSearchParams()
    if (form) for (const [k, v] of new FormData(form)) if (typeof v === 'string' && k !== 'add') params.append(k, v)
    return params
  }

  const send = async () => {
    const params = current()
    const bookHref = `/price?${estimateQueryString(readEstimateQuery(params))}#book`
    setPending(true)
    setProblem(null)
    try {
      const res = await fetch(`/api/price?${params}`, { headers: { accept: 'application/json' } })
      const body = await res.json()
      if (res.status === 200) {
        setErrors({})
        setAnswer({ estimate: body, bookHref })
        rememberEstimate(idPrefix, params.toString())
      } else if (res.status === 422) {
        setErrors({})
        setAnswer({ estimate: body.estimate, error: body.error, bookHref })
        rememberEstimate(idPrefix, params.toString())
      } else if (res.status === 400) {
        setErrors(body.fields ?? {})
        setAnswer(null)
      } else setProblem(body.error ?? 'We couldn’t work out the price just now. Please try again.')
    } catch {
      setProblem('We couldn’t reach the price list. Please check your connection and try again.')
    } finally {
      setPending(false)
    }
  }

  // A submit made before this chunk arrived: answer it now.
  useEffect(() => {
    if (!submitNow) return
    const timer = setTimeout(() => void send())
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the submit that loaded the chunk
  }, [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send()
  }
  const onAdd = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    setValues(withAnotherWindow(readEstimateQuery(current())))
  }

  return (
    <div ref={root} className="space-y-5">
      <EstimateFormView
        idPrefix={idPrefix}
        products={products}
        values={values}
        errors={errors}
        pending={pending}
        onAdd={onAdd}
        onUnit={(unit) => setValues({ ...readEstimateQuery(current()), unit })}
        onProduct={() => setValues(readEstimateQuery(current()))}
        onSubmit={onSubmit}
      />
      <div aria-live="polite">
        {problem ? (
          <p role="alert" className="font-medium text-danger">
            {problem}
          </p>
        ) : null}
        {answer ? <EstimateResult estimate={answer.estimate} error={answer.error} bookHref={answer.bookHref} /> : null}
      </div>
    </div>
  )
}

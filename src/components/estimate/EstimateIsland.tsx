'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import type { EstimateProduct } from './types'

type Module = typeof import('./EstimateForm')
const load = (): Promise<Module> => import('./EstimateForm')

/**
 * The server's estimate form (children: a GET to /price, complete without JavaScript) until the visitor uses it;
 * then the interactive form (its own chunk) takes over with what was typed. A submit before the chunk arrives is
 * replayed on it; if the chunk cannot load, the form is sent as without JavaScript.
 */
export function EstimateIsland({
  idPrefix,
  products,
  children,
}: {
  idPrefix: string
  products: EstimateProduct[]
  children: ReactNode
}) {
  const root = useRef<HTMLDivElement>(null)
  const [live, setLive] = useState<{ module: Module; query: string; submit: boolean; focus: string } | null>(null)

  useEffect(() => {
    const el = root.current
    const form = el?.querySelector('form')
    if (!el || !form) return
    let started = false
    let submit = false
    const start = () => {
      if (started) return
      started = true
      load().then(
        (module) => {
          const query = new URLSearchParams()
          for (const [k, v] of new FormData(form)) if (typeof v === 'string') query.append(k, v)
          // Read and swap in one task, so no keystroke falls in between.
          flushSync(() => setLive({ module, query: query.toString(), submit, focus: document.activeElement?.id ?? '' }))
        },
        () => submit && form.submit(),
      )
    }
    const onSubmit = (event: SubmitEvent) => {
      // "Add another window" without the chunk yet: let the server answer with the extra window.
      if ((event.submitter as HTMLButtonElement | null)?.name === 'add') return
      event.preventDefault()
      submit = true
      start()
    }
    const events = ['focusin', 'pointerdown', 'keydown'] as const
    for (const type of events) el.addEventListener(type, start, true)
    form.addEventListener('submit', onSubmit)
    return () => {
      for (const type of events) el.removeEventListener(type, start, true)
      form.removeEventListener('submit', onSubmit)
    }
  }, [])

  useEffect(() => {
    if (live?.focus) document.getElementById(live.focus)?.focus({ preventScroll: true })
  }, [live])

  return (
    <div ref={root} data-estimate-island={live ? 'live' : 'static'}>
      {live ? (
        <live.module.EstimateForm idPrefix={idPrefix} products={products} query={live.query} submitNow={live.submit} />
      ) : (
        children
      )}
    </div>
  )
}

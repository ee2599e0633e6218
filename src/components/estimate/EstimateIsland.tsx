'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { heldEstimate } from './heldEstimate'
import type { EstimateProduct } from './types'

type Module = typeof import('./EstimateForm')
const load = (): Promise<Module> => import('./EstimateForm')

/**
 * The server's estimate form (children: a GET to /price, complete without JavaScript) until the visitor uses it;
 * then the interactive form (its own chunk) takes over with what was typed. A submit or "Add another window" before
 * the chunk arrives is replayed on it; if the chunk cannot load, the form is sent as without JavaScript. Before this
 * island hydrates, the buttons are the plain form's: the server answers them.
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
  const [live, setLive] = useState<{
    module: Module
    query: string
    submit: boolean
    add: boolean
    focus: string
  } | null>(null)

  useEffect(() => {
    const el = root.current
    const form = el?.querySelector('form')
    if (!el || !form) return
    let started = false
    let submit = false
    let add = false
    let failed = false
    let ready: Module | null = null
    // Windows this tab priced here before (the visitor came back): shown again, priced, without waiting for a tap.
    let held = heldEstimate(idPrefix)
    // A press (pointer or key) in progress: the swap waits for its click, or the element under the finger would be
    // replaced between the press and the click, and the tap lost.
    let pressing = false
    let settle: ReturnType<typeof setTimeout> | undefined
    const swap = () => {
      if (!ready || pressing) return
      const chunk = ready
      ready = null
      const query = new URLSearchParams(held ?? '')
      if (!held) for (const [k, v] of new FormData(form)) if (typeof v === 'string') query.append(k, v)
      held = null
      // Read and swap in one task, so no keystroke falls in between.
      flushSync(() =>
        setLive({ module: chunk, query: query.toString(), submit, add, focus: document.activeElement?.id ?? '' }),
      )
    }
    const start = () => {
      if (started) return
      started = true
      load().then(
        (module) => {
          ready = module
          swap()
        },
        () => {
          failed = true
          if (add) form.requestSubmit(form.querySelector<HTMLButtonElement>('button[name="add"]'))
          else if (submit) form.submit()
        },
      )
    }
    const press = () => {
      pressing = true
      clearTimeout(settle)
      start()
    }
    const release = () => {
      if (!pressing) return
      clearTimeout(settle)
      const done = () => {
        clearTimeout(settle)
        document.removeEventListener('click', onClick, true)
        // after the click's own handlers (the submit below) have run
        settle = setTimeout(() => {
          pressing = false
          swap()
        })
      }
      const onClick = () => done()
      document.addEventListener('click', onClick, { capture: true, once: true })
      settle = setTimeout(done, 300) // a press that makes no click (a drag, a key that clicks nothing)
    }
    const onSubmit = (event: SubmitEvent) => {
      if (failed) return // the chunk could not load: the server answers, as without JavaScript
      event.preventDefault()
      // "Add another window" or "Price my windows" before the chunk: done by the interactive form when it arrives.
      if ((event.submitter as HTMLButtonElement | null)?.name === 'add') add = true
      else submit = true
      start()
      swap()
    }
    const presses = ['pointerdown', 'keydown'] as const
    const releases = ['pointerup', 'pointercancel', 'keyup'] as const
    el.addEventListener('focusin', start, true)
    for (const type of presses) el.addEventListener(type, press, true)
    for (const type of releases) document.addEventListener(type, release, true)
    form.addEventListener('submit', onSubmit)
    if (held) {
      submit = true
      start()
    }
    return () => {
      clearTimeout(settle)
      el.removeEventListener('focusin', start, true)
      for (const type of presses) el.removeEventListener(type, press, true)
      for (const type of releases) document.removeEventListener(type, release, true)
      form.removeEventListener('submit', onSubmit)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the island takes over one server form
  }, [])

  useEffect(() => {
    if (live?.focus) document.getElementById(live.focus)?.focus({ preventScroll: true })
  }, [live])

  return (
    <div ref={root} data-estimate-island={live ? 'live' : 'static'}>
      {live ? (
        <live.module.EstimateForm
          idPrefix={idPrefix}
          products={products}
          query={live.query}
          submitNow={live.submit}
          addNow={live.add}
        />
      ) : (
        children
      )}
    </div>
  )
}

'use client'

import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

/** Field name → what the visitor had in the server's form when the interactive form took over. */
export type CarriedValues = Record<string, string>

interface Snapshot {
  values: CarriedValues
  /** The control that had focus (by id, else by position: both forms have the same markup), with its caret. */
  focus: {
    id: string
    index: number
    selection: [number, number, 'forward' | 'backward' | 'none'] | null
    scrollTop: number
  } | null
}

/** Events inside the form that load it at once (the visitor is using it). */
const INTERACTION = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const

function capture(root: HTMLElement): Snapshot {
  const values: CarriedValues = {}
  const form = root.querySelector('form')
  if (form) {
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value
  }
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || !root.contains(active)) return { values, focus: null }
  let selection: NonNullable<Snapshot['focus']>['selection'] = null
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
    try {
      // null for inputs without a caret API (email, date…); the browser puts their caret at the end anyway
      if (active.selectionStart !== null && active.selectionEnd !== null) {
        selection = [active.selectionStart, active.selectionEnd, active.selectionDirection ?? 'none']
      }
    } catch {
      selection = null
    }
  }
  return {
    values,
    focus: {
      id: active.id,
      index: Array.prototype.indexOf.call(root.querySelectorAll('*'), active),
      selection,
      scrollTop: active.scrollTop,
    },
  }
}

function restoreFocus(root: HTMLElement, focus: NonNullable<Snapshot['focus']>) {
  const byId = focus.id ? root.querySelector(`#${CSS.escape(focus.id)}`) : null
  const target = byId ?? root.querySelectorAll('*')[focus.index]
  if (!(target instanceof HTMLElement)) return
  target.focus({ preventScroll: true })
  if (focus.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(...focus.selection)
    } catch {
      // this input type has no caret API
    }
  }
  target.scrollTop = focus.scrollTop
}

/**
 * Shows the server-rendered form (`children`: complete, posts without JavaScript) and swaps in the interactive
 * form (react-hook-form + zod, in its own chunk) when it is needed: as soon as the visitor focuses, touches,
 * types into or submits it. Nothing typed is lost: the swap takes the static form's values (FormData) as the interactive
 * form's starting values and puts focus and caret back on the same control, reading and swapping in one task
 * (flushSync) so no keystroke can fall in between. A submit before the swap is held and replayed on the
 * interactive form; if its chunk cannot be loaded the static form simply posts as it would without JavaScript.
 * Both forms have the same markup, so nothing moves when they change places.
 */
export function FormIsland<M>({
  load,
  render,
  children,
}: {
  /** Import of the interactive form's module (a dynamic `import()`, so it gets a chunk of its own). */
  load: () => Promise<M>
  /** The interactive form, given the loaded module and the values carried over from the static form. */
  render: (module: M, values: CarriedValues) => ReactNode
  children: ReactNode
}) {
  const root = useRef<HTMLDivElement>(null)
  const [live, setLive] = useState<{ module: M; snapshot: Snapshot; submit: boolean } | null>(null)

  useEffect(() => {
    const el = root.current
    const form = el?.querySelector('form')
    if (!el || !form) return
    let loaded: { module: M } | null = null
    let started = false
    let done = false
    let composing = false
    let picking = false // a native <select> picker is probably open: swapping would close it
    // A pointer press in progress: the swap waits for its click, or the control under the finger (a radio, a
    // checkbox) would be replaced between the press and the click, and the tap lost.
    let pressing = false
    let settle: ReturnType<typeof setTimeout> | undefined
    let pendingSubmit = false
    let timer: ReturnType<typeof setTimeout> | undefined

    // From here on the swap shows the form's own messages, so the browser's bubbles would only get in the way;
    // if the interactive form cannot be loaded the browser's validation comes back (see fail).
    form.noValidate = true

    const swap = () => {
      if (done || !loaded || composing || picking || pressing) return
      done = true
      stop()
      const snapshot = capture(el)
      const { module } = loaded
      flushSync(() => setLive({ module, snapshot, submit: pendingSubmit }))
    }
    const retry = () => {
      clearTimeout(timer)
      timer = setTimeout(swap) // after the event that ended the wait has done its work (focus moved, value set)
    }
    const fail = () => {
      if (done) return
      done = true
      stop()
      form.noValidate = false
      if (pendingSubmit) form.requestSubmit() // posts as without JavaScript
    }
    const start = () => {
      if (started) return retry()
      started = true
      load().then((module) => {
        loaded = { module }
        swap()
      }, fail)
    }

    const onClick = () => released()
    const released = () => {
      clearTimeout(settle)
      document.removeEventListener('click', onClick, true)
      pressing = false
      retry() // after the click has done its work
    }
    const onRelease = () => {
      if (!pressing) return
      clearTimeout(settle)
      document.addEventListener('click', onClick, { capture: true, once: true })
      settle = setTimeout(released, 300) // a press that makes no click (a drag)
    }
    const onInteraction = (event: Event) => {
      if (event.type === 'pointerdown') {
        picking = event.target instanceof HTMLSelectElement
        pressing = true
        clearTimeout(settle)
      }
      if (event.type === 'change' || event.type === 'focusout') picking = false
      if (event.type === 'compositionstart') composing = true
      if (event.type === 'compositionend') composing = false
      if (event.type === 'compositionstart') return
      start()
    }
    const onSubmit = (event: Event) => {
      event.preventDefault()
      pendingSubmit = true
      start()
    }
    const events = [...INTERACTION, 'focusout', 'compositionstart', 'compositionend']
    const releases = ['pointerup', 'pointercancel'] as const
    for (const type of events) el.addEventListener(type, onInteraction, true)
    for (const type of releases) document.addEventListener(type, onRelease, true)
    el.addEventListener('submit', onSubmit)

    // No loading just because the form is on screen: evaluating react-hook-form and zod while the page starts up
    // would compete with it (Lighthouse's TBT). The visitor's first touch, focus or key loads it; what they typed
    // in the meantime is carried over.
    function stop() {
      clearTimeout(timer)
      clearTimeout(settle)
      for (const type of releases) document.removeEventListener(type, onRelease, true)
      document.removeEventListener('click', onClick, true)
      for (const type of events) el!.removeEventListener(type, onInteraction, true)
      el!.removeEventListener('submit', onSubmit)
    }

    // Focused before this script ran (the page was still loading): load now.
    if (el.contains(document.activeElement)) start()

    return () => {
      if (!done) form.noValidate = false
      done = true
      stop()
    }
  }, [load])

  useLayoutEffect(() => {
    if (live?.snapshot.focus && root.current) restoreFocus(root.current, live.snapshot.focus)
  }, [live])

  useEffect(() => {
    // A submit held before the swap: replay it on the interactive form (its submit handler validates and sends).
    const form = live?.submit ? root.current?.querySelector('form') : null
    if (!form) return
    form.noValidate = true
    form.requestSubmit()
  }, [live])

  return (
    <div ref={root} className="contents" data-form-island={live ? 'live' : 'static'}>
      {live ? render(live.module, live.snapshot.values) : children}
    </div>
  )
}

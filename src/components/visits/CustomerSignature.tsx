'use client'

import { useEffect, useRef } from 'react'

const keptFor = (quoteId: number) => `sign-off:${quoteId}`

/**
 * The customer's typed name and photo consent. The sign-off is a plain form post answered by a fresh page, so a tap
 * that does not sign (a window held back, a check missing) would come back with both empty for the customer to do
 * again: they are kept in this tab's session storage as the form goes and put back once (`restore`: the page came
 * back from a post that did not sign), then forgotten, so the name stays on the phone no longer than that.
 */
export function CustomerSignature({
  quoteId,
  restore,
  nameMax,
}: {
  quoteId: number
  restore: boolean
  /** `SIGNED_NAME_MAX`, passed in: this leaf imports nothing of the checklist's rules (zod) into the browser */
  nameMax: number
}) {
  const name = useRef<HTMLInputElement>(null)
  const consent = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const key = keptFor(quoteId)
    const form = name.current?.form
    try {
      const kept = restore ? sessionStorage.getItem(key) : null
      sessionStorage.removeItem(key)
      const typed = kept ? (JSON.parse(kept) as { name?: unknown; consent?: unknown }) : null
      if (typed && name.current && !name.current.value && typeof typed.name === 'string')
        name.current.value = typed.name
      if (typed?.consent === true && consent.current) consent.current.checked = true
    } catch {
      // No session storage here (a private window, storage off): the fields start empty, as without JavaScript.
    }
    const keep = () => {
      try {
        sessionStorage.setItem(
          key,
          JSON.stringify({ name: name.current?.value ?? '', consent: consent.current?.checked }),
        )
      } catch {
        // Not kept: the customer types again.
      }
    }
    form?.addEventListener('submit', keep)
    return () => form?.removeEventListener('submit', keep)
  }, [quoteId, restore])

  return (
    <>
      <label className="mt-2 block">
        Your full name
        <input
          ref={name}
          type="text"
          name="signedName"
          autoComplete="name"
          maxLength={nameMax}
          className="mt-1 block min-h-11 w-full rounded-card border border-line px-3"
        />
      </label>
      <label className="mt-3 flex items-start gap-3 text-sm">
        <input ref={consent} type="checkbox" name="photoConsent" className="mt-1 size-5" />
        Photos of my fitted blinds may be shown on the website, never with my name or address.
      </label>
    </>
  )
}

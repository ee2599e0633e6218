import { readConsent } from '@/lib/consent/consentStore'
import { fieldOf } from '@/lib/platform/narrow'
import { ATTRIBUTION_FIELDS, type Attribution, firstTouchOf } from './index'

/**
 * The visit's first touch in the browser. It is held in memory, which lasts through the site's client-side
 * navigations and needs no consent; it is copied to sessionStorage (this tab only, gone when the tab closes) only
 * when the visitor has accepted cookies, since storage on the visitor's device is what the cookie policy asks
 * consent for. It leaves the browser only inside a lead form the visitor sends.
 */
const STORAGE_KEY = 'first-touch'

let current: Attribution | null = null

function stored(): Attribution | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (!parsed || typeof parsed !== 'object') return null
    const out: Attribution = {}
    for (const field of ATTRIBUTION_FIELDS) {
      const value = fieldOf(parsed, field)
      if (typeof value === 'string') out[field] = value
    }
    return out
  } catch {
    return null
  }
}

function persist(attribution: Attribution) {
  if (readConsent() !== 'accepted') return
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attribution))
  } catch {
    // storage full or blocked: memory still holds it
  }
}

/** Records the page the visit started on, once per visit (a later call keeps the first). */
export function recordFirstTouch(): Attribution {
  current ??= stored() ?? firstTouchOf(window.location.href, document.referrer)
  persist(current)
  return current
}

/** The visit's first touch for a lead being sent. */
export function currentAttribution(): Attribution {
  return current ?? recordFirstTouch()
}

/** Writes the first touch into a form's hidden attribution fields (the server's form, before or without its swap). */
export function fillAttributionFields(form: HTMLFormElement) {
  const attribution = currentAttribution()
  for (const field of ATTRIBUTION_FIELDS) {
    const input = form.elements.namedItem(field)
    if (input instanceof HTMLInputElement && input.type === 'hidden') input.value = attribution[field] ?? ''
  }
}

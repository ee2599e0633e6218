'use client'

import { useSyncExternalStore } from 'react'

/**
 * The visitor's cookie choice, kept in the `cookie-consent` cookie for 12 months (see the cookie policy) and read on
 * the client only, so every page stays static. `undefined` means "not known yet" (server render, before hydration):
 * nothing consent-dependent renders until the browser has read the cookie.
 */
export const CONSENT_COOKIE = 'cookie-consent'
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

export type ConsentChoice = 'accepted' | 'declined'

const consentListeners = new Set<() => void>()
const bannerListeners = new Set<() => void>()
let bannerRequested = false

export function readConsent(): ConsentChoice | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`))
  const value = match ? decodeURIComponent(match[1]) : null
  return value === 'accepted' || value === 'declined' ? value : null
}

export function writeConsent(choice: ConsentChoice) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`
  bannerRequested = false
  consentListeners.forEach((l) => l())
  bannerListeners.forEach((l) => l())
}

/** Show the banner again (e.g. from a "Cookie settings" link in the footer). */
export function openConsentBanner() {
  bannerRequested = true
  bannerListeners.forEach((l) => l())
}

const subscriber = (set: Set<() => void>) => (listener: () => void) => {
  set.add(listener)
  return () => {
    set.delete(listener)
  }
}
const subscribeConsent = subscriber(consentListeners)
const subscribeBanner = subscriber(bannerListeners)

export function useConsent(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribeConsent, readConsent, () => undefined)
}

export function useBannerRequested(): boolean {
  return useSyncExternalStore(
    subscribeBanner,
    () => bannerRequested,
    () => false,
  )
}

'use client'

import { type ReactNode, useEffect } from 'react'

import type { CoverageIndex } from '@/lib/areas/coverage'
import type { BlindType } from '@/content/leadOptions'
import { FormIsland } from './FormIsland'

const load = () => import('./BookingForm')

/** The /book form's island: the server's form (children) until the interactive BookingForm is needed. */
export function BookingFormIsland({
  blindType,
  coverage,
  source,
  children,
}: {
  blindType?: BlindType
  coverage: CoverageIndex
  source: string
  children: ReactNode
}) {
  useEffect(prefillFromAddress, [])
  return (
    <FormIsland
      load={load}
      render={({ BookingForm }, values) => (
        <BookingForm blindType={blindType} coverage={coverage} source={source} initialValues={values} />
      )}
    >
      {children}
    </FormIsland>
  )
}

/**
 * /book?postcode=… or ?address=… (the area search's "Send a request" when no area matched): what the visitor
 * typed there goes into the empty field of the same name, so it is not typed twice. The page stays static.
 */
function prefillFromAddress() {
  const params = new URLSearchParams(window.location.search)
  for (const name of ['postcode', 'address']) {
    const value = params.get(name)?.trim().slice(0, 100)
    const field = document.querySelector<HTMLInputElement>(`form input[name="${name}"]`)
    if (value && field && !field.value) field.value = value
  }
}

'use client'

import type { ReactNode } from 'react'

import type { CoverageIndex } from '@/lib/leads/coverage'
import type { BlindType } from '@/lib/leads/options'
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

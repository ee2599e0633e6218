'use client'

import type { ReactNode } from 'react'

import { FormIsland } from './FormIsland'

const load = () => import('./InstantBookingForm')

/** The instant booking's island: the server's postcode form (children) until the interactive form is needed. */
export function InstantBookingIsland({
  idPrefix,
  source,
  phone,
  windows,
  children,
}: {
  idPrefix: string
  source: string
  phone: string
  windows?: string
  children: ReactNode
}) {
  return (
    <FormIsland
      load={load}
      render={({ InstantBookingForm }, values) => (
        <InstantBookingForm
          idPrefix={idPrefix}
          source={source}
          phone={phone}
          windows={windows}
          initialValues={values}
        />
      )}
    >
      {children}
    </FormIsland>
  )
}

'use client'

import type { ReactNode } from 'react'

import { FormIsland } from './FormIsland'

const load = () => import('./AreaBookingForm')

/** The area page form's island: the server's form (children) until the interactive AreaBookingForm is needed. */
export function AreaBookingFormIsland({
  areaName,
  areaSlug,
  children,
}: {
  areaName: string
  areaSlug: string
  children: ReactNode
}) {
  return (
    <FormIsland
      load={load}
      render={({ AreaBookingForm }, values) => (
        <AreaBookingForm areaName={areaName} areaSlug={areaSlug} initialValues={values} />
      )}
    >
      {children}
    </FormIsland>
  )
}

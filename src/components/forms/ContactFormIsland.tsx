'use client'

import type { ReactNode } from 'react'

import { FormIsland } from './FormIsland'

const load = () => import('./ContactForm')

/** The contact form's island: the server's form (children) until the interactive ContactForm is needed. */
export function ContactFormIsland({ source, children }: { source: string; children: ReactNode }) {
  return (
    <FormIsland
      load={load}
      render={({ ContactForm }, values) => <ContactForm source={source} initialValues={values} />}
    >
      {children}
    </FormIsland>
  )
}

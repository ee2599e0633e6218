'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { quoteRequestSchema, type QuoteRequestInput } from '@/lib/validation/leads'
import { messagesOf, type Bind } from './binding'
import { contactDefaults, type ContactField, ContactFormView } from './ContactFormView'
import type { CarriedValues } from './FormIsland'
import { useLeadSubmit } from './useLeadSubmit'

/**
 * Contact section form (home and /contact), interactive: stores a quote request for staff to call back.
 * Loaded lazily by ContactFormIsland; `initialValues` are what the visitor typed into the server's form before.
 */
export function ContactForm({ source, initialValues }: { source: string; initialValues?: CarriedValues }) {
  const [defaults] = useState(() => contactDefaults(source))
  const form = useForm<QuoteRequestInput>({
    resolver: zodResolver(quoteRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...defaults, ...initialValues },
  })
  const { onSubmit, sending, hydrated } = useLeadSubmit(form, {
    endpoint: '/api/quote-request',
    success: { title: 'Message Sent', description: "Thank you! We'll be in touch soon about your quote." },
    resetValues: defaults,
  })
  const bind: Bind<ContactField> = (name) => form.register(name)

  return (
    <ContactFormView
      bind={bind}
      errors={messagesOf(form.formState.errors)}
      sending={sending}
      hydrated={hydrated}
      onSubmit={onSubmit}
    />
  )
}

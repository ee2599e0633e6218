'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { quoteRequestSchema, type QuoteRequestInput } from '@/lib/validation/leads'
import { ConsentLine, Honeypot, SelectField, TextAreaField, TextField } from './fields'
import { SubmitButton } from './SubmitButton'
import { useLeadSubmit } from './useLeadSubmit'

const PRODUCTS = [
  { value: 'faux-wood', label: 'Faux wood venetian blinds' },
  { value: 'wooden', label: 'Real wood venetian blinds' },
  { value: 'both', label: 'Both' },
  { value: 'advice', label: 'Not sure yet – I’d like advice' },
] as const

/** Contact section form (home and /contact): stores a quote request for staff to call back. */
export function ContactForm({ source }: { source: string }) {
  const form = useForm<QuoteRequestInput>({
    resolver: zodResolver(quoteRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', postcode: '', message: '', sourcePage: source, website: '' },
  })
  const { onSubmit, sending, hydrated } = useLeadSubmit(form, {
    endpoint: '/api/quote-request',
    success: { title: 'Message Sent', description: "Thank you! We'll be in touch soon about your quote." },
  })
  const errors = form.formState.errors
  const id = (name: string) => `contact-${name}`

  return (
    <form onSubmit={onSubmit} action="/api/quote-request" method="post" noValidate={hydrated} aria-label="Ask for a free quote" className="relative space-y-4">
      <input type="hidden" {...form.register('sourcePage')} />
      <Honeypot {...form.register('website')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id('first')} label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField id={id('last')} label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id('email')} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <TextField id={id('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id('postcode')} label="Postcode" autoComplete="postal-code" error={errors.postcode?.message} {...form.register('postcode')} />
        <SelectField id={id('product')} label="Interested in" optional options={PRODUCTS} placeholder="Choose…" error={errors.productType?.message} {...form.register('productType')} />
      </div>
      <TextAreaField id={id('message')} label="Message" optional placeholder="Which rooms, how many windows, any questions…" error={errors.message?.message} {...form.register('message')} />
      <SubmitButton sending={sending}>Send My Enquiry</SubmitButton>
      <ConsentLine />
    </form>
  )
}

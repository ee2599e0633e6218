'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { BLIND_TYPES, TIME_WINDOWS, WINDOW_COUNTS } from '@/lib/leads/options'
import { areaBookingSchema, type AreaBookingInput } from '@/lib/validation/leads'
import { ConsentLine, Honeypot, SelectField, TextAreaField, TextField } from './fields'
import { SubmitButton } from './SubmitButton'
import { APPOINTMENT_TOAST, useLeadSubmit } from './useLeadSubmit'

const NEXT_STEPS = [
  'We call you to arrange a convenient time.',
  'We measure your windows for free.',
  'You get a clear, no-obligation quote.',
  'Our fitters install your blinds.',
]

/** The area page booking form (seed 3.7, 5): stores a measuring appointment with the area page as its source. */
export function AreaBookingForm({ areaName, areaSlug }: { areaName: string; areaSlug: string }) {
  const [done, setDone] = useState(false)
  const source = `/areas/${areaSlug}`
  const form = useForm<AreaBookingInput>({
    resolver: zodResolver(areaBookingSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { customerName: '', customerPhone: '', customerEmail: '', address: '', scheduledTime: 'flexible', notes: '', sourcePage: source, website: '' },
  })
  const { onSubmit, sending, hydrated } = useLeadSubmit(form, {
    endpoint: '/api/measuring-appointment',
    success: APPOINTMENT_TOAST,
    onSuccess: () => setDone(true),
  })
  const errors = form.formState.errors
  const id = (name: string) => `area-${name}`

  if (done) {
    return (
      <div role="status" className="rounded-card border border-success/30 bg-white p-6 shadow-card" data-testid="booking-confirmation">
        <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
        <h3 className="mt-3 text-2xl font-semibold">Thank you – your request is in</h3>
        <p className="mt-2 text-muted">We&apos;ll be in touch about your free survey in {areaName}. Here&apos;s what happens next:</p>
        <ol className="mt-4 list-decimal space-y-1 pl-5">
          {NEXT_STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </div>
    )
  }

  return (
    <form
      onSubmit={onSubmit}
      action="/api/measuring-appointment"
      method="post"
      noValidate={hydrated}
      aria-label={`Book a free survey in ${areaName}`}
      className="relative space-y-4"
    >
      <input type="hidden" {...form.register('sourcePage')} />
      <Honeypot {...form.register('website')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id('name')} label="Full Name" autoComplete="name" error={errors.customerName?.message} {...form.register('customerName')} />
        <TextField id={id('phone')} label="Phone Number" type="tel" autoComplete="tel" error={errors.customerPhone?.message} {...form.register('customerPhone')} />
      </div>
      <TextField id={id('email')} label="Email" type="email" autoComplete="email" optional error={errors.customerEmail?.message} {...form.register('customerEmail')} />
      <TextField
        id={id('address')}
        label="Property Address"
        autoComplete="street-address"
        placeholder={`e.g. 12 Example Road, ${areaName}`}
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField id={id('time')} label="Preferred Time" optional options={TIME_WINDOWS} error={errors.scheduledTime?.message} {...form.register('scheduledTime')} />
        <SelectField id={id('windows')} label="Number of Windows" optional options={WINDOW_COUNTS} placeholder="Choose…" error={errors.windowCount?.message} {...form.register('windowCount')} />
        <SelectField id={id('type')} label="Preferred Blind Type" optional options={BLIND_TYPES} placeholder="Choose…" error={errors.blindType?.message} {...form.register('blindType')} />
      </div>
      <TextAreaField id={id('notes')} label="Additional Information" optional error={errors.notes?.message} {...form.register('notes')} />
      <SubmitButton sending={sending}>Book My Free Survey</SubmitButton>
      <ConsentLine />
    </form>
  )
}

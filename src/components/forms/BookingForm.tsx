'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, MapPin } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { checkCoverage, type CoverageIndex } from '@/lib/leads/coverage'
import { BLIND_TYPES, TIME_WINDOWS, WINDOW_COUNTS, type BlindType } from '@/lib/leads/options'
import { todayInLondon } from '@/lib/validation/dates'
import { bookingPageSchema, type BookingPageInput } from '@/lib/validation/leads'
import { ConsentLine, Honeypot, SelectField, TextAreaField, TextField } from './fields'
import { SubmitButton } from './SubmitButton'
import { APPOINTMENT_TOAST, useLeadSubmit } from './useLeadSubmit'

/** Quote requests need a first and last name; the booking form asks for one name field. */
function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/)
  if (parts.length === 1) return { firstName: parts[0], lastName: '-' }
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] }
}

/**
 * The /book page form: a measuring appointment, with a postcode coverage check. Outside our area the visitor
 * is told so and can send the same details as a quote request instead.
 */
export function BookingForm({ blindType, coverage, source }: { blindType?: BlindType; coverage: CoverageIndex; source: string }) {
  const [sent, setSent] = useState<'appointment' | 'quote' | null>(null)
  const [asQuote, setAsQuote] = useState(false)
  const [minDate, setMinDate] = useState<string | undefined>(undefined)
  useEffect(() => setMinDate(todayInLondon()), [])

  const form = useForm<BookingPageInput>({
    resolver: zodResolver(bookingPageSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      customerName: '',
      customerPhone: '',
      customerEmail: '',
      address: '',
      postcode: '',
      scheduledDate: '',
      scheduledTime: 'flexible',
      blindType: blindType ?? ('' as never),
      notes: '',
      sourcePage: source,
      website: '',
    },
  })
  const postcode = useWatch({ control: form.control, name: 'postcode' }) ?? ''
  const result = useMemo(() => checkCoverage(postcode, coverage), [postcode, coverage])
  const outside = result.status === 'outside'

  const { onSubmit, sending, hydrated } = useLeadSubmit(form, {
    endpoint: () => (outside && asQuote ? '/api/quote-request' : '/api/measuring-appointment'),
    toBody: (v) =>
      outside && asQuote
        ? {
            ...splitName(v.customerName),
            email: v.customerEmail,
            phone: v.customerPhone,
            postcode: v.postcode,
            address: v.address,
            productType: v.blindType === 'basswood' ? 'wooden' : v.blindType || undefined,
            message: [v.notes, `Preferred date ${v.scheduledDate}, ${v.scheduledTime}; windows: ${v.windowCount ?? 'not given'}`]
              .filter(Boolean)
              .join('\n'),
            sourcePage: v.sourcePage,
            website: v.website,
          }
        : v,
    success: outside && asQuote ? { title: 'Request Sent', description: "Thank you! We'll be in touch about a quote." } : APPOINTMENT_TOAST,
    onSuccess: () => setSent(outside && asQuote ? 'quote' : 'appointment'),
  })
  const errors = form.formState.errors
  const id = (name: string) => `book-${name}`

  if (sent) {
    return (
      <div role="status" className="rounded-card border border-success/30 bg-white p-6 shadow-card" data-testid="booking-confirmation">
        <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
        <h2 className="mt-3 text-2xl font-semibold">
          {sent === 'appointment' ? 'Your measuring visit is requested' : 'Your quote request is in'}
        </h2>
        <p className="mt-2 text-muted">We&apos;ll call you to confirm the details. A confirmation is on its way to your inbox.</p>
        <Button variant="secondary" className="mt-5" onClick={() => setSent(null)}>
          Book another visit
        </Button>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} action="/api/measuring-appointment" method="post" noValidate={hydrated} aria-label="Book a free measuring visit" className="relative space-y-5">
      <input type="hidden" {...form.register('sourcePage')} />
      <Honeypot {...form.register('website')} />
      <fieldset className="space-y-4">
        <legend className="mb-2 font-serif text-xl font-semibold">Your details</legend>
        <TextField id={id('name')} label="Full name" autoComplete="name" error={errors.customerName?.message} {...form.register('customerName')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={id('phone')} label="Phone number" type="tel" autoComplete="tel" error={errors.customerPhone?.message} {...form.register('customerPhone')} />
          <TextField id={id('email')} label="Email" type="email" autoComplete="email" hint="We send your confirmation here." error={errors.customerEmail?.message} {...form.register('customerEmail')} />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-serif text-xl font-semibold">Where we&apos;ll measure</legend>
        <TextField id={id('address')} label="Address" autoComplete="street-address" placeholder="House number and street, town" error={errors.address?.message} {...form.register('address')} />
        <TextField
          id={id('postcode')}
          label="Postcode"
          autoComplete="postal-code"
          className="sm:max-w-xs"
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
        <div aria-live="polite" data-testid="coverage">
          {result.status === 'covered' && (
            <p className="flex items-start gap-2 rounded-md bg-navy-soft p-3 text-sm text-navy">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Good news: we cover {result.outward} ({result.areas.slice(0, 3).join(', ')}). Measuring is free.
            </p>
          )}
          {outside && (
            <div className="rounded-md border border-oak bg-oak-soft p-3 text-sm">
              <p>
                {result.outward} is outside our usual service area, so we can&apos;t promise a measuring visit. You can still send us
                your details and we&apos;ll tell you what we can do.
              </p>
              <label className="mt-2 flex items-center gap-2 font-semibold">
                <input type="checkbox" checked={asQuote} onChange={(e) => setAsQuote(e.target.checked)} className="size-4" />
                Send these details as a quote request instead
              </label>
            </div>
          )}
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-serif text-xl font-semibold">Your visit</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={id('date')} label="Preferred date" type="date" min={minDate} hint="Monday to Saturday." error={errors.scheduledDate?.message} {...form.register('scheduledDate')} />
          <SelectField id={id('time')} label="Preferred time" options={TIME_WINDOWS} error={errors.scheduledTime?.message} {...form.register('scheduledTime')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id={id('windows')} label="Number of windows" optional options={WINDOW_COUNTS} placeholder="Choose…" error={errors.windowCount?.message} {...form.register('windowCount')} />
          <SelectField id={id('type')} label="Blind type" optional options={BLIND_TYPES} placeholder="Choose…" error={errors.blindType?.message} {...form.register('blindType')} />
        </div>
        <TextAreaField id={id('notes')} label="Anything we should know?" optional placeholder="Bay windows, parking, access…" error={errors.notes?.message} {...form.register('notes')} />
      </fieldset>
      <SubmitButton sending={sending}>{outside && asQuote ? 'Send Quote Request' : 'Request My Free Visit'}</SubmitButton>
      <ConsentLine />
    </form>
  )
}

import { MapPin } from '@/components/icons'

import type { CoverageResult } from '@/lib/areas/coverage'
import { windowCountBand, windowsInQuery } from '@/lib/leads/windowCount'
import { TIME_WINDOWS, type BlindType } from '@/content/leadOptions'
import type { BookingPageInput } from '@/lib/validation/leads'
import type { FormViewProps } from './binding'
import { LeadFormHiddenFields, WindowsAndBlindFields } from './FieldGroups'
import { ConsentLine, SelectField, TextAreaField, TextField } from './FormFields'
import { SubmitButton } from './SubmitButton'

export type BookingField = Exclude<keyof BookingPageInput, 'idempotencyKey'>

/**
 * The /book form's starting values (the server's static form and the interactive form use the same). Windows priced
 * on the estimate answer "Number of windows" already: the server sets the same band from them.
 */
export function bookingDefaults(source: string, blindType?: BlindType, windows = ''): BookingPageInput {
  const priced = windowsInQuery(windows)
  return {
    customerName: '',
    customerPhone: '',
    customerEmail: '',
    address: '',
    postcode: '',
    scheduledDate: '',
    scheduledTime: 'flexible',
    blindType: blindType ?? '',
    notes: '',
    sourcePage: source,
    windows,
    ...(priced ? { windowCount: windowCountBand(priced) } : {}),
    website: '',
  }
}

/** Before the visitor has typed a full postcode, and on the server: no coverage message. */
export const NO_COVERAGE: CoverageResult = { status: 'incomplete' }

/**
 * The /book form's markup, without hooks: the server renders it as a plain form that posts to
 * /api/measuring-appointment; the interactive BookingForm renders it with react-hook-form, the postcode coverage
 * check (`coverage`) and the "send as a quote request instead" choice (`asQuote`).
 */
export function BookingFormView({
  bind,
  errors = {},
  sending = false,
  hydrated = false,
  onSubmit,
  coverage = NO_COVERAGE,
  asQuote = false,
  onAsQuoteChange,
  minDate,
}: FormViewProps<BookingField> & {
  coverage?: CoverageResult
  asQuote?: boolean
  onAsQuoteChange?: (checked: boolean) => void
  minDate?: string
}) {
  const id = (name: string) => `book-${name}`
  const outside = coverage.status === 'outside'
  return (
    <form
      onSubmit={onSubmit}
      action="/api/measuring-appointment"
      method="post"
      noValidate={hydrated}
      aria-label="Book a free measuring visit"
      className="relative space-y-5"
    >
      <LeadFormHiddenFields bind={bind} windows={bind('windows')} />
      <fieldset className="space-y-4">
        <legend className="mb-2 font-serif text-xl font-semibold">Your details</legend>
        <TextField
          id={id('name')}
          label="Full name"
          autoComplete="name"
          error={errors.customerName}
          {...bind('customerName')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('phone')}
            label="Phone number"
            type="tel"
            autoComplete="tel"
            error={errors.customerPhone}
            {...bind('customerPhone')}
          />
          <TextField
            id={id('email')}
            label="Email"
            type="email"
            autoComplete="email"
            hint="We send your confirmation here."
            error={errors.customerEmail}
            {...bind('customerEmail')}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-serif text-xl font-semibold">Where we&apos;ll measure</legend>
        <TextField
          id={id('address')}
          label="Address"
          autoComplete="street-address"
          placeholder="House number and street, town"
          error={errors.address}
          {...bind('address')}
        />
        <TextField
          id={id('postcode')}
          label="Postcode"
          autoComplete="postal-code"
          className="sm:max-w-xs"
          error={errors.postcode}
          {...bind('postcode')}
        />
        <div aria-live="polite" data-testid="coverage">
          {coverage.status === 'covered' && (
            <p className="flex items-start gap-2 rounded-md bg-navy-soft p-3 text-sm text-navy">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Good news: we cover {coverage.outward} ({coverage.areas.slice(0, 3).join(', ')}). Measuring is free.
            </p>
          )}
          {outside && (
            <div className="rounded-md border border-oak bg-oak-soft p-3 text-sm">
              <p>
                {coverage.outward} is outside our usual service area, so we can&apos;t promise a measuring visit. You
                can still send us your details and we&apos;ll tell you what we can do.
              </p>
              <label className="mt-2 flex items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  checked={asQuote}
                  onChange={(e) => onAsQuoteChange?.(e.target.checked)}
                  className="size-4"
                />
                Send these details as a quote request instead
              </label>
            </div>
          )}
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-serif text-xl font-semibold">Your visit</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('date')}
            label="Preferred date"
            type="date"
            min={minDate}
            hint="Monday to Saturday."
            error={errors.scheduledDate}
            {...bind('scheduledDate')}
          />
          <SelectField
            id={id('time')}
            label="Preferred time"
            options={TIME_WINDOWS}
            error={errors.scheduledTime}
            {...bind('scheduledTime')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <WindowsAndBlindFields
            id={id}
            bind={bind}
            errors={errors}
            labels={{ windowCount: 'Number of windows', blindType: 'Blind type' }}
          />
        </div>
        <TextAreaField
          id={id('notes')}
          label="Anything we should know?"
          optional
          placeholder="Bay windows, parking, access…"
          error={errors.notes}
          {...bind('notes')}
        />
      </fieldset>
      <SubmitButton sending={sending}>
        {outside && asQuote ? 'Send Quote Request' : 'Request My Free Visit'}
      </SubmitButton>
      <ConsentLine />
    </form>
  )
}

import { TIME_WINDOWS } from '@/content/leadOptions'
import type { AreaBookingInput } from '@/lib/validation/leads'
import type { FormViewProps } from './binding'
import { LeadFormHiddenFields, WindowsAndBlindFields } from './FieldGroups'
import { ConsentLine, SelectField, TextAreaField, TextField } from './FormFields'
import { SubmitButton } from './SubmitButton'

export type AreaBookingField = Exclude<keyof AreaBookingInput, 'idempotencyKey' | 'postcode' | 'scheduledDate'>

/** The area form's starting values (the server's static form and the interactive form use the same). */
export function areaBookingDefaults(areaSlug: string): AreaBookingInput {
  return {
    customerName: '',
    customerPhone: '',
    customerEmail: '',
    address: '',
    scheduledTime: 'flexible',
    notes: '',
    sourcePage: `/areas/${areaSlug}`,
    website: '',
  }
}

/**
 * The area page booking form's markup, without hooks: the server renders it as a plain form that
 * posts to /api/measuring-appointment, the interactive AreaBookingForm renders it with react-hook-form.
 */
export function AreaBookingFormView({
  areaName,
  bind,
  errors = {},
  sending = false,
  hydrated = false,
  onSubmit,
}: FormViewProps<AreaBookingField> & { areaName: string }) {
  const id = (name: string) => `area-${name}`
  return (
    <form
      onSubmit={onSubmit}
      action="/api/measuring-appointment"
      method="post"
      noValidate={hydrated}
      aria-label={`Book a free survey in ${areaName}`}
      className="@container relative space-y-4"
    >
      <LeadFormHiddenFields bind={bind} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('name')}
          label="Full Name"
          autoComplete="name"
          error={errors.customerName}
          {...bind('customerName')}
        />
        <TextField
          id={id('phone')}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          error={errors.customerPhone}
          {...bind('customerPhone')}
        />
      </div>
      <TextField
        id={id('email')}
        label="Email"
        type="email"
        autoComplete="email"
        optional
        error={errors.customerEmail}
        {...bind('customerEmail')}
      />
      <TextField
        id={id('address')}
        label="Property Address"
        autoComplete="street-address"
        placeholder={`e.g. 12 Example Road, ${areaName}`}
        error={errors.address}
        {...bind('address')}
      />
      {/* Three across only where the form is wide enough for "Afternoon (12pm-5pm)" in each: on an area page it stands
          beside the page in a narrow column. A label that wraps grows downwards, so the three dropdowns still line up. */}
      <div className="grid gap-4 @2xl:grid-cols-3 *:flex *:flex-col [&>div>label]:grow" data-testid="visit-choices">
        <SelectField
          id={id('time')}
          label="Preferred Time"
          optional
          options={TIME_WINDOWS}
          error={errors.scheduledTime}
          {...bind('scheduledTime')}
        />
        <WindowsAndBlindFields
          id={id}
          bind={bind}
          errors={errors}
          labels={{ windowCount: 'Number of Windows', blindType: 'Preferred Blind Type' }}
        />
      </div>
      <TextAreaField id={id('notes')} label="Additional Information" optional error={errors.notes} {...bind('notes')} />
      <SubmitButton sending={sending}>Book My Free Survey</SubmitButton>
      <ConsentLine />
    </form>
  )
}

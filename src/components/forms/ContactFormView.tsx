import type { QuoteRequestInput } from '@/lib/validation/leads'
import type { FormViewProps } from './binding'
import { LeadFormHiddenFields } from './FieldGroups'
import { ConsentLine, SelectField, TextAreaField, TextField } from './FormFields'
import { SubmitButton } from './SubmitButton'

const PRODUCTS = [
  { value: 'faux-wood', label: 'Faux wood venetian blinds' },
  { value: 'wooden', label: 'Real wood venetian blinds' },
  { value: 'both', label: 'Both' },
  { value: 'advice', label: 'Not sure yet – I’d like advice' },
] as const

export type ContactField = Exclude<keyof QuoteRequestInput, 'idempotencyKey' | 'address'>

/** The contact form's starting values (the server's static form and the interactive form use the same). */
export function contactDefaults(source: string): QuoteRequestInput {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    postcode: '',
    message: '',
    sourcePage: source,
    website: '',
  }
}

/**
 * The contact form's markup (home contact section and /contact), without hooks: the server renders it as a plain
 * form that posts to /api/quote-request, the interactive ContactForm renders it with react-hook-form.
 */
export function ContactFormView({
  bind,
  errors = {},
  sending = false,
  hydrated = false,
  onSubmit,
}: FormViewProps<ContactField>) {
  const id = (name: string) => `contact-${name}`
  return (
    <form
      onSubmit={onSubmit}
      action="/api/quote-request"
      method="post"
      noValidate={hydrated}
      aria-label="Ask for a free quote"
      className="@container relative space-y-4"
    >
      <LeadFormHiddenFields bind={bind} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('first')}
          label="First name"
          autoComplete="given-name"
          error={errors.firstName}
          {...bind('firstName')}
        />
        <TextField
          id={id('last')}
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName}
          {...bind('lastName')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('email')}
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...bind('email')}
        />
        <TextField
          id={id('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          {...bind('phone')}
        />
      </div>
      {/* Side by side only where "Not sure yet – I'd like advice" fits its half of the form (not on the home page's). */}
      <div className="grid gap-4 @lg:grid-cols-2">
        <TextField
          id={id('postcode')}
          label="Postcode"
          autoComplete="postal-code"
          error={errors.postcode}
          {...bind('postcode')}
        />
        <SelectField
          id={id('product')}
          label="Interested in"
          optional
          options={PRODUCTS}
          placeholder="Choose…"
          error={errors.productType}
          {...bind('productType')}
        />
      </div>
      <TextAreaField
        id={id('message')}
        label="Message"
        optional
        placeholder="Which rooms, how many windows, any questions…"
        error={errors.message}
        {...bind('message')}
      />
      <SubmitButton sending={sending}>Send My Enquiry</SubmitButton>
      <ConsentLine />
    </form>
  )
}

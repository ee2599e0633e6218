'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { useClientValue } from '@/components/hooks/useHydrated'
import { Button } from '@/components/ui/Button'
import { checkCoverage, type CoverageIndex } from '@/lib/areas/coverage'
import type { BlindType } from '@/content/leadOptions'
import { todayInLondon } from '@/lib/validation/dates'
import { bookingPageSchema, type BookingPageInput } from '@/lib/validation/leads'
import { LeadConfirmation } from './LeadConfirmation'
import { messagesOf, type Bind } from './binding'
import { bookingDefaults, type BookingField, BookingFormView } from './BookingFormView'
import type { CarriedValues } from './FormIsland'
import { useLeadSubmit } from './useLeadSubmit'

/** Quote requests need a first and last name; the booking form asks for one name field. */
function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/)
  if (parts.length === 1) return { firstName: parts[0], lastName: '-' }
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] }
}

/**
 * The /book page form, interactive: a measuring appointment, with a postcode coverage check. Outside our area the
 * visitor is told so and can send the same details as a quote request instead. Loaded lazily by BookingFormIsland;
 * `initialValues` are what the visitor typed into the server's form before.
 */
export function BookingForm({
  blindType,
  coverage,
  source,
  initialValues,
}: {
  blindType?: BlindType
  coverage: CoverageIndex
  source: string
  initialValues?: CarriedValues
}) {
  const [sent, setSent] = useState<'appointment' | 'quote' | null>(null)
  const [asQuote, setAsQuote] = useState(false)
  const minDate = useClientValue(todayInLondon)

  const [defaults] = useState(() => bookingDefaults(source, blindType))
  const form = useForm<BookingPageInput>({
    resolver: zodResolver(bookingPageSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...defaults, ...initialValues },
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
            message: [
              v.notes,
              `Preferred date ${v.scheduledDate}, ${v.scheduledTime}; windows: ${v.windowCount ?? 'not given'}`,
            ]
              .filter(Boolean)
              .join('\n'),
            sourcePage: v.sourcePage,
            website: v.website,
          }
        : v,
    onSuccess: () => setSent(outside && asQuote ? 'quote' : 'appointment'),
    resetValues: defaults,
  })
  const bind: Bind<BookingField> = (name) => form.register(name)

  if (sent) {
    return (
      <LeadConfirmation
        heading={sent === 'appointment' ? 'Your measuring visit is requested' : 'Your quote request is in'}
      >
        <p className="mt-2 text-muted">
          We&apos;ll call you to confirm the details. A confirmation is on its way to your inbox.
        </p>
        <Button variant="secondary" className="mt-5" onClick={() => setSent(null)}>
          Book another visit
        </Button>
      </LeadConfirmation>
    )
  }

  return (
    <BookingFormView
      bind={bind}
      errors={messagesOf(form.formState.errors)}
      sending={sending}
      hydrated={hydrated}
      onSubmit={onSubmit}
      coverage={result}
      asQuote={asQuote}
      onAsQuoteChange={setAsQuote}
      minDate={minDate}
    />
  )
}

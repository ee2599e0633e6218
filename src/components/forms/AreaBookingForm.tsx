'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { areaBookingSchema, type AreaBookingInput } from '@/lib/validation/leads'
import { LeadConfirmation } from './LeadConfirmation'
import { type AreaBookingField, areaBookingDefaults, AreaBookingFormView } from './AreaBookingFormView'
import { messagesOf, type Bind } from './binding'
import type { CarriedValues } from './FormIsland'
import { OUTSIDE_AREA_MESSAGES } from '@/lib/areas/coverage'
import { useLeadSubmit } from './useLeadSubmit'

const NEXT_STEPS = [
  'We call you to arrange a convenient time.',
  'We measure your windows for free.',
  'You get a clear, no-obligation quote.',
  'Our fitters install your blinds.',
]

/**
 * The area page booking form, interactive: stores a measuring appointment with the area page as its
 * source. Loaded lazily by AreaBookingFormIsland; `initialValues` are what the visitor typed into the server's form.
 */
export function AreaBookingForm({
  areaName,
  areaSlug,
  initialValues,
}: {
  areaName: string
  areaSlug: string
  initialValues?: CarriedValues
}) {
  const [done, setDone] = useState<{ outsideArea: boolean } | null>(null)
  const [defaults] = useState(() => areaBookingDefaults(areaSlug))
  const form = useForm<AreaBookingInput>({
    resolver: zodResolver(areaBookingSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...defaults, ...initialValues },
  })
  const { onSubmit, sending, hydrated } = useLeadSubmit(form, {
    endpoint: '/api/measuring-appointment',
    onSuccess: (_, answer) => setDone({ outsideArea: answer.outsideArea === true }),
    resetValues: defaults,
  })
  const bind: Bind<AreaBookingField> = (name) => form.register(name)

  if (done) {
    return (
      <LeadConfirmation heading="Thank you – your request is in" headingLevel="h3">
        {done.outsideArea ? (
          // Never the survey steps for a postcode we may not be able to visit.
          <p className="mt-2 rounded-md border border-oak bg-oak-soft p-3 font-medium" data-testid="outside-area">
            {OUTSIDE_AREA_MESSAGES.request}
          </p>
        ) : (
          <>
            <p className="mt-2 text-muted">
              We&apos;ll be in touch about your free survey in {areaName}. Here&apos;s what happens next:
            </p>
            <ol className="mt-4 list-decimal space-y-1 pl-5">
              {NEXT_STEPS.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </>
        )}
      </LeadConfirmation>
    )
  }

  return (
    <AreaBookingFormView
      areaName={areaName}
      bind={bind}
      errors={messagesOf(form.formState.errors)}
      sending={sending}
      hydrated={hydrated}
      onSubmit={onSubmit}
    />
  )
}

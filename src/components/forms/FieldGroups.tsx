import { BLIND_TYPES, WINDOW_COUNTS } from '@/content/leadOptions'
import type { AttributionField } from '@/lib/attribution'
import type { FieldBinding } from './binding'
import { AttributionInputs, Honeypot, SelectField } from './FormFields'

/**
 * Field groups the lead forms share, in one place: each form keeps its own visible labels (the area form's are
 * quoted by the spec in title case) and its layout, and the names, options and wiring cannot drift apart.
 */

type LeadHiddenField = 'sourcePage' | 'website' | AttributionField

/** What every lead form posts besides what the visitor types: the page it came from, first-touch attribution and the honeypot bots fill. */
export function LeadFormHiddenFields({
  bind,
  windows,
}: {
  bind: (name: LeadHiddenField) => FieldBinding
  /** the windows priced on /price, carried by the booking form */
  windows?: FieldBinding
}) {
  return (
    <>
      <input type="hidden" {...bind('sourcePage')} />
      {windows ? <input type="hidden" {...windows} /> : null}
      <AttributionInputs bind={bind} />
      <Honeypot {...bind('website')} />
    </>
  )
}

/** The visit preferences both booking forms ask: how many windows and which blind, both optional. */
export function WindowsAndBlindFields({
  id,
  bind,
  errors,
  labels,
}: {
  id: (name: string) => string
  bind: (name: 'windowCount' | 'blindType') => FieldBinding
  errors: { windowCount?: string; blindType?: string }
  labels: { windowCount: string; blindType: string }
}) {
  return (
    <>
      <SelectField
        id={id('windows')}
        label={labels.windowCount}
        optional
        options={WINDOW_COUNTS}
        placeholder="Choose…"
        error={errors.windowCount}
        {...bind('windowCount')}
      />
      <SelectField
        id={id('type')}
        label={labels.blindType}
        optional
        options={BLIND_TYPES}
        placeholder="Choose…"
        error={errors.blindType}
        {...bind('blindType')}
      />
    </>
  )
}

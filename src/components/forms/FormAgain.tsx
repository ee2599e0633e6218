import { AREAS } from '@/lib/areas'
import type { FormDraft } from '@/lib/leads/formDraft'
import { AreaBookingFormView, type AreaBookingField } from './AreaBookingFormView'
import { staticBind } from './binding'
import { BookingFormView, type BookingField } from './BookingFormView'
import { ContactFormView, type ContactField } from './ContactFormView'

/** Which form the draft came from: the contact form, the area pages' form (no postcode or date), or /book's. */
export function formOfDraft(draft: FormDraft): 'contact' | 'area' | 'book' | null {
  if (draft.kind === 'quote') return 'contact'
  // An instant booking's window is chosen on /book/choose-a-time, which shows its own form again.
  if ('slot' in draft.values) return null
  return 'postcode' in draft.values || 'scheduledDate' in draft.values ? 'book' : 'area'
}

/**
 * A lead form sent without JavaScript and refused, shown again on the error page as the visitor filled it in (from
 * the server-side draft), with each message under its field: the same plain form, posting to the same endpoint.
 */
export function FormAgain({ draft, errors }: { draft: FormDraft; errors: Record<string, string> }) {
  const form = formOfDraft(draft)
  if (form === 'contact') return <ContactFormView bind={staticBind<ContactField>(draft.values)} errors={errors} />
  if (form === 'book') return <BookingFormView bind={staticBind<BookingField>(draft.values)} errors={errors} />
  if (form === 'area') {
    const slug = /^\/areas\/([a-z0-9-]+)$/.exec(draft.values.sourcePage ?? '')?.[1]
    const areaName = AREAS.find((a) => a.slug === slug)?.name ?? 'your area'
    return <AreaBookingFormView areaName={areaName} bind={staticBind<AreaBookingField>(draft.values)} errors={errors} />
  }
  return null
}

import { ICalCalendarMethod, ICalEventStatus, default as ical } from 'ical-generator'

/**
 * The calendar invite sent with every confirmation and change: one event per appointment (a stable UID), its
 * SEQUENCE raised with each change, METHOD:REQUEST while the visit stands and METHOD:CANCEL when it is cancelled,
 * so Outlook, Apple and Google calendars update the one event.
 */
export interface InviteInput {
  appointmentId: number | string
  sequence: number
  start: string
  end: string
  cancelled?: boolean
  businessName: string
  businessEmail: string
  customerName: string
  customerEmail: string
  address: string
  siteUrl: string
  description?: string
  /** the event's title and UID, for an event other than a measuring visit (a fitting) */
  summary?: string
  uid?: string
}

export const inviteUid = (siteUrl: string, id: number | string) => `measuring-visit-${id}@${new URL(siteUrl).hostname}`

export function buildInvite(input: InviteInput): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const method = input.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST
  const calendar = ical({ name: input.businessName, prodId: { company: input.businessName, product: 'bookings' } })
  calendar.method(method)
  calendar.createEvent({
    id: input.uid ?? inviteUid(input.siteUrl, input.appointmentId),
    sequence: input.sequence,
    start: new Date(input.start),
    end: new Date(input.end),
    summary: input.summary ?? `Free measuring visit – ${input.businessName}`,
    description: input.description,
    location: input.address,
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: input.businessName, email: input.businessEmail },
    attendees: [{ name: input.customerName, email: input.customerEmail, rsvp: false }],
    url: input.siteUrl,
  })
  return { method: input.cancelled ? 'CANCEL' : 'REQUEST', content: calendar.toString() }
}

import { oneLine } from '@/lib/platform/logSafe'
import type { MeasuringAppointment } from '@/payload-types'
import { windowsText } from '@/lib/format/leadWindows'
import type { BusinessFacts } from '@/lib/platform/businessFacts'
import type { Mail } from '@/lib/platform/sendMails'
import { buildInvite } from './invite'
import { visitDayAndPart, visitLabel } from './labels'
import type { Slot } from './slots'

export { visitLabel, windowLabel } from './labels'

/**
 * E-mails of a visit the customer holds in writing (an instant booking, or a request staff confirmed): confirmation,
 * change, cancellation, reminder. Pure, with the invite attached.
 */

type Lead = MeasuringAppointment

export interface Visit {
  slot: Slot
  /** The customer's manage link (only ever e-mailed); none for a request, whose visit staff arrange. */
  manageUrl: string | null
  sequence: number
}

function invite(lead: Lead, facts: BusinessFacts, visit: Visit, cancelled = false): Mail['icalEvent'] {
  const { method, content } = buildInvite({
    appointmentId: lead.id,
    sequence: visit.sequence,
    start: visit.slot.start,
    end: visit.slot.end,
    cancelled,
    businessName: facts.businessName,
    businessEmail: facts.email,
    customerName: oneLine(lead.customerName),
    customerEmail: String(lead.customerEmail),
    address: oneLine([lead.address, lead.postcode].filter(Boolean).join(', ')),
    siteUrl: facts.siteUrl,
    description: visit.manageUrl
      ? `Free measuring visit. To change or cancel: ${visit.manageUrl}`
      : `Free measuring visit. To change it, call ${facts.phonePrimary}.`,
  })
  return { method, content, filename: cancelled ? 'cancel.ics' : 'invite.ics' }
}

const adminUrl = (facts: BusinessFacts, lead: Lead) =>
  `${facts.siteUrl}/admin/collections/measuring-appointments/${lead.id}`

const contactLine = (facts: BusinessFacts) => `Questions? Call us on ${facts.phonePrimary} or reply to this e-mail.`

/** The customer's way to change the visit: their manage link, or a call for a visit staff arranged. */
const changeLine = (facts: BusinessFacts, visit: Visit) =>
  visit.manageUrl
    ? `Need to change or cancel? ${visit.manageUrl}`
    : `Need to change it? Call us on ${facts.phonePrimary}.`

/** What the customer told us, for the business's notice and the customer's copy. */
function leadDetails(lead: Lead): string {
  return [
    `Name: ${oneLine(lead.customerName)}`,
    `Phone: ${oneLine(lead.customerPhone)}`,
    lead.customerEmail ? `E-mail: ${oneLine(lead.customerEmail)}` : '',
    `Address: ${oneLine([lead.address, lead.postcode].filter(Boolean).join(', '))}`,
    lead.notes ? `Message: ${String(lead.notes)}` : '',
  ]
    .filter(Boolean)
    .join('\n')
    .concat(windowsText(lead))
}

/**
 * The customer's confirmation of a visit in writing, with the calendar invite and the manage link: the one sent for
 * an instant booking and for a request staff confirmed ("Your visit is confirmed for Tuesday 1 December,
 * afternoon"). Null without an e-mail address.
 */
export function visitConfirmationMail(lead: Lead, facts: BusinessFacts, visit: Visit): Mail | null {
  if (!lead.customerEmail) return null
  const name = oneLine(lead.customerName)
  const change = visit.manageUrl
    ? `Need to change or cancel? Use your own link (keep it to yourself):\n${visit.manageUrl}`
    : changeLine(facts, visit)
  return {
    kind: 'confirmation',
    to: String(lead.customerEmail),
    subject: `Your visit is confirmed for ${visitDayAndPart(visit.slot)} – ${facts.businessName}`,
    text:
      `Hello ${name},\n\nYour free measuring visit with ${facts.businessName} is confirmed for ${visitLabel(visit.slot)}.\n` +
      `The invite attached adds it to your calendar.\n\n${leadDetails(lead)}\n\n` +
      `${change}\n\n${contactLine(facts)}\n\n${facts.businessName}\n`,
    icalEvent: invite(lead, facts, visit),
  }
}

export function instantBookingMails(lead: Lead, facts: BusinessFacts, visit: Visit): Mail[] {
  const name = oneLine(lead.customerName)
  const when = visitLabel(visit.slot)
  const business: Mail = {
    kind: 'business',
    to: facts.email,
    subject: `Visit booked: ${when} – ${name}`,
    replyTo: (lead.customerEmail as string) || undefined,
    text: `A measuring visit was booked online and is confirmed.\n\nWhen: ${when}\n${leadDetails(lead)}\n\nOpen it in the admin: ${adminUrl(facts, lead)}\n`,
  }
  const confirmation = visitConfirmationMail(lead, facts, visit)
  return confirmation ? [business, confirmation] : [business]
}

/** After a visit is moved or cancelled (by the customer's link or by staff). */
export function visitChangeMails(
  lead: Lead,
  facts: BusinessFacts,
  visit: Visit,
  change: { kind: 'moved' | 'cancelled'; from?: { date: string; window: string }; by: 'customer' | 'staff' },
): Mail[] {
  const name = oneLine(lead.customerName)
  const when = visitLabel(visit.slot)
  const cancelled = change.kind === 'cancelled'
  const was = change.from ? ` (was ${visitLabel(change.from)})` : ''
  const mails: Mail[] = [
    {
      kind: 'business',
      to: facts.email,
      subject: cancelled ? `Visit cancelled: ${when} – ${name}` : `Visit moved to ${when} – ${name}`,
      text:
        `${change.by === 'customer' ? 'The customer' : 'Staff'} ${cancelled ? 'cancelled' : 'moved'} a measuring visit.\n\n` +
        `${cancelled ? 'Was' : 'Now'}: ${when}${cancelled ? '' : was}\nName: ${name}\nPhone: ${oneLine(lead.customerPhone)}\n\n` +
        `Open it in the admin: ${adminUrl(facts, lead)}\n`,
    },
  ]
  if (lead.customerEmail) {
    mails.push({
      kind: 'change',
      to: String(lead.customerEmail),
      subject: cancelled
        ? `Your measuring visit is cancelled – ${facts.businessName}`
        : `Your measuring visit has moved to ${when} – ${facts.businessName}`,
      text: cancelled
        ? `Hello ${name},\n\nYour measuring visit on ${when} is cancelled. The attached update removes it from your calendar.\n\n` +
          `Book again any time on our website. ${contactLine(facts)}\n\n${facts.businessName}\n`
        : `Hello ${name},\n\nYour free measuring visit is now ${when}${was}. The attached invite updates your calendar.\n\n` +
          `${changeLine(facts, visit)}\n\n${contactLine(facts)}\n\n${facts.businessName}\n`,
      icalEvent: invite(lead, facts, visit, cancelled),
    })
  }
  return mails
}

export function reminderMail(lead: Lead, facts: BusinessFacts, visit: Visit): Mail {
  const when = visitLabel(visit.slot)
  return {
    kind: 'reminder',
    to: String(lead.customerEmail),
    subject: `Reminder: your measuring visit ${when} – ${facts.businessName}`,
    text:
      `Hello ${oneLine(lead.customerName)},\n\nA reminder that we're coming to measure your windows on ${when}, at ` +
      `${oneLine(lead.address)}.\n\n${changeLine(facts, visit)}\n\n${contactLine(facts)}\n\n${facts.businessName}\n`,
  }
}

import type { MeasuringAppointment, QuoteRequest } from '@/payload-types'
import { oneLine } from '@/lib/platform/logSafe'
import { BLIND_TYPES, TIME_WINDOWS, WINDOW_COUNTS } from '@/content/leadOptions'
import type { BusinessFacts } from '@/lib/platform/businessFacts'
import type { Mail } from '@/lib/platform/sendMails'
import { longDate } from '@/lib/platform/ukDates'
import { windowsText } from '@/lib/format/leadWindows'

export type { BusinessFacts, Mail }
export { windowsText }

/** E-mail texts for a new lead: one to the business, one confirmation to the customer. Pure, so it is unit-tested. */

/** One inbox, however it is spelt: letter case and a "+tag" do not make another recipient (for the caps). */
export function recipientKey(address: string): string {
  const [local, domain = ''] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/)
  return `${local.split('+')[0]}@${domain}`
}

const label = (options: readonly { value: string; label: string }[], value: unknown) =>
  options.find((o) => o.value === value)?.label ?? (value ? String(value) : '')

const lines = (rows: [string, unknown][]) =>
  rows
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')

function formatDate(value: unknown): string {
  if (!value) return ''
  const d = new Date(String(value))
  return Number.isNaN(d.getTime()) ? String(value) : longDate(d)
}

export function appointmentMails(lead: MeasuringAppointment, facts: BusinessFacts): Mail[] {
  const name = oneLine(lead.customerName)
  const customerRows: [string, unknown][] = [
    ['Name', name],
    ['Phone', lead.customerPhone],
    ['E-mail', lead.customerEmail],
    ['Address', lead.address],
    ['Postcode', lead.postcode],
    ['Preferred date', formatDate(lead.scheduledDate)],
    ['Preferred time', label(TIME_WINDOWS, lead.scheduledTime)],
    ['Windows', label(WINDOW_COUNTS, lead.windowCount)],
    ['Blind type', label(BLIND_TYPES, lead.blindType)],
    ['Message', lead.notes],
  ]
  const details = lines([...customerRows, ['Sent from', lead.sourcePage]]) + windowsText(lead)
  // The customer's copy leaves out the page path the form was sent from: it is for the business, not in her words.
  const theirDetails = lines(customerRows) + windowsText(lead)
  const mails: Mail[] = [
    {
      kind: 'business',
      to: facts.email,
      subject: `New measuring appointment: ${name}`,
      replyTo: (lead.customerEmail as string) || undefined,
      text: `A new free measuring visit was requested on the website.\n\n${details}\n\nOpen it in the admin: ${facts.siteUrl}/admin/collections/measuring-appointments/${lead.id}\n`,
    },
  ]
  if (lead.customerEmail) {
    mails.push({
      kind: 'confirmation',
      to: String(lead.customerEmail),
      subject: `We've received your measuring request – ${facts.businessName}`,
      text:
        `Hello ${name},\n\nThank you for booking a free measuring visit with ${facts.businessName}. ` +
        `We'll call you within ${facts.responseHours} hours to confirm a time that suits you.\n\n` +
        `What you sent us:\n${theirDetails}\n\n` +
        `What happens next:\n1. We call you to arrange a time.\n2. We measure your windows for free.\n3. You get a no-obligation quote.\n4. Our fitters install your blinds.\n\n` +
        `Questions? Call us on ${facts.phonePrimary} or reply to this e-mail.\n\n${facts.businessName}\n`,
    })
  }
  return mails
}

export function quoteMails(lead: QuoteRequest, facts: BusinessFacts): Mail[] {
  const name = oneLine(`${lead.firstName ?? ''} ${lead.lastName ?? ''}`).trim()
  const customerRows: [string, unknown][] = [
    ['Name', name],
    ['Phone', lead.phone],
    ['E-mail', lead.email],
    ['Postcode', lead.postcode],
    ['Address', lead.address],
    ['Product', lead.productType],
    ['Message', lead.message],
  ]
  const details = lines([...customerRows, ['Sent from', lead.sourcePage]]) + windowsText(lead)
  const theirDetails = lines(customerRows) + windowsText(lead)
  return [
    {
      kind: 'business',
      to: facts.email,
      subject: `New quote request: ${name}`,
      replyTo: String(lead.email),
      text: `A new quote request arrived from the website.\n\n${details}\n\nOpen it in the admin: ${facts.siteUrl}/admin/collections/quote-requests/${lead.id}\n`,
    },
    {
      kind: 'confirmation',
      to: String(lead.email),
      subject: `We've received your enquiry – ${facts.businessName}`,
      text:
        `Hello ${oneLine(lead.firstName)},\n\nThank you for getting in touch with ${facts.businessName}. ` +
        `We'll reply within ${facts.responseHours} hours.\n\nWhat you sent us:\n${theirDetails}\n\n` +
        `If it's urgent, call us on ${facts.phonePrimary}.\n\n${facts.businessName}\n`,
    },
  ]
}

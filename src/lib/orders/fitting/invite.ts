import type { Payload, PayloadRequest } from 'payload'

import { SITE_SETTINGS_DEFAULTS } from '@/content/settings'
import { buildInvite } from '@/lib/booking/invite'
import { oneLine } from '@/lib/platform/logSafe'
import type { BusinessFacts } from '@/lib/platform/businessFacts'
import type { Mail } from '@/lib/platform/sendMails'
import { weekdayDayMonthTime } from '@/lib/platform/ukDates'
import type { Quote, SiteSetting } from '@/payload-types'
import { quoteNumber } from '../lines/content'

/** The fitting of an order: its calendar invite (one event per order, SEQUENCE up on each change) and reminder. */

export const REMINDER_QUEUE = 'reminders'

const fittingWhen = weekdayDayMonthTime

/** How long the invite books the fitting for: Settings' longest installation, one fallback for invite and reminder. */
export const fittingHours = (site: Pick<SiteSetting, 'leadTimes'>) =>
  site.leadTimes?.installHoursMax ?? SITE_SETTINGS_DEFAULTS.leadTimes.installHoursMax

export function fittingMail(quote: Quote, facts: BusinessFacts, hours: number, kind: 'invite' | 'reminder'): Mail {
  const when = fittingWhen(quote.fittingDate!)
  const start = new Date(quote.fittingDate!)
  const address = oneLine([quote.address, quote.postcode].filter(Boolean).join(', '))
  const number = quoteNumber(quote.id)
  const { method, content } = buildInvite({
    appointmentId: quote.id,
    uid: `fitting-${quote.id}@${new URL(facts.siteUrl).hostname}`,
    summary: `Fitting your blinds – ${facts.businessName}`,
    sequence: quote.fittingSequence ?? 0,
    start: start.toISOString(),
    end: new Date(start.getTime() + hours * 3_600_000).toISOString(),
    businessName: facts.businessName,
    businessEmail: facts.email,
    customerName: oneLine(quote.customerName),
    customerEmail: String(quote.customerEmail),
    address,
    siteUrl: facts.siteUrl,
    description: `Fitting of order ${number}. To change it, call ${facts.phonePrimary}.`,
  })
  const hello = `Hello ${oneLine(quote.customerName)},\n\n`
  const sign = `\n\nTo change it, call us on ${facts.phonePrimary} or reply to this e-mail.\n\n${facts.businessName}\n`
  return kind === 'invite'
    ? {
        kind: 'change',
        to: String(quote.customerEmail),
        subject: `Your blinds will be fitted on ${when} – ${facts.businessName}`,
        text: `${hello}We will fit your blinds (order ${number}) on ${when}, at ${address}. The invite attached adds it to your calendar.${sign}`,
        icalEvent: { method, content, filename: 'fitting.ics' },
      }
    : {
        kind: 'reminder',
        to: String(quote.customerEmail),
        subject: `Reminder: we fit your blinds ${when} – ${facts.businessName}`,
        text: `${hello}A reminder that we are coming to fit your blinds (order ${number}) on ${when}, at ${address}.${sign}`,
      }
}

/** Queue the fitting's reminder for `hours` before it (none when that has passed); older reminders send nothing. */
export async function queueFittingReminder(
  payload: Payload,
  quote: Pick<Quote, 'id' | 'fittingDate' | 'fittingSequence'>,
  hours: number,
  req?: Partial<PayloadRequest>,
  now = new Date(),
) {
  if (!quote.fittingDate || hours <= 0) return
  const at = Date.parse(quote.fittingDate) - hours * 3_600_000
  if (at <= now.getTime()) return
  await payload.jobs.queue({
    task: 'fittingReminder',
    input: { quoteId: String(quote.id), sequence: quote.fittingSequence ?? 0 },
    queue: REMINDER_QUEUE,
    waitUntil: new Date(at),
    req: req as PayloadRequest | undefined,
  })
}

import type { EmailAdapter, SendEmailOptions } from 'payload'

/**
 * Development without SMTP: each message is written whole to the server log (recipients, subject, the text part
 * with its links, the links of an HTML-only part, the names of attachments), so a developer can follow a manage
 * link or read a digest. Never in production, where the log carries no personal data: there the log says only that
 * a message was not sent.
 */

const addresses = (value: SendEmailOptions['to']): string => {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.map((a) => (typeof a === 'string' ? a : `${a.name ? `${a.name} ` : ''}<${a.address}>`)).join(', ')
}

/** An HTML part as text: tags dropped, each link's address kept beside its words. */
const htmlAsText = (html: string) =>
  html
    .replace(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

export function mailForLog(message: SendEmailOptions): string {
  const body =
    typeof message.text === 'string' && message.text.trim()
      ? message.text.trim()
      : typeof message.html === 'string'
        ? htmlAsText(message.html)
        : '(no text part)'
  const attachments = (message.attachments ?? []).map((a) => a.filename ?? 'attachment')
  const invite = (message as { icalEvent?: { method?: string } }).icalEvent
  return [
    '── e-mail (development: SMTP_HOST is not set, so it is written here instead of sent) ──',
    `To: ${addresses(message.to)}`,
    ...(message.cc ? [`Cc: ${addresses(message.cc)}`] : []),
    ...(message.replyTo ? [`Reply-To: ${addresses(message.replyTo)}`] : []),
    `Subject: ${message.subject ?? ''}`,
    ...(attachments.length ? [`Attachments: ${attachments.join(', ')}`] : []),
    ...(invite ? [`Calendar invite: ${invite.method ?? 'REQUEST'}`] : []),
    '',
    body,
    '── end of e-mail ──',
  ].join('\n')
}

/** The mail adapter without SMTP: the whole message in the log in development only; Payload's default otherwise. */
export const mailLogFor = (nodeEnv: string | undefined): EmailAdapter | undefined =>
  nodeEnv === 'development' ? devMailLogAdapter : undefined

export const devMailLogAdapter: EmailAdapter = ({ payload }) => ({
  name: 'development-log',
  defaultFromAddress: 'bookings@vb-birmingham.example',
  defaultFromName: 'VB Birmingham',
  sendEmail: async (message) => {
    payload.logger.info(mailForLog(message))
  },
})

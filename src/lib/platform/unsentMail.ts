import type { EmailAdapter } from 'payload'

/**
 * Production without SMTP_HOST: a message cannot be sent, and the log says so without its recipient or subject
 * (Payload's own console adapter writes both, and subjects name the customer). Development keeps Payload's adapter.
 */
export const unsentMailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'unsent',
  defaultFromAddress: 'bookings@vb-birmingham.example',
  defaultFromName: 'VB Birmingham',
  sendEmail: async (message) => {
    const to = Array.isArray(message.to) ? message.to.length : message.to ? 1 : 0
    payload.logger.warn(`e-mail not sent: SMTP_HOST is not set (${to} recipient${to === 1 ? '' : 's'})`)
  },
})

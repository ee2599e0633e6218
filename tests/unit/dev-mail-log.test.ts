import { describe, expect, it } from 'vitest'

import { devMailLogAdapter, mailForLog, mailLogFor } from '@/lib/platform/devMailLog'

describe('mail without SMTP', () => {
  it('in development the whole message reaches the log: text part and its links', () => {
    const logged = mailForLog({
      to: 'priya@example.com',
      subject: 'Your measuring visit is booked',
      text: 'When: Saturday 28 November\n\nNeed to change or cancel? Use your own link:\nhttp://localhost:3000/book/manage/12.1766000000.abc\n',
      attachments: [{ filename: 'invite.ics', content: 'BEGIN:VCALENDAR' }],
    })
    expect(logged).toContain('To: priya@example.com')
    expect(logged).toContain('Subject: Your measuring visit is booked')
    expect(logged).toContain('http://localhost:3000/book/manage/12.1766000000.abc')
    expect(logged).toContain('Attachments: invite.ics')
  })

  it('an HTML-only message keeps each link’s address', () => {
    const logged = mailForLog({
      to: 'a@example.com',
      subject: 'Reset',
      html: '<p>Reset <a href="http://x/reset?t=1">here</a></p>',
    })
    expect(logged).toContain('here (http://x/reset?t=1)')
  })

  it('only in development: production and tests keep Payload’s recipient-and-subject line', () => {
    expect(mailLogFor('development')).toBe(devMailLogAdapter)
    expect(mailLogFor('production')).toBeUndefined()
    expect(mailLogFor('test')).toBeUndefined()
    expect(mailLogFor(undefined)).toBeUndefined()
  })
})

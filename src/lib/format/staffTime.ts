/**
 * A moment as staff read it in lists and logs, in UK time: "Fri 27 Nov, 14:05". One formatter for the admin's notes,
 * status history and reply-due cells, so they never disagree.
 */
const STAFF_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

export const staffTime = (when: string | number | Date) => STAFF_TIME.format(new Date(when))

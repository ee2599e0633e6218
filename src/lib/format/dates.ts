/**
 * A UK day as people read it in e-mails and confirmations: "Monday 30 November 2026", in UK time. One formatter for
 * the quote's respond-by date, the send confirmation and the booking e-mails, so they never disagree.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
})

export const longDate = (when: string | number | Date) => LONG_DATE.format(new Date(when))

const TIME_OF_DAY = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
})

/** A moment's UK day and time as people read it in e-mails: "Monday 30 November 2026 at 14:05". */
export const longDateTime = (when: string | number | Date) =>
  `${longDate(when)} at ${TIME_OF_DAY.format(new Date(when))}`

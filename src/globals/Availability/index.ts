import type { GlobalConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { revalidateGlobal } from '@/hooks/revalidate'
import { AVAILABILITY_DEFAULTS as D, BOOKING_MODES, WEEKDAYS } from '@/lib/booking/availability'
import { TAGS } from '@/lib/cms/tags'

const wholeNumber = (min: number, max: number) => (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? true
    : `A whole number from ${min} to ${max}.`

const capacity = (name: string, label: string, defaultValue: number) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 0,
  max: 50,
  defaultValue,
  validate: wholeNumber(0, 50),
  admin: { description: 'Visits this window takes; 0 = not offered.' },
})

/**
 * When visitors may book a measuring visit. In request mode (the default) the site takes a preferred date and
 * window and staff call back; in instant mode it offers only free windows and confirms the visit at once.
 */
export const Availability: GlobalConfig = {
  slug: 'availability',
  label: 'Booking availability',
  admin: {
    group: 'Settings',
    description:
      'Instant booking: which windows visitors can book, how many visits each takes, notice, closed dates and reminders. Only the owner can change it.',
  },
  access: { read: isStaff, update: isOwner },
  hooks: { afterChange: [revalidateGlobal([TAGS.availability])] },
  fields: [
    {
      name: 'mode',
      label: 'Booking mode',
      type: 'radio',
      required: true,
      defaultValue: D.mode,
      options: BOOKING_MODES.map((m) => ({ ...m })),
      admin: {
        description:
          'Request: visitors ask for a date and you call them to confirm. Instant: visitors pick a free window and it is confirmed at once.',
      },
    },
    {
      name: 'workingDays',
      label: 'Working days',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: [...D.workingDays],
      options: WEEKDAYS.map((d) => ({ ...d })),
    },
    {
      type: 'collapsible',
      label: 'Visits per window',
      fields: [
        {
          type: 'row',
          fields: [
            capacity('morning', 'Morning (9am-12pm)', D.capacity.morning),
            capacity('afternoon', 'Afternoon (12pm-5pm)', D.capacity.afternoon),
            capacity('evening', 'Evening (5pm-7pm)', D.capacity.evening),
          ],
        },
        {
          type: 'row',
          fields: [
            capacity('weekend', 'Weekend', D.capacity.weekend),
            {
              name: 'weekendStartHour',
              label: 'Weekend window starts (hour)',
              type: 'number',
              required: true,
              defaultValue: D.weekendStartHour,
              validate: wholeNumber(6, 20),
            },
            {
              name: 'weekendEndHour',
              label: 'Weekend window ends (hour)',
              type: 'number',
              required: true,
              defaultValue: D.weekendEndHour,
              validate: wholeNumber(7, 22),
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'noticeHours',
          label: 'Minimum notice (hours)',
          type: 'number',
          required: true,
          defaultValue: D.noticeHours,
          validate: wholeNumber(0, 24 * 14),
          admin: { description: 'A window is offered only if it starts at least this long from now.' },
        },
        {
          name: 'bookAheadDays',
          label: 'Bookings open (days ahead)',
          type: 'number',
          required: true,
          defaultValue: D.bookAheadDays,
          validate: wholeNumber(1, 365),
        },
        {
          name: 'reminderHours',
          label: 'Reminder (hours before the visit)',
          type: 'number',
          required: true,
          defaultValue: D.reminderHours,
          validate: wholeNumber(0, 24 * 7),
          admin: { description: '0 = no reminder e-mail.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'instantPerContact',
          label: 'Instant visits ahead per phone number or e-mail',
          type: 'number',
          required: true,
          defaultValue: D.limits.perContact,
          validate: wholeNumber(1, 20),
          admin: {
            description:
              'Booked (not yet past) instant visits one phone number or e-mail address may hold; beyond it a booking is stored as a request for you to confirm.',
          },
        },
        {
          name: 'instantPerAddressPerDay',
          label: 'Instant bookings a day from one internet address',
          type: 'number',
          required: true,
          defaultValue: D.limits.perAddressPerDay,
          validate: wholeNumber(1, 100),
          admin: {
            description:
              'Beyond it, further bookings from that address that day are stored as requests for you to confirm.',
          },
        },
      ],
    },
    {
      name: 'closedDates',
      label: 'Closed dates',
      type: 'array',
      admin: { description: 'Holidays and other days nobody can be booked.', initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'date',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'EEE d MMM yyyy' } },
            },
            { name: 'note', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'extraPostcodes',
      label: 'Also cover these postcode districts',
      type: 'text',
      admin: {
        description:
          'Instant booking is open to the postcodes of the area pages. Add other outward codes here, separated by commas (e.g. "B90, WS9").',
      },
    },
  ],
}

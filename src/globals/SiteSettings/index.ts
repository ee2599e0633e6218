import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { revalidateGlobal } from '@/hooks/revalidate'
import { SITE_SETTINGS_DEFAULTS as D } from '@/content'
import { TAGS } from '@/lib/cms/tags'
import { DAYS_OF_WEEK } from '@/lib/format/hours'
import { ORDER_DEFAULTS, parseFollowUpDays } from '@/lib/orders'

const time = (value: unknown) =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : 'Use 24-hour time, e.g. 09:00.'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: {
    group: 'Settings',
    description: 'Business facts shown on every page, in the footer and to search engines.',
  },
  access: { read: anyone, update: isOwner },
  hooks: { afterChange: [revalidateGlobal([TAGS.settings])] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Business',
          fields: [
            { name: 'businessName', type: 'text', required: true, defaultValue: D.businessName },
            { name: 'legalName', type: 'text', defaultValue: D.legalName },
            { name: 'tagline', type: 'textarea', defaultValue: D.tagline },
            { name: 'foundedYear', type: 'number', defaultValue: D.foundedYear },
            {
              type: 'row',
              fields: [
                {
                  name: 'phonePrimary',
                  label: 'Main phone',
                  type: 'text',
                  required: true,
                  defaultValue: D.phonePrimary,
                },
                {
                  name: 'phoneSecondary',
                  label: 'Second phone (optional)',
                  type: 'text',
                  defaultValue: D.phoneSecondary ?? undefined,
                },
              ],
            },
            { name: 'email', type: 'email', required: true, defaultValue: D.email },
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'street', type: 'text', required: true, defaultValue: D.address.street },
                { name: 'locality', type: 'text', defaultValue: D.address.locality },
                { name: 'city', type: 'text', required: true, defaultValue: D.address.city },
                { name: 'postcode', type: 'text', required: true, defaultValue: D.address.postcode },
              ],
            },
            {
              name: 'geo',
              label: 'Showroom location',
              type: 'group',
              admin: { description: 'Used for distances on area pages and for search engines.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'lat', type: 'number', required: true, defaultValue: D.geo.lat },
                    { name: 'lng', type: 'number', required: true, defaultValue: D.geo.lng },
                  ],
                },
              ],
            },
            {
              name: 'socialLinks',
              type: 'array',
              defaultValue: D.socialLinks.map((s) => ({ ...s })),
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'platform',
                      type: 'select',
                      required: true,
                      options: ['facebook', 'instagram', 'pinterest', 'x', 'youtube', 'tiktok', 'linkedin'].map(
                        (p) => ({
                          label: p[0].toUpperCase() + p.slice(1),
                          value: p,
                        }),
                      ),
                    },
                    { name: 'url', type: 'text', required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Opening hours',
          fields: [
            {
              name: 'openingHours',
              type: 'array',
              admin: { description: 'Days not listed are shown as closed.' },
              defaultValue: D.openingHours.map((h) => ({ ...h, days: [...h.days] })),
              fields: [
                {
                  name: 'days',
                  type: 'select',
                  hasMany: true,
                  required: true,
                  options: DAYS_OF_WEEK.map((d) => ({ label: d[0].toUpperCase() + d.slice(1), value: d })),
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'opens', type: 'text', required: true, validate: time },
                    { name: 'closes', type: 'text', required: true, validate: time },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Service terms',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'serviceRadiusKm',
                  label: 'Service radius (km)',
                  type: 'number',
                  required: true,
                  defaultValue: D.serviceRadiusKm,
                },
                {
                  name: 'travelMinutes',
                  label: 'Free travel within (minutes)',
                  type: 'number',
                  defaultValue: D.travelMinutes,
                },
                {
                  name: 'guaranteeYears',
                  label: 'Guarantee (years)',
                  type: 'number',
                  required: true,
                  defaultValue: D.guaranteeYears,
                },
              ],
            },
            {
              name: 'leadTimes',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'standardInstallMinDays',
                      label: 'Standard fitting from (days after measuring)',
                      type: 'number',
                      required: true,
                      defaultValue: D.leadTimes.standardInstallMinDays,
                    },
                    {
                      name: 'standardInstallMaxDays',
                      label: 'to (days)',
                      type: 'number',
                      required: true,
                      defaultValue: D.leadTimes.standardInstallMaxDays,
                    },
                    {
                      name: 'fastTrackDays',
                      label: 'Fast-track fitting within (days)',
                      type: 'number',
                      required: true,
                      defaultValue: D.leadTimes.fastTrackDays,
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'installHoursMin',
                      label: 'Installation takes from (hours)',
                      type: 'number',
                      required: true,
                      defaultValue: D.leadTimes.installHoursMin,
                    },
                    {
                      name: 'installHoursMax',
                      label: 'to (hours)',
                      type: 'number',
                      required: true,
                      defaultValue: D.leadTimes.installHoursMax,
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'responseHours',
                      label: 'We reply within (hours)',
                      type: 'number',
                      required: true,
                      defaultValue: D.leadTimes.responseHours,
                    },
                    {
                      name: 'followUpDays',
                      label: 'Follow up a quote after (days)',
                      type: 'number',
                      required: true,
                      min: 1,
                      defaultValue: D.leadTimes.followUpDays,
                      admin: {
                        description:
                          'A quote still "quoted" this long appears in the follow-up list and the morning e-mail.',
                      },
                    },
                    {
                      name: 'surveyResponseText',
                      label: 'Survey response (text)',
                      type: 'text',
                      defaultValue: D.leadTimes.surveyResponseText,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Privacy',
          fields: [
            {
              name: 'retention',
              label: 'How long we keep personal data',
              type: 'group',
              admin: {
                description:
                  'After these periods the daily retention job removes names, phone numbers, e-mails, addresses and messages; the figures (source, area, product, status, value, dates) stay. The privacy policy page lists them.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'leadMonths',
                      label: 'Leads that never became customers (months after the last update)',
                      type: 'number',
                      required: true,
                      min: 1,
                      defaultValue: D.retention.leadMonths,
                    },
                    {
                      name: 'orderYears',
                      label: "Customers' orders (years for the accounts)",
                      type: 'number',
                      required: true,
                      min: 1,
                      defaultValue: D.retention.orderYears,
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'rateLimitDays',
                      label: 'Rate-limit and de-duplication records (days)',
                      type: 'number',
                      required: true,
                      min: 1,
                      defaultValue: D.retention.rateLimitDays,
                    },
                    {
                      name: 'acceptanceAddressYears',
                      label: 'Client address kept with a quote acceptance (years: as long as the order)',
                      type: 'number',
                      required: true,
                      min: 1,
                      defaultValue: D.retention.acceptanceAddressYears,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Quotes and reviews',
          fields: [
            {
              name: 'orders',
              // No heading of its own: the tab names it. A label here starts the field's name in a refused save's
              // message, and the admin's toast splits that message at commas (it read "Quotes" and "orders and
              // reviews > …" as two fields).
              label: false,
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'quoteValidDays',
                      label: 'A quote is valid for (days)',
                      type: 'number',
                      required: true,
                      min: 1,
                      defaultValue: ORDER_DEFAULTS.quoteValidDays,
                    },
                    {
                      name: 'depositPercent',
                      label: 'Deposit (% of the total)',
                      type: 'number',
                      required: true,
                      min: 0,
                      max: 100,
                      defaultValue: ORDER_DEFAULTS.depositPercent,
                    },
                  ],
                },
                {
                  name: 'paymentTerms',
                  label: 'Payment terms (shown on every quote: how to pay; no card payments)',
                  type: 'textarea',
                  required: true,
                  defaultValue: ORDER_DEFAULTS.paymentTerms,
                },
                {
                  name: 'cancellationTerms',
                  label: 'Cancellation terms (on every order confirmation: the copy the customer keeps)',
                  type: 'textarea',
                  required: true,
                  defaultValue: ORDER_DEFAULTS.cancellationTerms,
                  admin: {
                    description:
                      'The default suits made-to-measure blinds; have it checked against how you work (when you order, what a cancellation costs).',
                  },
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'fittingReminderHours',
                      label: 'Fitting reminder (hours before)',
                      type: 'number',
                      required: true,
                      min: 0,
                      defaultValue: ORDER_DEFAULTS.fittingReminderHours,
                    },
                    {
                      name: 'quoteFollowUpDays',
                      label: 'Follow up a sent quote after (days)',
                      type: 'text',
                      defaultValue: ORDER_DEFAULTS.quoteFollowUpDays.join(', '),
                      validate: (value: unknown) => {
                        const read = parseFollowUpDays(typeof value === 'string' ? value : '')
                        return read.ok ? true : read.message
                      },
                      admin: {
                        description:
                          'An unanswered quote is e-mailed again on these days after sending (e.g. 2, 5, 10); it stops at an answer, a question, "stop reminders" or expiry. Empty: none.',
                      },
                    },
                    {
                      name: 'reviewDelayDays',
                      label: 'Ask for a review (days after fitting)',
                      type: 'number',
                      required: true,
                      min: 0,
                      defaultValue: ORDER_DEFAULTS.reviewDelayDays,
                      admin: { description: 'Every fitted customer is asked, whatever they may think of us.' },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Analytics',
          fields: [
            {
              name: 'analytics',
              type: 'group',
              admin: {
                description:
                  'Loaded only after a visitor accepts cookies. The site’s Content-Security-Policy allows this script’s https origin automatically, within about 10 seconds of saving.',
              },
              fields: [
                { name: 'enabled', type: 'checkbox', defaultValue: D.analytics.enabled },
                {
                  name: 'scriptSrc',
                  label: 'Script address (https://…)',
                  type: 'text',
                  validate: (value: unknown) =>
                    value == null || value === '' || (typeof value === 'string' && /^https:\/\/[^\s"'<>]+$/.test(value))
                      ? true
                      : 'Use a full https:// address.',
                },
                { name: 'domain', label: 'Site domain for the analytics service (data-domain)', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
  ],
}

import { ORDER_DEFAULTS } from './orderSettings'
import type { SiteSettings } from './settingsTypes'

/**
 * Default business facts. The site-settings global starts with these values (field defaults and the seed), and
 * `next build`, which has no database, renders with them; after that the owner's edits in /admin are the only source.
 * Phone numbers are from Ofcom's range reserved for drama (0121 496 0000-0999); the e-mail domain is reserved for
 * examples; the street is made up.
 */
export const SITE_SETTINGS_DEFAULTS: SiteSettings = {
  businessName: 'VB Birmingham',
  legalName: 'VB Birmingham Venetian Blinds',
  tagline: 'Made-to-measure wooden and faux wood venetian blinds, measured and fitted across Birmingham.',
  foundedYear: 2009,
  phonePrimary: '0121 496 0123',
  phoneSecondary: '0121 496 0456',
  email: 'hello@vb-birmingham.example',
  address: {
    street: '14 Coppice Lane',
    locality: 'Sheldon',
    city: 'Birmingham',
    postcode: 'B26 3PX',
  },
  geo: { lat: 52.4524, lng: -1.7689 },
  openingHours: [
    { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], opens: '09:00', closes: '17:00' },
    { days: ['saturday'], opens: '10:00', closes: '16:00' },
  ],
  socialLinks: [
    { platform: 'facebook', url: 'https://www.facebook.com/' },
    { platform: 'instagram', url: 'https://www.instagram.com/' },
    { platform: 'pinterest', url: 'https://www.pinterest.co.uk/' },
  ],
  serviceRadiusKm: 30,
  travelMinutes: 30,
  guaranteeYears: 5,
  leadTimes: {
    standardInstallMinDays: 10,
    standardInstallMaxDays: 14,
    fastTrackDays: 7,
    installHoursMin: 2,
    installHoursMax: 4,
    responseHours: 24,
    followUpDays: 7,
    surveyResponseText: '24-48h',
  },
  orders: { ...ORDER_DEFAULTS, quoteFollowUpDays: ORDER_DEFAULTS.quoteFollowUpDays.join(', ') },
  analytics: { enabled: false, scriptSrc: '', domain: '' },
  // UK GDPR storage limitation; six years is HMRC's period for business records.
  retention: { leadMonths: 24, orderYears: 6, rateLimitDays: 7, acceptanceAddressYears: 6 },
}

/**
 * The five service pages (/services/{slug}) and the overview's extra sections (#bay-window, #child-safe).
 *
 * The service pages' words are the `services` collection's (defaults in src/content/services.ts); what
 * stays here is each page's frame (route, icon, FAQ topic, call-to-action link) and the small formatters that turn
 * the settings global's facts into phrases. Questions and answers are the FAQ collection's (one topic each).
 */
import type { SiteSettings } from '@/content/settingsTypes'
import { hoursSummary, installHoursText, responseText, standardFitText } from '@/lib/format/facts'
import { SERVICE_SLUGS, type ServiceSlug } from '@/content/services'
import { isOneOf } from '@/lib/platform/narrow'

export { SERVICE_SLUGS, type ServiceSlug }

export type ServiceIcon = 'ruler' | 'wrench' | 'timer' | 'messages' | 'shield'

// The lead-time phrases the overview shares with the home page.
export { installHoursText, standardFitText as standardLeadText }

export { hoursSummary, responseText }

export interface ServiceStep {
  title: string
  text: string
}

export interface ServiceTiming {
  label: string
  value: string
}

/** What stays in code for each service page: its route, icon, FAQ topic and where its call to action leads. */
export interface ServiceFrame {
  slug: ServiceSlug
  icon: ServiceIcon
  /** FAQ collection topic shown on the page */
  faqTopic: 'measuring' | 'installation' | 'fast-track' | 'consultations' | 'aftercare'
  ctaHref: string
}

export const SERVICE_FRAMES: Record<ServiceSlug, ServiceFrame> = {
  'free-measuring': { slug: 'free-measuring', icon: 'ruler', faqTopic: 'measuring', ctaHref: '/book' },
  'expert-installation': { slug: 'expert-installation', icon: 'wrench', faqTopic: 'installation', ctaHref: '/book' },
  'fast-track-fitting': { slug: 'fast-track-fitting', icon: 'timer', faqTopic: 'fast-track', ctaHref: '/book' },
  'free-consultations': { slug: 'free-consultations', icon: 'messages', faqTopic: 'consultations', ctaHref: '/book' },
  'aftercare-support': { slug: 'aftercare-support', icon: 'shield', faqTopic: 'aftercare', ctaHref: '/contact' },
}

export const isServiceSlug = (slug: string): slug is ServiceSlug => isOneOf(SERVICE_SLUGS, slug)

/** The overview's specialist sections, linked from the home page as /services#bay-window and /services#child-safe. */
export const SPECIALIST_SECTIONS = {
  bayWindow: {
    id: 'bay-window',
    eyebrow: 'Bay window specialists',
    title: 'Blinds that fit your bay window properly',
    paragraphs: (s: SiteSettings) => [
      'Bay windows are where made-to-measure matters most. Every pane sits at its own angle, walls are rarely square, and a few millimetres decide whether the blinds meet neatly in the corners or leave gaps of light.',
      `We measure every section and angle at your free visit, make one blind for each pane and set the headrails so they meet cleanly without clashing. Fitting a bay usually sits at the longer end of our ${installHoursText(s)}.`,
    ],
    points: [
      'Each angle measured on site, never guessed',
      'One blind per pane, so each section tilts on its own',
      'Headrails set to meet neatly in the corners',
      'Faux wood or real wood, in every finish',
    ],
  },
  childSafe: {
    id: 'child-safe',
    eyebrow: 'Child safety',
    title: 'Child-safe blinds as standard',
    paragraphs: () => [
      'Looped cords can be dangerous for young children. Every blind we fit meets the British and European safety standard for internal blinds (BS EN 13120), and we fit the safety devices for you rather than leaving them in the box.',
      'For nurseries, children’s bedrooms and family rooms we recommend cordless blinds: there is nothing to dangle, and you raise and lower them by the bottom rail.',
    ],
    points: [
      'Cordless option in both collections',
      'Cord cleats and breakaway tassels fitted on corded blinds',
      'Controls placed out of children’s reach',
      'Advice for nurseries and children’s rooms',
    ],
  },
} as const

/** Add-ons offered in both collections (collection pages and the services overview). */
export const OPTIONS = [
  {
    key: 'electric',
    title: 'Electric operation',
    text: 'Raise, lower and tilt your blinds at the touch of a button: ideal for tall, wide or hard-to-reach windows.',
  },
  {
    key: 'tapes',
    title: 'Decorative tapes',
    text: 'Cloth tapes over the ladder strings, in colours to match or contrast with your slats. They also cover the string holes for better privacy.',
  },
  {
    key: 'child-safe',
    title: 'Child-safe and cordless',
    text: 'Cordless operation, or safety devices fitted as standard on every corded blind, in line with BS EN 13120.',
  },
] as const

/**
 * The five service pages (/services/{slug}) and the overview's extra sections (#bay-window, #child-safe).
 *
 * Copy lives here; every business fact in it (lead times, install hours, guarantee years, reply time, phone, hours)
 * is read from the settings global at render time through the small formatters below, so the owner's edit in
 * /admin → Settings shows on every service page. Questions and answers are the FAQ collection's (one topic each).
 */
import type { SiteSettings } from '@/lib/cms'
import { openingHoursLines } from '@/lib/format/hours'

export type ServiceSlug =
  'free-measuring' | 'expert-installation' | 'fast-track-fitting' | 'free-consultations' | 'aftercare-support'

export type ServiceIcon = 'ruler' | 'wrench' | 'timer' | 'messages' | 'shield'

/** "2-4 hours", "3 hours" */
export function rangeText(min: number, max: number, unit: string): string {
  return min === max ? `${min} ${unit}` : `${min}-${max} ${unit}`
}

export const installHoursText = (s: SiteSettings) =>
  rangeText(s.leadTimes.installHoursMin, s.leadTimes.installHoursMax, 'hours')

export const standardLeadText = (s: SiteSettings) =>
  rangeText(s.leadTimes.standardInstallMinDays, s.leadTimes.standardInstallMaxDays, 'days')

/** 7 → "one week", 14 → "2 weeks", 5 → "5 days" */
export function fastTrackText(s: SiteSettings): string {
  const days = s.leadTimes.fastTrackDays
  if (days === 7) return 'one week'
  if (days > 0 && days % 7 === 0) return `${days / 7} weeks`
  return days === 1 ? '1 day' : `${days} days`
}

export const guaranteeText = (s: SiteSettings) => `${s.guaranteeYears}-year`

export const responseText = (s: SiteSettings) =>
  s.leadTimes.responseHours === 1 ? '1 hour' : `${s.leadTimes.responseHours} hours`

export const hoursSummary = (s: SiteSettings) =>
  openingHoursLines(s.openingHours)
    .map((l) => `${l.days} ${l.hours}`)
    .join(', ')

export interface ServiceStep {
  title: string
  text: string
}

export interface ServiceTiming {
  label: string
  value: string
}

export interface ServiceContent {
  slug: ServiceSlug
  /** Card and breadcrumb name */
  name: string
  /** In running text: 'free measuring' */
  shortName: string
  icon: ServiceIcon
  /** FAQ collection topic shown on the page */
  faqTopic: 'measuring' | 'installation' | 'fast-track' | 'consultations' | 'aftercare'
  metaTitle: (s: SiteSettings) => string
  metaDescription: (s: SiteSettings) => string
  eyebrow: string
  h1: (s: SiteSettings) => string
  intro: (s: SiteSettings) => string
  /** One line for the overview card */
  summary: (s: SiteSettings) => string
  whatTitle: string
  what: (s: SiteSettings) => string[]
  includes: (s: SiteSettings) => string[]
  howTitle: string
  how: (s: SiteSettings) => ServiceStep[]
  timings: (s: SiteSettings) => ServiceTiming[]
  cta: { title: string; text: (s: SiteSettings) => string; label: string; href: string }
}

export const SERVICES: readonly ServiceContent[] = [
  {
    slug: 'free-measuring',
    name: 'Free Measuring Service',
    shortName: 'free measuring',
    icon: 'ruler',
    faqTopic: 'measuring',
    metaTitle: () => 'Free Blind Measuring in Birmingham',
    metaDescription: (s) =>
      `We measure every window for free, bring samples of every finish and leave a written quote. No obligation, no travel charge; we reply within ${responseText(s)}.`,
    eyebrow: 'Free measuring',
    h1: () => 'Free home measuring, every window',
    intro: (s) =>
      `One of our fitters visits your home, measures each window to the millimetre and leaves you a written quote. It costs nothing, there is no obligation, and we reply within ${responseText(s)} to arrange a time.`,
    summary: () => 'We measure every window, bay windows included, and leave you a written quote. No obligation.',
    whatTitle: 'What happens at a measuring visit',
    what: (s) => [
      'Made-to-measure blinds are only as good as the measurements behind them. We measure each window inside and outside the recess, check the depth and the fixing points, and note anything awkward such as handles, tiles or sloping sills, so the blinds we make fit first time.',
      `We bring samples of every finish in both collections, so you can see real basswood and faux wood slats against your own walls and in your own light. When we're done you have a written, itemised quote, and if you go ahead your blinds are usually fitted ${standardLeadText(s)} later.`,
    ],
    includes: (s) => [
      'Every window measured, bay windows and awkward angles included',
      'Samples of every finish brought to your home',
      'Advice on inside or outside recess fitting, tapes and controls',
      'A written, itemised quote with no obligation to buy',
      `No travel charge within about ${s.travelMinutes} minutes of our showroom`,
    ],
    howTitle: 'How it works',
    how: (s) => [
      { title: 'Book online or ring us', text: `Choose a day and time that suits you, or call ${s.phonePrimary}.` },
      { title: 'We confirm your visit', text: `We reply within ${responseText(s)} to agree a time that suits you.` },
      {
        title: 'We measure and advise',
        text: 'We measure every window, show you the samples and answer your questions.',
      },
      {
        title: 'You get a written quote',
        text: `Take your time. If you go ahead, we fit ${standardLeadText(s)} after measuring, or within ${fastTrackText(s)} with fast-track fitting.`,
      },
    ],
    timings: (s) => [
      { label: 'We reply within', value: responseText(s) },
      { label: 'Surveys arranged within', value: s.leadTimes.surveyResponseText },
      { label: 'Fitting after measuring', value: standardLeadText(s) },
      { label: 'Cost of the visit', value: 'Free' },
    ],
    cta: {
      title: 'Book your free measuring visit',
      text: (s) => `Pick a time online, or call us on ${s.phonePrimary}. There's no obligation to buy.`,
      label: 'Book Free Measuring',
      href: '/book',
    },
  },
  {
    slug: 'expert-installation',
    name: 'Expert Installation',
    shortName: 'installation',
    icon: 'wrench',
    faqTopic: 'installation',
    metaTitle: () => 'Expert Blind Fitting in Birmingham',
    metaDescription: (s) =>
      `Professional fitting included with every blind: level, secure and tidy, usually in ${installHoursText(s)}. Fitted ${standardLeadText(s)} after measuring, with a ${guaranteeText(s)} guarantee.`,
    eyebrow: 'Expert installation',
    h1: () => 'Expert installation, included with every blind',
    intro: (s) =>
      `We fit every blind we make. A typical installation takes ${installHoursText(s)}, and we leave your rooms as tidy as we found them, with every blind covered by our ${guaranteeText(s)} guarantee.`,
    summary: (s) => `Level, secure and tidy fitting by our own team, usually in ${installHoursText(s)}.`,
    whatTitle: 'What our fitting includes',
    what: () => [
      'A blind that is slightly out of level or loosely fixed never looks right, however good the slats. We fix the brackets with the right fixings for your walls, whether brick, block, plasterboard or timber, set every headrail level and check that each blind raises, lowers and tilts smoothly.',
      'Before we go we show you how everything works, fit the child-safety devices, take the packaging away and clear up the dust.',
    ],
    includes: (s) => [
      'Fitting included in the price of your blinds',
      'Brackets fixed level with the right fixings for your walls',
      'Child-safety devices fitted on every corded blind',
      'Each blind checked and its controls explained',
      'Packaging taken away and dust cleared up',
      `Every blind covered by our ${guaranteeText(s)} guarantee`,
    ],
    howTitle: 'Fitting day',
    how: (s) => [
      {
        title: 'We agree a date',
        text: `Usually ${standardLeadText(s)} after measuring, or within ${fastTrackText(s)} with fast-track fitting.`,
      },
      { title: 'We arrive when we said', text: "And if we're ever held up, we ring you before the time we agreed." },
      {
        title: 'We fit and check',
        text: `Most homes take ${installHoursText(s)}; bay windows and several rooms take a little longer.`,
      },
      { title: 'We show you round', text: 'We explain the controls and care, tidy up and leave you to enjoy them.' },
    ],
    timings: (s) => [
      { label: 'Typical installation', value: installHoursText(s) },
      { label: 'Standard lead time', value: standardLeadText(s) },
      { label: 'Fast-track fitting', value: `within ${fastTrackText(s)}` },
      { label: 'Guarantee', value: `${s.guaranteeYears} years` },
    ],
    cta: {
      title: 'Start with a free measuring visit',
      text: (s) => `Every installation starts with a free visit to measure. Book online or call ${s.phonePrimary}.`,
      label: 'Book Free Measuring',
      href: '/book',
    },
  },
  {
    slug: 'fast-track-fitting',
    name: 'Fast-Track Fitting',
    shortName: 'fast-track fitting',
    icon: 'timer',
    faqTopic: 'fast-track',
    metaTitle: (s) => `Fast-Track Blind Fitting Within ${titleCase(fastTrackText(s))}`,
    metaDescription: (s) =>
      `Need your blinds sooner? For an extra fee we make and fit your made-to-measure venetian blinds within ${fastTrackText(s)} of measuring, instead of the usual ${standardLeadText(s)}.`,
    eyebrow: 'Fast-track fitting',
    h1: (s) => `Fast-track fitting within ${fastTrackText(s)}`,
    intro: (s) =>
      `Moving in, expecting guests or simply tired of waiting? For an extra fee we make and fit your blinds within ${fastTrackText(s)} of the measuring visit, instead of our usual ${standardLeadText(s)}.`,
    summary: (s) => `Your blinds made and fitted within ${fastTrackText(s)} of measuring, for an extra fee.`,
    whatTitle: 'What fast-track means',
    what: (s) => [
      `Every blind we sell is made to your measurements, which normally takes ${standardLeadText(s)} from measuring to fitting. Fast-track moves your order to the front of the queue, so your blinds are made and fitted within ${fastTrackText(s)}.`,
      'They are the same blinds, fitted by the same team and with the same guarantee. The extra fee depends on how many blinds you order and is shown on your written quote, so you know exactly what it costs before you decide.',
    ],
    includes: (s) => [
      `Made and fitted within ${fastTrackText(s)} of measuring`,
      'Available for faux wood and real wood blinds',
      'The fee is shown on your written quote before you commit',
      `The same ${guaranteeText(s)} guarantee as every blind`,
    ],
    howTitle: 'How to get your blinds sooner',
    how: (s) => [
      { title: 'Ask for fast-track', text: 'Mention it when you book or at your free measuring visit.' },
      {
        title: 'We confirm the date',
        text: 'Your quote shows the fast-track fee and the fitting date we can guarantee.',
      },
      { title: 'Made and fitted', text: `Your blinds are made and fitted within ${fastTrackText(s)} of measuring.` },
    ],
    timings: (s) => [
      { label: 'Fast-track fitting', value: `within ${fastTrackText(s)}` },
      { label: 'Standard lead time', value: standardLeadText(s) },
      { label: 'Typical installation', value: installHoursText(s) },
      { label: 'Extra fee', value: 'Shown on your quote' },
    ],
    cta: {
      title: 'Need your blinds quickly?',
      text: (s) => `Book a free measuring visit and ask for fast-track, or call us on ${s.phonePrimary}.`,
      label: 'Book Free Measuring',
      href: '/book',
    },
  },
  {
    slug: 'free-consultations',
    name: 'Free Consultations',
    shortName: 'consultations',
    icon: 'messages',
    faqTopic: 'consultations',
    metaTitle: () => 'Free Blind Consultations in Birmingham',
    metaDescription: (s) =>
      `Free, no-obligation advice on wooden and faux wood venetian blinds: at home, at our ${s.address.locality || s.address.city} showroom or by phone. We reply within ${responseText(s)}.`,
    eyebrow: 'Free consultations',
    h1: () => 'Free advice on the right blinds for each room',
    intro: (s) =>
      `Not sure whether real wood or faux wood suits your room, or which finish will work with your décor? Talk it through with us at home, at our ${s.address.locality || s.address.city} showroom or on the phone. It costs nothing.`,
    summary: () => 'Friendly, no-obligation advice on materials, finishes and options, at home or in our showroom.',
    whatTitle: 'What we can help you decide',
    what: () => [
      'We help you choose the right material for each room: real basswood for living rooms and bedrooms, and moisture-resistant faux wood for kitchens and bathrooms. Then the finish, plain strings or decorative tapes, cordless or corded controls, and manual or electric operation.',
      'You see and handle real samples, not pictures on a screen, and you leave with a clear recommendation and a price. There is never any pressure to buy.',
    ],
    includes: (s) => [
      'Advice at home, combined with your free measuring visit',
      `Samples to see and handle at our ${s.address.locality || s.address.city} showroom`,
      `Quick answers by phone on ${s.phonePrimary}`,
      'A clear recommendation for every room, with a written price',
    ],
    howTitle: 'Three ways to talk to us',
    how: (s) => [
      { title: 'At home', text: 'Book a free measuring visit: we bring samples of every finish to you.' },
      {
        title: 'In our showroom',
        text: `Visit us at ${s.address.street}, ${s.address.locality ? `${s.address.locality}, ` : ''}${s.address.postcode}. Open ${hoursSummary(s)}.`,
      },
      {
        title: 'By phone or e-mail',
        text: `Call ${s.phonePrimary} or e-mail ${s.email}; we reply within ${responseText(s)}.`,
      },
    ],
    timings: (s) => [
      ...openingHoursLines(s.openingHours).map((l) => ({ label: `Showroom ${l.days}`, value: l.hours })),
      { label: 'We reply within', value: responseText(s) },
      { label: 'Cost', value: 'Free' },
    ],
    cta: {
      title: 'Book a free consultation',
      text: (s) => `We'll bring the samples to you and measure while we're there. Or call ${s.phonePrimary}.`,
      label: 'Book a Free Consultation',
      href: '/book',
    },
  },
  {
    slug: 'aftercare-support',
    name: 'Aftercare Support',
    shortName: 'aftercare and the guarantee',
    icon: 'shield',
    faqTopic: 'aftercare',
    metaTitle: (s) => `${s.guaranteeYears}-Year Guarantee and Aftercare Support`,
    metaDescription: (s) =>
      `Every blind we fit is covered by our ${guaranteeText(s)} guarantee. Help with adjustments, repairs and care from a local Birmingham team that replies within ${responseText(s)}.`,
    eyebrow: 'Aftercare support',
    h1: (s) => `A ${guaranteeText(s)} guarantee and help whenever you need it`,
    intro: (s) =>
      `Every blind we fit is covered by our ${guaranteeText(s)} guarantee, and we're a phone call away if anything needs adjusting. We're local, so putting things right is quick.`,
    summary: (s) => `A ${guaranteeText(s)} guarantee on every blind, and a local team on hand for help.`,
    whatTitle: 'What our guarantee and aftercare cover',
    what: (s) => [
      `If a blind develops a manufacturing fault within ${s.guaranteeYears} years of fitting, we repair or replace it at no cost to you. The guarantee does not cover damage from misuse, moisture on real wood blinds or normal wear; our Terms of Service give the details.`,
      'Outside the guarantee we are still glad to help: re-tensioning, a replacement slat or cord, moving a blind to a new window, or simply advice on how to look after your blinds.',
    ],
    includes: (s) => [
      `${s.guaranteeYears}-year guarantee against manufacturing faults`,
      'Repairs and adjustments by the team who fitted your blinds',
      'Replacement slats, cords and tapes',
      'Care advice for real wood and faux wood',
    ],
    howTitle: 'If something needs attention',
    how: (s) => [
      { title: 'Get in touch', text: `Call ${s.phonePrimary} or e-mail ${s.email}; a photo helps.` },
      {
        title: 'We advise or visit',
        text: `We reply within ${responseText(s)}. Often a quick tip fixes it; if not, we book a visit.`,
      },
      { title: 'We put it right', text: 'Under guarantee there is nothing to pay; otherwise we quote first.' },
    ],
    timings: (s) => [
      { label: 'Guarantee', value: `${s.guaranteeYears} years` },
      { label: 'We reply within', value: responseText(s) },
      { label: 'Repairs after the guarantee', value: 'Quoted first' },
    ],
    cta: {
      title: 'Need help with your blinds?',
      text: (s) => `Call us on ${s.phonePrimary} or send us a message, and we'll reply within ${responseText(s)}.`,
      label: 'Contact Us',
      href: '/contact',
    },
  },
]

export const SERVICE_SLUGS = SERVICES.map((s) => s.slug)

export function getService(slug: string): ServiceContent | undefined {
  return SERVICES.find((s) => s.slug === slug)
}

/** "one week" → "One Week" */
function titleCase(text: string): string {
  return text.replace(/\b\w/g, (c) => c.toUpperCase())
}

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

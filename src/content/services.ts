/**
 * The five service pages' words as the site starts with them: the seed's first published version of each `services`
 * document, and what the pages show for a document or field the owner has not written (and during `next build`).
 * `{name}` placeholders are filled from Settings at render time (src/lib/format/placeholders.ts), so business facts
 * are never retyped here. Routes, icons and the FAQ topic of each page stay in code (src/lib/services/frames.ts).
 */
export const SERVICE_SLUGS = [
  'free-measuring',
  'expert-installation',
  'fast-track-fitting',
  'free-consultations',
  'aftercare-support',
] as const

export type ServiceSlug = (typeof SERVICE_SLUGS)[number]

/** The services shown as cards in the home page's services section, in order. */
export const HOME_SERVICE_SLUGS: readonly ServiceSlug[] = [
  'free-measuring',
  'expert-installation',
  'fast-track-fitting',
]

export interface ServiceWords {
  /** Card, breadcrumb and link name */
  name: string
  /** In running text: 'Questions about free measuring' */
  shortName: string
  meta: { title: string; description: string }
  hero: { eyebrow: string; title: string; intro: string }
  /** One line for the card on /services */
  summary: string
  what: { title: string; paragraphs: string[]; included: string[] }
  how: { title: string; steps: { title: string; text: string }[] }
  /** The facts card beside the heading; the showroom's opening hours can lead it (one row per group of days). */
  timings: { showOpeningHours: boolean; rows: { label: string; value: string }[] }
  cta: { title: string; text: string; label: string }
  /** The card in the home page's services section (the three services it shows). */
  homeCard: { text: string; points: string[] }
}

const noHomeCard = { text: '', points: [] }

export const SERVICE_DEFAULTS: Record<ServiceSlug, ServiceWords> = {
  'free-measuring': {
    name: 'Free Measuring Service',
    shortName: 'free measuring',
    meta: {
      title: 'Free Blind Measuring in Birmingham',
      description:
        'We measure every window for free, bring samples of every finish and leave a written quote. No obligation, no travel charge; we reply within {responseTime}.',
    },
    hero: {
      eyebrow: 'Free measuring',
      title: 'Free home measuring, every window',
      intro:
        'One of our fitters visits your home, measures each window to the millimetre and leaves you a written quote. It costs nothing, there is no obligation, and we reply within {responseTime} to arrange a time.',
    },
    summary: 'We measure every window, bay windows included, and leave you a written quote. No obligation.',
    what: {
      title: 'What happens at a measuring visit',
      paragraphs: [
        'Made-to-measure blinds are only as good as the measurements behind them. We measure each window inside and outside the recess, check the depth and the fixing points, and note anything awkward such as handles, tiles or sloping sills, so the blinds we make fit first time.',
        "We bring samples of every finish in both collections, so you can see real basswood and faux wood slats against your own walls and in your own light. When we're done you have a written, itemised quote, and if you go ahead your blinds are usually fitted {standardFit} later.",
      ],
      included: [
        'Every window measured, bay windows and awkward angles included',
        'Samples of every finish brought to your home',
        'Advice on inside or outside recess fitting, tapes and controls',
        'A written, itemised quote with no obligation to buy',
        'No travel charge within about {travelMinutes} minutes of our showroom',
      ],
    },
    how: {
      title: 'How it works',
      steps: [
        { title: 'Book online or ring us', text: 'Choose a day and time that suits you, or call {phone}.' },
        { title: 'We confirm your visit', text: 'We reply within {responseTime} to agree a time that suits you.' },
        {
          title: 'We measure and advise',
          text: 'We measure every window, show you the samples and answer your questions.',
        },
        {
          title: 'You get a written quote',
          text: 'Take your time. If you go ahead, we fit {standardFit} after measuring, or within {fastTrackWords} with fast-track fitting.',
        },
      ],
    },
    timings: {
      showOpeningHours: false,
      rows: [
        { label: 'We reply within', value: '{responseTime}' },
        { label: 'Surveys arranged within', value: '{surveyTime}' },
        { label: 'Fitting after measuring', value: '{standardFit}' },
        { label: 'Cost of the visit', value: 'Free' },
      ],
    },
    cta: {
      title: 'Book your free measuring visit',
      text: "Pick a time online, or call us on {phone}. There's no obligation to buy.",
      label: 'Book Free Measuring',
    },
    homeCard: {
      text: 'We come to your home, measure every window precisely and bring samples of every finish to hold against your walls.',
      points: ['A visit at a time that suits you', 'Samples of every finish', 'A written, no-obligation quote'],
    },
  },
  'expert-installation': {
    name: 'Expert Installation',
    shortName: 'installation',
    meta: {
      title: 'Expert Blind Fitting in Birmingham',
      description:
        'Professional fitting included with every blind: level, secure and tidy, usually in {installHours}. Fitted {standardFit} after measuring, with a {guarantee}.',
    },
    hero: {
      eyebrow: 'Expert installation',
      title: 'Expert installation, included with every blind',
      intro:
        'We fit every blind we make. A typical installation takes {installHours}, and we leave your rooms as tidy as we found them, with every blind covered by our {guarantee}.',
    },
    summary: 'Level, secure and tidy fitting by our own team, usually in {installHours}.',
    what: {
      title: 'What our fitting includes',
      paragraphs: [
        'A blind that is slightly out of level or loosely fixed never looks right, however good the slats. We fix the brackets with the right fixings for your walls, whether brick, block, plasterboard or timber, set every headrail level and check that each blind raises, lowers and tilts smoothly.',
        'Before we go we show you how everything works, fit the child-safety devices, take the packaging away and clear up the dust.',
      ],
      included: [
        'Fitting included in the price of your blinds',
        'Brackets fixed level with the right fixings for your walls',
        'Child-safety devices fitted on every corded blind',
        'Each blind checked and its controls explained',
        'Packaging taken away and dust cleared up',
        'Every blind covered by our {guarantee}',
      ],
    },
    how: {
      title: 'Fitting day',
      steps: [
        {
          title: 'We agree a date',
          text: 'Usually {standardFit} after measuring, or within {fastTrackWords} with fast-track fitting.',
        },
        { title: 'We arrive when we said', text: "And if we're ever held up, we ring you before the time we agreed." },
        {
          title: 'We fit and check',
          text: 'Most homes take {installHours}; bay windows and several rooms take a little longer.',
        },
        { title: 'We show you round', text: 'We explain the controls and care, tidy up and leave you to enjoy them.' },
      ],
    },
    timings: {
      showOpeningHours: false,
      rows: [
        { label: 'Typical installation', value: '{installHours}' },
        { label: 'Standard lead time', value: '{standardFit}' },
        { label: 'Fast-track fitting', value: 'within {fastTrackWords}' },
        { label: 'Guarantee', value: '{guaranteeYears} years' },
      ],
    },
    cta: {
      title: 'Start with a free measuring visit',
      text: 'Every installation starts with a free visit to measure. Book online or call {phone}.',
      label: 'Book Free Measuring',
    },
    homeCard: {
      text: 'Our own fitters install every blind, usually {standardFit} after measuring, and leave the room as they found it.',
      points: [
        'Most homes done in {installHours}',
        'Brackets, fixings and tidy-up included',
        '{guarantee} on every blind',
      ],
    },
  },
  'fast-track-fitting': {
    name: 'Fast-Track Fitting',
    shortName: 'fast-track fitting',
    meta: {
      title: 'Fast-Track Blind Fitting Within {FastTrackWords}',
      description:
        'Need your blinds sooner? For an extra fee we make and fit your made-to-measure venetian blinds within {fastTrackWords} of measuring, instead of the usual {standardFit}.',
    },
    hero: {
      eyebrow: 'Fast-track fitting',
      title: 'Fast-track fitting within {fastTrackWords}',
      intro:
        'Moving in, expecting guests or simply tired of waiting? For an extra fee we make and fit your blinds within {fastTrackWords} of the measuring visit, instead of our usual {standardFit}.',
    },
    summary: 'Your blinds made and fitted within {fastTrackWords} of measuring, for an extra fee.',
    what: {
      title: 'What fast-track means',
      paragraphs: [
        'Every blind we sell is made to your measurements, which normally takes {standardFit} from measuring to fitting. Fast-track moves your order to the front of the queue, so your blinds are made and fitted within {fastTrackWords}.',
        'They are the same blinds, fitted by the same team and with the same guarantee. The extra fee depends on how many blinds you order and is shown on your written quote, so you know exactly what it costs before you decide.',
      ],
      included: [
        'Made and fitted within {fastTrackWords} of measuring',
        'Available for faux wood and real wood blinds',
        'The fee is shown on your written quote before you commit',
        'The same {guarantee} as every blind',
      ],
    },
    how: {
      title: 'How to get your blinds sooner',
      steps: [
        { title: 'Ask for fast-track', text: 'Mention it when you book or at your free measuring visit.' },
        {
          title: 'We confirm the date',
          text: 'Your quote shows the fast-track fee and the fitting date we can guarantee.',
        },
        { title: 'Made and fitted', text: 'Your blinds are made and fitted within {fastTrackWords} of measuring.' },
      ],
    },
    timings: {
      showOpeningHours: false,
      rows: [
        { label: 'Fast-track fitting', value: 'within {fastTrackWords}' },
        { label: 'Standard lead time', value: '{standardFit}' },
        { label: 'Typical installation', value: '{installHours}' },
        { label: 'Extra fee', value: 'Shown on your quote' },
      ],
    },
    cta: {
      title: 'Need your blinds quickly?',
      text: 'Book a free measuring visit and ask for fast-track, or call us on {phone}.',
      label: 'Book Free Measuring',
    },
    homeCard: {
      text: 'Moving in or expecting guests? We can make and fit your blinds within {fastTrack} of measuring.',
      points: ['Fitted within {fastTrack}', 'Small extra fee, agreed up front', 'The same made-to-measure quality'],
    },
  },
  'free-consultations': {
    name: 'Free Consultations',
    shortName: 'consultations',
    meta: {
      title: 'Free Blind Consultations in Birmingham',
      description:
        'Free, no-obligation advice on wooden and faux wood venetian blinds: at home, at our {showroomArea} showroom or by phone. We reply within {responseTime}.',
    },
    hero: {
      eyebrow: 'Free consultations',
      title: 'Free advice on the right blinds for each room',
      intro:
        'Not sure whether real wood or faux wood suits your room, or which finish will work with your décor? Talk it through with us at home, at our {showroomArea} showroom or on the phone. It costs nothing.',
    },
    summary: 'Friendly, no-obligation advice on materials, finishes and options, at home or in our showroom.',
    what: {
      title: 'What we can help you decide',
      paragraphs: [
        'We help you choose the right material for each room: real basswood for living rooms and bedrooms, and moisture-resistant faux wood for kitchens and bathrooms. Then the finish, plain strings or decorative tapes, cordless or corded controls, and manual or electric operation.',
        'You see and handle real samples, not pictures on a screen, and you leave with a clear recommendation and a price. There is never any pressure to buy.',
      ],
      included: [
        'Advice at home, combined with your free measuring visit',
        'Samples to see and handle at our {showroomArea} showroom',
        'Quick answers by phone on {phone}',
        'A clear recommendation for every room, with a written price',
      ],
    },
    how: {
      title: 'Three ways to talk to us',
      steps: [
        { title: 'At home', text: 'Book a free measuring visit: we bring samples of every finish to you.' },
        { title: 'In our showroom', text: 'Visit us at {showroomAddress}. Open {openingHours}.' },
        { title: 'By phone or e-mail', text: 'Call {phone} or e-mail {email}; we reply within {responseTime}.' },
      ],
    },
    timings: {
      showOpeningHours: true,
      rows: [
        { label: 'We reply within', value: '{responseTime}' },
        { label: 'Cost', value: 'Free' },
      ],
    },
    cta: {
      title: 'Book a free consultation',
      text: "We'll bring the samples to you and measure while we're there. Or call {phone}.",
      label: 'Book a Free Consultation',
    },
    homeCard: noHomeCard,
  },
  'aftercare-support': {
    name: 'Aftercare Support',
    shortName: 'aftercare and the guarantee',
    meta: {
      title: '{guaranteeYears}-Year Guarantee and Aftercare Support',
      description:
        'Every blind we fit is covered by our {guarantee}. Help with adjustments, repairs and care from a local Birmingham team that replies within {responseTime}.',
    },
    hero: {
      eyebrow: 'Aftercare support',
      title: 'A {guarantee} and help whenever you need it',
      intro:
        "Every blind we fit is covered by our {guarantee}, and we're a phone call away if anything needs adjusting. We're local, so putting things right is quick.",
    },
    summary: 'A {guarantee} on every blind, and a local team on hand for help.',
    what: {
      title: 'What our guarantee and aftercare cover',
      paragraphs: [
        'If a blind develops a manufacturing fault within {guaranteeYears} years of fitting, we repair or replace it at no cost to you. The guarantee does not cover damage from misuse, moisture on real wood blinds or normal wear; our Terms of Service give the details.',
        'Outside the guarantee we are still glad to help: re-tensioning, a replacement slat or cord, moving a blind to a new window, or simply advice on how to look after your blinds.',
      ],
      included: [
        '{guarantee} against manufacturing faults',
        'Repairs and adjustments by the team who fitted your blinds',
        'Replacement slats, cords and tapes',
        'Care advice for real wood and faux wood',
      ],
    },
    how: {
      title: 'If something needs attention',
      steps: [
        { title: 'Get in touch', text: 'Call {phone} or e-mail {email}; a photo helps.' },
        {
          title: 'We advise or visit',
          text: 'We reply within {responseTime}. Often a quick tip fixes it; if not, we book a visit.',
        },
        { title: 'We put it right', text: 'Under guarantee there is nothing to pay; otherwise we quote first.' },
      ],
    },
    timings: {
      showOpeningHours: false,
      rows: [
        { label: 'Guarantee', value: '{guaranteeYears} years' },
        { label: 'We reply within', value: '{responseTime}' },
        { label: 'Repairs after the guarantee', value: 'Quoted first' },
      ],
    },
    cta: {
      title: 'Need help with your blinds?',
      text: "Call us on {phone} or send us a message, and we'll reply within {responseTime}.",
      label: 'Contact Us',
    },
    homeCard: noHomeCard,
  },
}

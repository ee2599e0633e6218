/**
 * The contact page's words as the site starts with them: the contact-page global's field defaults, the seed's first
 * published version, and what `next build` (no database) renders. Facts are Settings placeholders (`{phone}`,
 * `{postcode}`, `{fullAddress}` …); the phone numbers, e-mail, address and hours in the cards come from Settings.
 */
export interface ContactWords {
  eyebrow: string
  title: string
  intro: string
  /** The hero's two buttons: the call (to the main phone) and the booking */
  callLabel: string
  bookLabel: string
  detailsTitle: string
  phone: { title: string; note: string }
  email: { title: string; note: string }
  showroomTitle: string
  hoursTitle: string
  message: { title: string; text: string }
  directions: {
    title: string
    intro: string
    /** The car line: `{postcode}` in it is shown in bold */
    byCar: { label: string; text: string }
    /** The public transport line, ending with the journey planner link */
    byBus: { label: string; text: string; linkLabel: string; linkUrl: string }
    ringAhead: string
  }
  cta: { title: string; text: string }
  meta: { title: string; description: string }
}

export const CONTACT_PAGE_DEFAULTS: ContactWords = {
  eyebrow: 'Contact us',
  title: 'Get in touch',
  intro:
    'Call us, send a message or visit our showroom in {showroomArea}. We reply to every message within {responseTime}.',
  callLabel: 'Call {phone}',
  bookLabel: 'Book Free Measuring',
  detailsTitle: 'How to reach us',
  phone: { title: 'Phone', note: "During opening hours; leave a message and we'll ring you back." },
  email: { title: 'E-mail', note: "We'll respond within {responseTime}." },
  showroomTitle: 'Showroom',
  hoursTitle: 'Opening hours',
  message: {
    title: 'Send us a message',
    text: "Ask a question or request a quote. We'll reply within {responseTime}.",
  },
  directions: {
    title: 'Finding our showroom',
    intro: 'Our showroom is at {fullAddress}.',
    byCar: { label: 'By car:', text: 'set your sat-nav or phone to {postcode}.' },
    byBus: {
      label: 'By bus or train:',
      text: 'plan your journey to {postcode} with the',
      linkLabel: 'Transport for West Midlands journey planner',
      linkUrl: 'https://www.tfwm.org.uk/plan-your-journey/',
    },
    ringAhead:
      "Please ring ahead on {phone} before you visit: we're often out measuring, and we'd like someone to be free to show you the samples. Or let us come to you: the measuring visit is free.",
  },
  cta: {
    title: 'Rather we came to you?',
    text: 'Book a free measuring visit: we bring samples of every finish, measure every window and leave a written quote.',
  },
  meta: {
    title: 'Contact Us and Showroom Opening Hours',
    description:
      'Call {phone}, e-mail us or visit our showroom at {street}, {postcode}. Open {openHours}. We reply within {responseTime}.',
  },
}

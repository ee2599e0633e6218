/**
 * The home page's words as the site starts with them: the home-page global's field defaults, the seed's first
 * published version, and what `next build` (no database) renders. `{name}` placeholders are filled from Settings at
 * render time (src/lib/format/placeholders.ts), so business facts are never retyped here.
 */
export const HOME_PAGE_DEFAULTS = {
  hero: {
    eyebrow: 'Made to measure in Birmingham since {foundedYear}',
    headline: 'Premium Venetian Blinds in',
    headlineHighlight: 'Birmingham',
    intro: 'Real basswood and moisture-resistant faux wood blinds, measured in your home and fitted by our own team.',
    benefits: [
      { text: 'Free measuring & consultation' },
      { text: 'Expert installation included' },
      { text: '{guarantee} on all blinds' },
      { text: 'Fast track available in {fastTrack}' },
    ],
    callLabel: 'Call Now for Free Quote',
    bookLabel: 'Book Free Measuring',
  },
  products: {
    eyebrow: 'Our collections',
    title: 'Venetian blinds, made to measure',
    intro:
      'Real basswood for living rooms and bedrooms, moisture-resistant faux wood for kitchens and bathrooms: every blind made to the exact size of your window.',
  },
  services: {
    eyebrow: 'How we work',
    title: 'Measured, made and fitted by us',
    intro: 'One local team from the first tape measure to the last bracket.',
  },
  areas: {
    eyebrow: 'Local to you',
    title: 'Areas We Serve',
    intro:
      'From Sutton Coldfield to Solihull, we measure and fit across Birmingham and the West Midlands, within about {travelMinutes} minutes of our {showroomArea} showroom.',
  },
  contact: {
    eyebrow: 'Get in touch',
    title: 'Talk to a local expert',
    intro: "Call, e-mail or send us a message: we'll answer your questions and arrange a free measuring visit.",
  },
  booking: {
    title: 'Book Your Free Measuring Consultation',
    text: "We'll visit your home, measure every window and bring samples of every finish, so you can see them in your own light.",
    actionLabel: 'Schedule Your Free Consultation',
  },
  faqTitle: 'Frequently Asked Questions',
}

export type HomePageContent = typeof HOME_PAGE_DEFAULTS

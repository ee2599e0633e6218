import type { LegalPage } from '@/payload-types'
import { lexical } from './lexical'

/**
 * Draft legal texts for a small UK business, seeded for the owner's review. They describe what this site really
 * collects. The `reviewed` flag starts false, and until the owner ticks it the page shows this notice above the text
 * (a banner of the page, never part of the owner's text, so ticking "Reviewed by the owner" removes it).
 */
export const LEGAL_DRAFT_NOTICE =
  'Draft for the owner’s review: this text was written as a sensible starting point and should be checked before the site goes live.'

/** A default legal page: what the seed writes (the seed adds the date and `reviewed: false`). */
export type DefaultLegalPage = Pick<LegalPage, 'slug' | 'title' | 'content'> & { summary: string }

export const DEFAULT_LEGAL_PAGES: DefaultLegalPage[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    summary:
      'How we collect, use and protect the details you give us when you book a measuring visit or ask for a quote.',
    content: lexical([
      { h2: 'Who we are' },
      {
        p: 'This website is run by a family business that measures, supplies and fits venetian blinds in Birmingham and the West Midlands. We are the data controller for the personal data described here. Our contact details are on the Contact page.',
      },
      { h2: 'What we collect' },
      {
        ul: [
          'When you book a free measuring visit: your name, phone number, e-mail address (if you give one), property address and postcode, preferred date and time, number of windows, the type of blind you are interested in and any message.',
          'When you ask for a quote: your name, e-mail address, phone number, postcode, address (optional), product of interest and message.',
          'The page you sent the form from, and the date and time it arrived.',
          'With the form, where your visit began: the first page you opened on this site, the name of the website that linked to it (never the address of the page there) and any campaign tags in the link (for example utm_source=leaflet), so we know which pages and leaflets bring enquiries. This is kept in your browser only while you browse and is sent only with a form you submit.',
          'Technical data needed to run and protect the site, such as your IP address, kept briefly to stop abuse (for example repeated automated submissions).',
          'If you accept analytics cookies: anonymous statistics about which pages are visited.',
        ],
      },
      { h2: 'Why we use it and our lawful basis' },
      {
        ul: [
          'To arrange and carry out your measuring visit, prepare a quote and fit your blinds: steps you ask us to take before entering into a contract (UK GDPR Article 6(1)(b)).',
          'To confirm your booking by e-mail and reply to your enquiry: the same basis.',
          'To keep records of quotes and work done, and to protect the site from abuse: our legitimate interests (Article 6(1)(f)).',
          'Analytics: only with your consent (Article 6(1)(a)), which you can withdraw at any time on the Cookie Policy page.',
        ],
      },
      { p: 'We do not sell your data and we do not use it for marketing unless you ask us to.' },
      { h2: 'Who can see it' },
      {
        p: 'Only our own staff. Our website host, database and e-mail providers process data on our behalf under contract. We share details with nobody else unless the law requires it.',
      },
      { h2: 'Your rights' },
      {
        p: 'You can ask for a copy of your data, ask us to correct or delete it, object to or restrict how we use it, and withdraw consent. Contact us using the details on the Contact page. If you are unhappy with how we handle your data you can complain to the Information Commissioner’s Office (ico.org.uk).',
      },
    ]),
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    summary: 'The terms for using this website and for our measuring, supply and fitting service.',
    content: lexical([
      { h2: 'Using this website' },
      {
        p: 'Prices and offers shown on this site are a guide. Your written quote after the free measuring visit is what you agree to. Offers marked with an end date apply to orders placed before that date.',
      },
      { h2: 'Measuring visits and quotes' },
      {
        p: 'Measuring visits and quotes are free and carry no obligation. A booking made on this site is a request: we will call you to confirm a time.',
      },
      { h2: 'Orders and made-to-measure goods' },
      {
        p: 'Blinds are made to your measurements. Under the Consumer Contracts Regulations 2013 the 14-day cancellation right does not apply to goods made to the consumer’s specifications once production has started; we will tell you when that is. Your statutory rights under the Consumer Rights Act 2015 are not affected.',
      },
      { h2: 'Fitting' },
      {
        p: 'Please make sure the windows are clear and someone over 18 is at home. We fit to the agreed measurements and leave the room as we found it.',
      },
      { h2: 'Guarantee' },
      {
        p: 'Our blinds carry a guarantee against manufacturing faults for the period shown on this website at the time of your order. It does not cover damage from misuse, moisture on real wood blinds, or normal wear.',
      },
      { h2: 'Liability and law' },
      {
        p: 'Nothing in these terms limits liability that cannot be limited by law. These terms are governed by the law of England and Wales.',
      },
    ]),
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    summary: 'Which cookies this website uses and how to change your choice.',
    content: lexical([
      { h2: 'Cookies we always use' },
      {
        ul: [
          'cookie-consent: remembers whether you accepted or declined analytics cookies (12 months).',
          'payload-token: set only when staff sign in to the admin area; it keeps them signed in.',
        ],
      },
      { h2: 'Cookies we use only with your consent' },
      {
        p: 'Analytics: if you accept, an analytics script loads and counts page visits anonymously. If you decline, it never loads.',
      },
      {
        p: 'Where your visit began: if you accept, this browser tab also keeps the first page of your visit and the site or campaign that brought you in its session storage (first-touch, deleted when you close the tab), so a form you send later still tells us where you came from after a page reload. Without your consent it is held only in the open page’s memory.',
      },
      { h2: 'Changing your choice' },
      {
        p: 'You can change your choice at any time with the button on this page, or by clearing cookies in your browser.',
      },
    ]),
  },
]

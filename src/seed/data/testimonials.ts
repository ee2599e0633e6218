/**
 * Clearly labelled demo testimonials (brief decision 5): every one carries `demo: true`, the site marks them as
 * examples and emits no review markup for them. The owner replaces them with real customers' words.
 */
export const SEED_TESTIMONIALS = [
  {
    name: 'Demo customer A',
    location: 'Moseley, B13',
    area: 'moseley',
    rating: 5,
    quote:
      'Example testimonial: the fitter measured our Victorian bay window on a Saturday morning and the basswood blinds fitted perfectly ten days later.',
  },
  {
    name: 'Demo customer B',
    location: 'Sutton Coldfield, B73',
    area: 'sutton-coldfield',
    rating: 5,
    quote:
      'Example testimonial: we chose faux wood for the kitchen and bathroom. Tidy fitting, no mess, and they showed us how to clean them.',
  },
  {
    name: 'Demo customer C',
    location: 'Solihull, B91',
    area: 'solihull',
    rating: 5,
    quote:
      'Example testimonial: the free measuring visit took half an hour, the quote matched the website and the blinds arrived within the week on fast track.',
  },
  {
    name: 'Demo customer D',
    location: 'Harborne, B17',
    area: 'harborne',
    rating: 5,
    quote: 'Example testimonial: friendly advice on colours, and the cordless option means we are happy with the grandchildren around.',
  },
] as const

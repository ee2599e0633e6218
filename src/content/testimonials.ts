import type { Testimonial } from '@/payload-types'

/**
 * Clearly labelled demo testimonials: each is stored with `demo: true`, so the site marks it as an example and emits
 * no review markup for it. The owner replaces them with real customers' words.
 */
export const DEFAULT_TESTIMONIALS: Pick<Testimonial, 'name' | 'location' | 'area' | 'rating' | 'quote'>[] = [
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
    quote:
      'Example testimonial: friendly advice on colours, and the cordless option means we are happy with the grandchildren around.',
  },
]

import type { LocalJob } from '@/payload-types'

/** A seeded job: its product by slug and its photos by the seeded artwork's key. */
export type DefaultLocalJob = Pick<LocalJob, 'area' | 'month' | 'finish' | 'rooms' | 'windows' | 'note'> & {
  productSlug: string
  photoKeys: string[]
}

/**
 * Clearly labelled demo jobs: each is stored with `demo: true`, so the site marks it as an example. A demo job never
 * gets an area page indexed and its text is not counted as the page's own (see src/lib/areaPages/indexing.ts). All sit
 * in areas the home page features, whose pages reach the indexing bar on their own. The owner replaces them with
 * real jobs.
 */
export const DEFAULT_LOCAL_JOBS: DefaultLocalJob[] = [
  {
    area: 'moseley',
    month: '2026-10-01T12:00:00.000Z',
    productSlug: 'wooden-venetian-blinds',
    finish: 'Oxford',
    rooms: 'Bay window in the front room',
    windows: 3,
    note: 'Example job: one blind for each face of a canted Victorian bay, fitted inside the recess so the window seat stays clear and the sashes still open.',
    photoKeys: ['scene-living-room-bay-oxford'],
  },
  {
    area: 'kings-heath',
    month: '2026-09-01T12:00:00.000Z',
    productSlug: 'faux-wood-venetian-blinds',
    finish: 'Frost',
    rooms: 'Kitchen',
    windows: 1,
    note: 'Example job: a moisture-proof faux wood blind above the sink, with the controls on the side away from the taps.',
    photoKeys: ['scene-kitchen-frost'],
  },
  {
    area: 'harborne',
    month: '2026-08-01T12:00:00.000Z',
    productSlug: 'wooden-venetian-blinds',
    finish: 'Dolmen',
    rooms: 'Two bedrooms',
    windows: 2,
    note: 'Example job: basswood blinds with cloth tapes, which close more tightly than strings, in timber sashes with deep reveals.',
    photoKeys: ['scene-bedroom-dolmen'],
  },
  {
    area: 'sutton-coldfield',
    month: '2026-07-01T12:00:00.000Z',
    productSlug: 'wooden-venetian-blinds',
    finish: 'Carbon',
    rooms: 'Home study',
    windows: 1,
    note: 'Example job: a dark basswood blind over a desk, tilted to keep glare off the screen while letting daylight in.',
    photoKeys: ['scene-study-carbon'],
  },
  {
    area: 'solihull',
    month: '2026-06-01T12:00:00.000Z',
    productSlug: 'faux-wood-venetian-blinds',
    finish: 'Sterling',
    rooms: 'Bathroom',
    windows: 1,
    note: 'Example job: a light grey faux wood blind that stands up to steam, fitted above the frame where the reveal was too shallow.',
    photoKeys: ['scene-bathroom-sterling'],
  },
]

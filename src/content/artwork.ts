import { FINISHES, MATERIAL_WORDS, type Finish, type Material } from './finishes'

/**
 * Every picture the seed ships: one per finish, room scenes for each material and the two collection heroes. The seed
 * draws each one as SVG and uploads it to Media under its `key`; `next build`, which has no database, shows the same
 * entries as Payload will serve them. The owner can replace any of them with photographs.
 */
export type RoomScene = 'living-room-bay' | 'kitchen' | 'bedroom' | 'bathroom' | 'study'

export interface ArtworkEntry {
  /** The Media document's `seedKey`, e.g. 'finish-oxford' */
  key: string
  /** File name of the WebP, e.g. 'finish-oxford.webp'. */
  filename: string
  alt: string
  width: number
  height: number
  /** The finish shown (absent on a collection hero, which shows them all) */
  finish?: string
  material: Material
  /** The room, for a room scene */
  scene?: RoomScene
  /** Alternative furnishing of the same room (0 or 1), so two pictures of one room differ. */
  variant?: 0 | 1
}

/** How each finish reads to the eye, for alt text. */
const COLOUR_WORDS: Record<string, string> = {
  carbon: 'near-black',
  dolmen: 'warm grey-brown',
  oxford: 'mid oak-brown',
  urban: 'pale driftwood',
  sterling: 'soft light grey',
  mineral: 'stone grey',
  java: 'dark espresso-brown',
  frost: 'bright white',
  cotton: 'warm cream',
  charcoal: 'dark charcoal-grey',
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function finishNamed(name: string): Finish {
  const f = FINISHES.find((x) => x.name.toLowerCase() === name.toLowerCase())
  if (!f) throw new Error(`Unknown finish ${name}`)
  return f
}

function finishEntry(f: Finish): ArtworkEntry {
  const words = COLOUR_WORDS[f.name.toLowerCase()]
  return {
    key: `finish-${slug(f.name)}`,
    filename: `finish-${slug(f.name)}.webp`,
    alt: `${f.name} ${MATERIAL_WORDS[f.material]} venetian blind with 50mm ${words ? `${words} ` : ''}slats, half open, in a white-painted window frame with a trailing plant on the sill`,
    width: 1600,
    height: 1200,
    finish: f.name,
    material: f.material,
  }
}

interface SceneEntry {
  scene: RoomScene
  finish: string
  variant?: 0 | 1
  alt: (finish: string, material: string) => string
}

const SCENES: SceneEntry[] = [
  {
    scene: 'living-room-bay',
    finish: 'Oxford',
    alt: (f, m) =>
      `Living-room bay window with three ${f} ${m} venetian blinds, a cushioned window seat, an oak coffee table, a tall fig and a floor lamp`,
  },
  {
    scene: 'bedroom',
    finish: 'Dolmen',
    alt: (f, m) =>
      `Bedroom window fitted with a ${f} ${m} venetian blind with cloth tapes, beside a navy headboard, a bedside lamp and two framed prints`,
  },
  {
    scene: 'study',
    finish: 'Carbon',
    alt: (f, m) =>
      `Home study with a ${f} ${m} venetian blind over an oak desk, with a reading lamp, books and a plant`,
  },
  {
    scene: 'kitchen',
    finish: 'Frost',
    alt: (f, m) =>
      `Kitchen window above a white Belfast sink fitted with a ${f} ${m} venetian blind, with navy cupboards, an oak worktop and herbs on the sill`,
  },
  {
    scene: 'bathroom',
    finish: 'Sterling',
    alt: (f, m) =>
      `Bathroom window fitted with a ${f} ${m} venetian blind above a freestanding bath, with a towel and plants`,
  },
  {
    scene: 'bedroom',
    finish: 'Java',
    variant: 1,
    alt: (f, m) =>
      `Bedroom with sage-green walls and a window fitted with a ${f} ${m} venetian blind, beside a linen headboard, a navy throw and a framed landscape print`,
  },
]

function sceneEntry(e: SceneEntry): ArtworkEntry {
  const f = finishNamed(e.finish)
  return {
    key: `scene-${e.scene}-${slug(f.name)}`,
    filename: `scene-${e.scene}-${slug(f.name)}.webp`,
    alt: e.alt(f.name, MATERIAL_WORDS[f.material]),
    width: 1600,
    height: 1200,
    finish: f.name,
    material: f.material,
    scene: e.scene,
    ...(e.variant === undefined ? {} : { variant: e.variant }),
  }
}

function heroEntry(material: Material): ArtworkEntry {
  const names = FINISHES.filter((f) => f.material === material).map((f) => f.name)
  const listText = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  return {
    key: `collection-${material}`,
    filename: `collection-${material}.webp`,
    alt: `A row of tall windows, each with a ${MATERIAL_WORDS[material]} venetian blind in a different finish: ${listText}`,
    width: 1600,
    height: 1000,
    material,
  }
}

/** In upload order: the area galleries list the seeded pictures oldest first. */
export const DEFAULT_ARTWORK: readonly ArtworkEntry[] = [
  ...FINISHES.map(finishEntry),
  ...SCENES.map(sceneEntry),
  heroEntry('wooden'),
  heroEntry('faux-wood'),
]

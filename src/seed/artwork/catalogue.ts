/**
 * Every picture the seed ships: one per finish, room scenes for each material and the two
 * collection heroes. All are drawn here as SVG (no photos, fonts or external images) and
 * rasterised to WebP by render.ts; the owner can replace any of them with photographs in /admin.
 */
import { FINISHES, type Finish, type Material } from '../../lib/finishes'
import { blindSvg } from './blind'
import { collectionHeroSvg } from './hero'
import { roomSceneSvg, type SceneKind } from './scenes'

export interface ArtworkSpec {
  key: string
  /** File name of the WebP, e.g. 'finish-oxford.webp'. */
  filename: string
  alt: string
  width: number
  height: number
  svg: () => string
  finish?: string
  material?: Material
  scene?: string
}

const MATERIAL_WORDS: Record<Material, string> = { wooden: 'basswood', 'faux-wood': 'faux wood' }

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

function finishSpec(f: Finish): ArtworkSpec {
  const words = COLOUR_WORDS[f.name.toLowerCase()]
  const grain = f.material === 'wooden'
  return {
    key: `finish-${slug(f.name)}`,
    filename: `finish-${slug(f.name)}.webp`,
    alt: `${f.name} ${MATERIAL_WORDS[f.material]} venetian blind with 50mm ${words ? `${words} ` : ''}slats, half open, in a white-painted window frame with a trailing plant on the sill`,
    width: 1600,
    height: 1200,
    finish: f.name,
    material: f.material,
    svg: () => blindSvg({ colour: f.hex, width: 1600, height: 1200, grain, tiltOpen: 0.55, frame: true }),
  }
}

interface SceneEntry {
  scene: SceneKind
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
    alt: (f, m) => `Home study with a ${f} ${m} venetian blind over an oak desk, with a reading lamp, books and a plant`,
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
    alt: (f, m) => `Bathroom window fitted with a ${f} ${m} venetian blind above a freestanding bath, with a towel and plants`,
  },
  {
    scene: 'bedroom',
    finish: 'Java',
    variant: 1,
    alt: (f, m) =>
      `Bedroom with sage-green walls and a window fitted with a ${f} ${m} venetian blind, beside a linen headboard, a navy throw and a framed landscape print`,
  },
]

function sceneSpec(e: SceneEntry): ArtworkSpec {
  const f = finishNamed(e.finish)
  const m = MATERIAL_WORDS[f.material]
  return {
    key: `scene-${e.scene}-${slug(f.name)}`,
    filename: `scene-${e.scene}-${slug(f.name)}.webp`,
    alt: e.alt(f.name, m),
    width: 1600,
    height: 1200,
    finish: f.name,
    material: f.material,
    scene: e.scene,
    svg: () =>
      roomSceneSvg(e.scene, f.hex, {
        width: 1600,
        height: 1200,
        grain: f.material === 'wooden',
        ladder: e.scene === 'bedroom' && f.material === 'wooden' ? 'tape' : 'string',
        variant: e.variant ?? 0,
      }),
  }
}

function heroSpec(material: Material): ArtworkSpec {
  const list = FINISHES.filter((f) => f.material === material)
  const names = list.map((f) => f.name)
  const listText = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  return {
    key: `collection-${material}`,
    filename: `collection-${material}.webp`,
    alt: `A row of tall windows, each with a ${MATERIAL_WORDS[material]} venetian blind in a different finish: ${listText}`,
    width: 1600,
    height: 1000,
    material,
    svg: () => collectionHeroSvg(list, { width: 1600, height: 1000, grain: material === 'wooden' }),
  }
}

export const ARTWORK: ArtworkSpec[] = [
  ...FINISHES.map(finishSpec),
  ...SCENES.map(sceneSpec),
  heroSpec('wooden'),
  heroSpec('faux-wood'),
]

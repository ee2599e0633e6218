/**
 * Which Media documents appear in the area pages' galleries, and the collection and description each one shows
 * (every gallery image has a collection and a description).
 *
 * The gallery holds:
 *  - the seed's own artwork: one image per finish (`seedKey` 'finish-<finish>') and the room scenes
 *    (`seedKey` 'scene-<room>-<finish>'); the two collection banners ('collection-…') are left out;
 *  - any image the owner uploads with a caption. The caption is the opt-in (a logo or a one-off picture without a
 *    caption stays out of the galleries) and it becomes the image's description.
 * An area override's own images replace the gallery of that one page.
 */
import type { Media } from '@/payload-types'
import { FINISHES, MATERIAL_WORDS, type Material } from '@/content/finishes'

export type MediaMeta = Partial<Pick<Media, 'seedKey' | 'alt' | 'caption'>>

export interface GalleryLabel {
  /** A seeded finish close-up, a seeded room scene, or the owner's own photo */
  kind: 'finish' | 'scene' | 'photo'
  /** Finish name when known, e.g. 'Oxford' */
  finish: string | null
  material: Material | null
  /** e.g. 'Real Wood · Oxford', 'Faux Wood · Java', or 'Our work' */
  collection: string
  /** One short line, e.g. 'Oxford basswood blinds in a living-room bay window' */
  description: string
}

const SEED_GALLERY_KEY = /^(finish|scene)-/

/** Whether a Media document belongs in the area galleries (see the file comment). */
export function isGalleryMedia(m: MediaMeta): boolean {
  if (m.seedKey) return SEED_GALLERY_KEY.test(m.seedKey)
  return Boolean(m.caption?.trim())
}

const COLLECTION_NAMES: Record<Material, string> = { wooden: 'Real Wood', 'faux-wood': 'Faux Wood' }

/** Where each seeded room scene puts its blinds. */
const SCENE_PLACES: Record<string, string> = {
  'living-room-bay': 'in a living-room bay window',
  bedroom: 'in a bedroom',
  study: 'in a home study',
  kitchen: 'above a kitchen sink',
  bathroom: 'in a bathroom',
}

const finishBySlug = new Map(FINISHES.map((f) => [f.name.toLowerCase(), f]))

function collectionOf(finish: string | null, material: Material | null): string {
  if (material && finish) return `${COLLECTION_NAMES[material]} · ${finish}`
  if (material) return `${COLLECTION_NAMES[material]} Collection`
  return 'Our work'
}

/** First clause of a long alt text, at most `max` characters at a word boundary. */
export function shortDescription(text: string, max = 90): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  const clause = clean.split(/(?<=[.;])\s|,\s(?:with|beside|and)\s/)[0]?.replace(/[.;,]+$/, '') ?? ''
  if (clause.length <= max) return clause
  const cut = clause.lastIndexOf(' ', max - 1)
  return `${clause.slice(0, cut > 0 ? cut : max - 1)}…`
}

/** A finish named in free text ('… Oxford basswood …'), as a whole word. */
function finishIn(text: string) {
  for (const f of FINISHES) {
    if (new RegExp(`\\b${f.name}\\b`, 'i').test(text)) return f
  }
  return null
}

function materialIn(text: string): Material | null {
  if (/faux[\s-]?wood|pvc/i.test(text)) return 'faux-wood'
  if (/basswood|real wood|wooden/i.test(text)) return 'wooden'
  return null
}

/** Collection and description of a gallery image, from its seed key, caption or alt text. */
export function galleryLabel(m: MediaMeta): GalleryLabel {
  const caption = m.caption?.trim() || null
  const alt = m.alt?.trim() || ''
  const key = m.seedKey ?? ''

  const finishKey = /^finish-([a-z]+)$/.exec(key)
  const sceneKey = /^scene-(.+)-([a-z]+)$/.exec(key)
  const seeded = finishKey ? finishBySlug.get(finishKey[1]) : sceneKey ? finishBySlug.get(sceneKey[2]) : undefined

  if (seeded) {
    const word = MATERIAL_WORDS[seeded.material]
    const place = sceneKey ? SCENE_PLACES[sceneKey[1]] : undefined
    const generated = finishKey
      ? `${seeded.name} ${word} venetian blind with 50mm slats`
      : `${seeded.name} ${word} blinds ${place ?? 'in a customer’s home'}`
    return {
      kind: finishKey ? 'finish' : 'scene',
      finish: seeded.name,
      material: seeded.material,
      collection: collectionOf(seeded.name, seeded.material),
      description: caption ?? generated,
    }
  }

  // An owner's upload (or an override image): read the finish and material from its words.
  const words = `${caption ?? ''} ${alt}`
  const finish = finishIn(words)
  const material = finish?.material ?? materialIn(words)
  return {
    kind: 'photo',
    finish: finish?.name ?? null,
    material,
    collection: collectionOf(finish?.name ?? null, material),
    description: caption ?? (alt ? shortDescription(alt) : 'Venetian blinds we have fitted'),
  }
}

/**
 * The seed's pictures: each entry of the default artwork (src/content/artwork.ts) with its drawing. All are
 * drawn here as SVG (no photos, fonts or external images) and rasterised to WebP by render.ts.
 */
import { DEFAULT_ARTWORK, type ArtworkEntry } from '@/content/artwork'
import { finishHex, finishesFor } from '@/content/finishes'
import { blindSvg } from './blind'
import { collectionHeroSvg } from './hero'
import { roomSceneSvg } from './scenes'

export interface ArtworkSpec extends ArtworkEntry {
  svg: () => string
}

function drawing(e: ArtworkEntry): () => string {
  const { width, height } = e
  const grain = e.material === 'wooden'
  // A collection hero shows every finish of its material.
  if (!e.finish) return () => collectionHeroSvg(finishesFor(e.material), { width, height, grain })
  const colour = finishHex(e.finish)
  const scene = e.scene
  if (!scene) return () => blindSvg({ colour, width, height, grain, tiltOpen: 0.55, frame: true })
  const ladder = scene === 'bedroom' && grain ? 'tape' : 'string'
  return () => roomSceneSvg(scene, colour, { width, height, grain, ladder, variant: e.variant ?? 0 })
}

export const ARTWORK: ArtworkSpec[] = DEFAULT_ARTWORK.map((e) => ({ ...e, svg: drawing(e) }))

/**
 * Rasterises the artwork with sharp (librsvg) to WebP.
 */
import sharp from 'sharp'
import { ARTWORK, type ArtworkSpec } from './catalogue'

export const WEBP_QUALITY = 82

export async function renderArtwork(spec: ArtworkSpec): Promise<Buffer> {
  const svg = Buffer.from(spec.svg())
  return sharp(svg, { density: 72 })
    .resize(spec.width, spec.height, { fit: 'cover' })
    .webp({ quality: WEBP_QUALITY, effort: 3 })
    .toBuffer()
}

/** Renders every image, two at a time (sharp already spreads each one over the cores). */
export async function renderAll(specs: ArtworkSpec[] = ARTWORK): Promise<{ spec: ArtworkSpec; data: Buffer }[]> {
  const out: { spec: ArtworkSpec; data: Buffer }[] = new Array(specs.length)
  let next = 0
  const worker = async () => {
    while (next < specs.length) {
      const i = next++
      out[i] = { spec: specs[i], data: await renderArtwork(specs[i]) }
    }
  }
  await Promise.all([worker(), worker()])
  return out
}

import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { FINISHES } from '@/content/finishes'
import { ARTWORK, type ArtworkSpec } from '@/seed/artwork/catalogue'
import { blindSvg } from '@/seed/artwork/blind'
import { renderAll } from '@/seed/artwork/render'
import { roomSceneSvg } from '@/seed/artwork/scenes'

describe('artwork catalogue', () => {
  it('has an image for every finish', () => {
    for (const f of FINISHES) {
      const spec = ARTWORK.find((a) => a.finish === f.name && !a.scene)
      expect(spec, f.name).toBeDefined()
      expect(spec?.material).toBe(f.material)
      expect(spec?.filename).toBe(`finish-${f.name.toLowerCase()}.webp`)
      expect(spec?.alt).toContain(f.name)
    }
  })

  it('has three room scenes per material and a hero for each collection', () => {
    for (const m of ['wooden', 'faux-wood'] as const) {
      expect(ARTWORK.filter((a) => a.scene && a.material === m)).toHaveLength(3)
      const hero = ARTWORK.find((a) => a.filename === `collection-${m}.webp`)
      expect(hero?.width).toBe(1600)
      expect(hero?.height).toBe(1000)
    }
  })

  it('uses unique keys and file names, WebP only, with plain alt text', () => {
    expect(new Set(ARTWORK.map((a) => a.filename)).size).toBe(ARTWORK.length)
    expect(new Set(ARTWORK.map((a) => a.key)).size).toBe(ARTWORK.length)
    for (const a of ARTWORK) {
      expect(a.filename).toMatch(/^[a-z0-9-]+\.webp$/)
      expect(a.alt.length).toBeGreaterThan(30)
      expect(a.alt).not.toMatch(/image of|picture of/i)
    }
  })

  it('draws self-contained SVG: no external references, fonts or text', () => {
    const svgs = [
      blindSvg({ colour: '#8a5a36', width: 800, height: 600, grain: true }),
      blindSvg({ colour: '#eef0f1', width: 800, height: 600, frame: false }),
      roomSceneSvg('living-room-bay', '#8a5a36', { width: 800, height: 600 }),
      roomSceneSvg('kitchen', '#eef0f1'),
      roomSceneSvg('bedroom', '#4a3426'),
    ]
    for (const svg of svgs) {
      expect(svg.startsWith('<svg')).toBe(true)
      expect(svg).not.toMatch(/<text|<image|font-family|https?:\/\/(?!www\.w3\.org)/)
      expect(svg).not.toMatch(/NaN|undefined|Infinity/)
    }
  })
})

describe('rendered artwork', () => {
  let rendered: { spec: ArtworkSpec; data: Buffer }[] = []

  beforeAll(async () => {
    rendered = await renderAll()
  }, 60_000)

  it('renders every spec to a WebP of the declared size', async () => {
    expect(rendered).toHaveLength(ARTWORK.length)
    for (const { spec, data } of rendered) {
      const meta = await sharp(data).metadata()
      expect(meta.format, spec.key).toBe('webp')
      expect(meta.width, spec.key).toBe(spec.width)
      expect(meta.height, spec.key).toBe(spec.height)
      expect(data.length, spec.key).toBeLessThan(600_000)
    }
  })

  it('shows each finish in its own colour: Carbon reads dark, Frost reads light', async () => {
    const blindArea = async (key: string) => {
      const r = rendered.find((x) => x.spec.key === key)
      if (!r) throw new Error(key)
      // the blind fills the middle of the frame
      const crop = await sharp(r.data).extract({ left: 500, top: 300, width: 600, height: 400 }).stats()
      return crop.channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3
    }
    const carbon = await blindArea('finish-carbon')
    const frost = await blindArea('finish-frost')
    const oxford = await blindArea('finish-oxford')
    expect(frost - carbon).toBeGreaterThan(35)
    expect(oxford).toBeGreaterThan(carbon)
    expect(oxford).toBeLessThan(frost)

    const means = await Promise.all(
      rendered
        .filter((r) => r.spec.finish && !r.spec.scene)
        .map(async (r) => (await sharp(r.data).stats()).channels.slice(0, 3).map((c) => Math.round(c.mean))),
    )
    expect(new Set(means.map((m) => m.join(','))).size).toBe(FINISHES.length)
  })
})

/**
 * Draws one venetian blind onto any vertical plane seen by a Camera: valance (headrail cover),
 * slats with a shaded face, a soft shadow underneath and an optional wood-grain hint, ladder
 * strings or tapes, a bottom rail, and cords with wooden acorns.
 * Local blind coordinates: s across the slats (mm from the left end), t down from the top of
 * the valance (mm), r depth towards the window (mm).
 */
import {
  affineFor,
  Camera,
  hashString,
  light,
  linear,
  luminance,
  mix,
  n,
  n3,
  poly,
  rng,
  shade,
  type Pt,
  type V3,
} from './kit'

export interface BlindLayerOptions {
  id: string
  cam: Camera
  /** Local blind coordinates to the world. */
  at: (s: number, t: number, r: number) => V3
  colour: string
  /** Slat length, mm. */
  width: number
  /** Valance top to bottom of the bottom rail, mm. */
  drop: number
  /** 0 = closed, 1 = slats level and fully open. */
  tiltOpen: number
  /** Wood-grain strength, 0..1 (0 = none). */
  grain: number
  /** Slat width in mm (50 for basswood, 50 for faux wood). */
  slat?: number
  ladder?: 'string' | 'tape'
  tapeColour?: string
  controls?: 'right' | 'left' | 'none'
}

export interface BlindLayer {
  defs: string
  body: string
  /** Openings between slats as world quads (for casting light stripes). */
  gaps: V3[][]
}

export function blindLayer(o: BlindLayerOptions): BlindLayer {
  const { id, cam, at, colour: c, width: W, drop } = o
  const open = Math.max(0, Math.min(1, o.tiltOpen))
  const slat = o.slat ?? 50
  const ladder = o.ladder ?? 'string'
  const rand = rng(hashString(id + c))
  const L = luminance(c)
  const hi = 0.2 + 0.32 * (1 - L)
  const sh = 0.14 + 0.24 * L

  const P = (s: number, t: number): Pt => cam.p(at(s, t, 0))
  const tf = (s: number, t: number, w: number, h: number) => affineFor(P, s, t, w, h)

  // ---- geometry
  const vh = slat * 1.45 // valance height
  const ov = 14 // valance overhang each side
  const br = slat * 0.95 // bottom rail height
  const t0 = vh - 6
  const span = drop - br - t0
  const N = Math.max(3, Math.round(span / (slat * 0.86)))
  const p = span / N // pitch
  const f = Math.min(p * 1.12, p * (1.12 - 0.8 * open)) // visible face of a slat
  const gap = Math.max(0, p - f)

  // ---- colours
  const stopsOpen: [number, string][] = [
    [0, light(c, hi)],
    [0.07, light(c, hi * 0.45)],
    [0.22, light(c, hi * 0.12)],
    [0.6, c],
    [0.88, shade(c, sh * 0.55)],
    [1, shade(c, sh * 1.35)],
  ]
  const stopsClosed: [number, string][] = [
    [0, shade(c, sh * 1.6 + 0.1)],
    [0.07, shade(c, sh * 0.7)],
    [0.22, light(c, hi * 0.12)],
    [0.6, c],
    [0.88, shade(c, sh * 0.3)],
    [1, shade(c, sh * 0.8)],
  ]
  const slatStops = stopsOpen.map(([off, col], i): [number, string] => [
    off,
    mix(stopsClosed[i][1], col, Math.min(1, open * 1.6)),
  ])
  const stringCol = L > 0.45 ? shade(c, 0.16) : light(c, 0.16)
  const rearCol = shade(c, 0.35)
  const tapeCol = o.tapeColour ?? shade(c, 0.06)

  let defs = ''
  defs += linear(`${id}-s`, slatStops)
  defs += linear(`${id}-us`, [
    [0, shade(c, 0.55), 0.4],
    [1, shade(c, 0.55), 0],
  ])
  defs += linear(`${id}-va`, [
    [0, light(c, hi * 0.7)],
    [0.06, light(c, hi * 0.25)],
    [0.14, light(c, hi * 0.15)],
    [0.17, shade(c, sh * 0.6)],
    [0.21, light(c, hi * 0.3)],
    [0.65, c],
    [0.93, shade(c, sh * 0.5)],
    [1, shade(c, sh * 1.3)],
  ])
  defs += linear(`${id}-vr`, [
    [0, shade(c, sh * 0.9 + 0.05)],
    [1, shade(c, sh * 1.6 + 0.1)],
  ])
  defs += linear(`${id}-br`, [
    [0, light(c, hi * 0.6)],
    [0.1, light(c, hi * 0.2)],
    [0.55, c],
    [0.9, shade(c, sh * 0.8)],
    [1, shade(c, sh * 1.6 + 0.05)],
  ])
  defs += linear(`${id}-vs`, [
    [0, '#1b1510', 0.38],
    [1, '#1b1510', 0],
  ])
  defs += linear(`${id}-tp`, [
    [0, light(tapeCol, 0.18)],
    [0.15, tapeCol],
    [0.85, tapeCol],
    [1, shade(tapeCol, 0.25)],
  ])

  // wood grain: a few variants of long, gently wandering lines, reused across slats
  const grainVariants = 5
  if (o.grain > 0) {
    const dark = mix(c, '#2a1a0e', 0.45)
    const pale = light(c, 0.35)
    for (let g = 0; g < grainVariants; g++) {
      let paths = ''
      const lines = 9 + Math.floor(rand() * 5)
      for (let i = 0; i < lines; i++) {
        const y = rand() * f
        const amp = 0.6 + rand() * 2.2
        const segs = 3 + Math.floor(rand() * 4)
        const seg = W / segs
        let d = `M 0 ${n(y)}`
        for (let k = 1; k <= segs; k++) {
          const yy = y + (rand() - 0.5) * amp * 2
          d += ` S ${n(seg * k - seg / 2)} ${n(yy + (rand() - 0.5) * amp)} ${n(seg * k)} ${n(yy)}`
        }
        const isDark = rand() < 0.72
        const op = (isDark ? 0.1 + rand() * 0.16 : 0.08 + rand() * 0.12) * o.grain
        paths += `<path d="${d}" fill="none" stroke="${isDark ? dark : pale}" stroke-width="${n3(0.5 + rand() * 1.6)}" stroke-opacity="${n3(op)}"/>`
      }
      // a couple of short flecks / pores
      for (let i = 0; i < 6; i++) {
        const x = rand() * (W - 60)
        const y = rand() * f
        paths += `<path d="M ${n(x)} ${n(y)} h ${n(10 + rand() * 40)}" stroke="${dark}" stroke-width="0.8" stroke-opacity="${n3(0.18 * o.grain)}"/>`
      }
      defs += `<g id="${id}-g${g}">${paths}</g>`
    }
  }

  // ladder positions (about 150 mm in from each end, one more every ~900 mm)
  const ladders: number[] = []
  const inner = W - 300
  const extra = Math.max(0, Math.round(inner / 900) - 1)
  for (let i = 0; i <= extra + 1; i++) ladders.push(150 + (inner * i) / (extra + 1))
  const tw = 38 // tape width

  const tTopSlats = vh
  const tBotSlats = drop - br
  const line = (s: number, a: number, b: number, stroke: string, width: number, extraAttrs = '') => {
    const A = P(s, a)
    const B = P(s, b)
    const k = cam.k(at(s, a, 0)[2])
    return `<line x1="${n(A[0])}" y1="${n(A[1])}" x2="${n(B[0])}" y2="${n(B[1])}" stroke="${stroke}" stroke-width="${n3(Math.max(0.6, width * k))}" ${extraAttrs}/>`
  }
  const quad = (s0: number, s1: number, a: number, b: number, attrs: string) =>
    poly([P(s0, a), P(s1, a), P(s1, b), P(s0, b)], attrs)

  let body = `<g>`

  // 1. behind the slats: rear ladder, lift cords, rungs (only seen through the gaps)
  if (gap > 0.5) {
    for (const s of ladders) {
      if (ladder === 'tape') {
        body += quad(s - tw / 2 + 4, s + tw / 2 + 4, tTopSlats, tBotSlats, `fill="${shade(tapeCol, 0.3)}"`)
      } else {
        body += line(s + 5, tTopSlats, tBotSlats, rearCol, 1.4)
      }
      body += line(s + (ladder === 'tape' ? 0 : 2), tTopSlats, tBotSlats, shade(c, 0.25), 1.6)
    }
  }

  // 2. slats
  const gaps: V3[][] = []
  for (let i = 0; i < N; i++) {
    const t = t0 + i * p
    const variant = Math.floor(rand() * grainVariants)
    const flip = rand() < 0.5
    const tone = rand()
    let g = `<g transform="${tf(0, t, W, f)}">`
    g += `<rect width="${n(W)}" height="${n(f)}" fill="url(#${id}-s)"/>`
    if (o.grain > 0) {
      g += `<use href="#${id}-g${variant}"${flip ? ` transform="matrix(-1 0 0 1 ${n(W)} 0)"` : ''}/>`
      // natural slat-to-slat variation of real wood
      g += `<rect width="${n(W)}" height="${n(f)}" fill="${tone < 0.5 ? '#000' : '#fff'}" fill-opacity="${n3(Math.abs(tone - 0.5) * 0.07 * o.grain)}"/>`
    } else {
      // faux wood: a faint satin sheen
      g += `<rect width="${n(W)}" height="${n(f * 0.35)}" y="${n(f * 0.12)}" fill="#fff" fill-opacity="0.05"/>`
    }
    if (gap > 0.5)
      g += `<rect y="${n(f)}" width="${n(W)}" height="${n(Math.min(gap, p * 0.45))}" fill="url(#${id}-us)"/>`
    g += `</g>`
    body += g
    if (gap > 0.5) gaps.push([at(0, t + f, 0), at(W, t + f, 0), at(W, t + p, 0), at(0, t + p, 0)])
  }

  // 3. front ladder: strings or tapes, and rungs dipping into the gaps
  for (const s of ladders) {
    if (ladder === 'tape') {
      body += quad(s - tw / 2, s + tw / 2, vh - 4, drop - 4, `fill="${tapeCol}"`)
      for (let i = 0; i < N; i++) {
        const t = t0 + i * p
        body += `<g transform="${tf(s - tw / 2, t, tw, f)}"><rect width="${tw}" height="${n(f)}" fill="url(#${id}-tp)" opacity="0.9"/></g>`
      }
    } else {
      body += line(s, tTopSlats - 4, drop - 6, stringCol, 1.5, 'stroke-opacity="0.9"')
      if (gap > 2) {
        for (let i = 0; i < N; i++) {
          const t = t0 + i * p + f
          const A = P(s, t)
          const B = P(s + 6, t + gap * 0.7)
          body += `<line x1="${n(A[0])}" y1="${n(A[1])}" x2="${n(B[0])}" y2="${n(B[1])}" stroke="${stringCol}" stroke-width="${n3(Math.max(0.6, 1.1 * cam.k(at(s, t, 0)[2])))}" stroke-opacity="0.7"/>`
        }
      }
    }
  }

  // 4. bottom rail
  body += `<g transform="${tf(0, drop - br, W, br)}"><rect width="${n(W)}" height="${n(br)}" fill="url(#${id}-br)"/>`
  if (o.grain > 0) body += `<use href="#${id}-g0" transform="scale(1 ${n3(br / Math.max(1, f))})"/>`
  body += `</g>`

  // 5. valance with its returns and the shadow it throws on the top slat
  body += `<g transform="${tf(0, vh, W, 40)}"><rect width="${n(W)}" height="40" fill="url(#${id}-vs)"/></g>`
  const retL = [at(-ov, 0, 0), at(-ov, 0, 70), at(-ov, vh, 70), at(-ov, vh, 0)].map((v) => cam.p(v))
  const retR = [at(W + ov, 0, 0), at(W + ov, 0, 70), at(W + ov, vh, 70), at(W + ov, vh, 0)].map((v) => cam.p(v))
  body += poly(retL, `fill="url(#${id}-vr)"`)
  body += poly(retR, `fill="url(#${id}-vr)"`)
  body += `<g transform="${tf(-ov, 0, W + ov * 2, vh)}"><rect width="${n(W + ov * 2)}" height="${n(vh)}" fill="url(#${id}-va)"/>`
  if (o.grain > 0) body += `<use href="#${id}-g1" transform="scale(1 ${n3(vh / Math.max(1, f))})"/>`
  body += `</g>`

  // 6. cords and acorns
  const controls = o.controls ?? 'right'
  if (controls !== 'none') {
    const side = controls === 'right' ? 1 : -1
    const sBase = controls === 'right' ? W - 70 : 70
    const cordCol = L > 0.5 ? shade(c, 0.22) : light(c, 0.1)
    const ends = [drop * 0.62, drop * 0.56, drop * 0.66]
    const xs = [sBase, sBase - side * 22, sBase + side * 26]
    for (let i = 0; i < 3; i++) {
      const s = xs[i]
      const tEnd = ends[i]
      body += line(s, vh - 6, tEnd, cordCol, 3)
      body += acorn(cam, at(s, tEnd, -6), c, hi, sh)
    }
  }
  body += `</g>`
  return { defs, body, gaps }
}

/** A small turned-wood acorn at the end of a cord. */
function acorn(cam: Camera, pos: V3, c: string, hi: number, sh: number): string {
  const [x, y] = cam.p(pos)
  const k = cam.k(pos[2])
  const w = 22 * k
  const h = 40 * k
  const d = `M ${n(x)} ${n(y)} C ${n(x + w * 0.35)} ${n(y + h * 0.1)} ${n(x + w * 0.6)} ${n(y + h * 0.55)} ${n(x + w * 0.45)} ${n(y + h * 0.85)} Q ${n(x)} ${n(y + h * 1.08)} ${n(x - w * 0.45)} ${n(y + h * 0.85)} C ${n(x - w * 0.6)} ${n(y + h * 0.55)} ${n(x - w * 0.35)} ${n(y + h * 0.1)} ${n(x)} ${n(y)} Z`
  return (
    `<path d="${d}" fill="${shade(c, sh * 0.6)}"/>` +
    `<ellipse cx="${n(x - w * 0.12)}" cy="${n(y + h * 0.45)}" rx="${n(w * 0.14)}" ry="${n(h * 0.25)}" fill="${light(c, hi * 0.8)}" fill-opacity="0.55"/>`
  )
}

/**
 * Room props drawn in screen space at a given scale (k = pixels per millimetre):
 * potted plants, lamps with a warm glow, and soft contact shadows.
 */
import { hashString, light, linear, n, n3, radial, rng, shade } from './kit'

const GREENS = ['#4d7744', '#5c8a4e', '#3e6638', '#6f9a58', '#557f47']

function leaf(x: number, y: number, len: number, wid: number, angle: number, col: string, rib = true): string {
  const d = `M 0 0 C ${n(wid)} ${n(-len * 0.2)} ${n(wid * 0.9)} ${n(-len * 0.75)} 0 ${n(-len)} C ${n(-wid * 0.9)} ${n(-len * 0.75)} ${n(-wid)} ${n(-len * 0.2)} 0 0 Z`
  let s = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="${d}" fill="${col}"/>`
  s += `<path d="M 0 0 C ${n(wid * 0.35)} ${n(-len * 0.25)} ${n(wid * 0.5)} ${n(-len * 0.7)} 0 ${n(-len)} C ${n(wid * 0.2)} ${n(-len * 0.6)} ${n(wid * 0.1)} ${n(-len * 0.3)} 0 0 Z" fill="#ffffff" fill-opacity="0.1"/>`
  if (rib)
    s += `<path d="M 0 0 L 0 ${n(-len * 0.92)}" stroke="${light(col, 0.35)}" stroke-width="${n3(Math.max(0.6, wid * 0.06))}" stroke-opacity="0.6"/>`
  return s + `</g>`
}

export function pottedPlantDefs(id: string, pot = '#d9cfc0'): string {
  return (
    linear(
      `${id}-pot`,
      [
        [0, light(pot, 0.35)],
        [0.35, pot],
        [1, shade(pot, 0.3)],
      ],
      'h',
    ) +
    radial(`${id}-sh`, [
      [0, '#1b1510', 0.35],
      [1, '#1b1510', 0],
    ])
  )
}

export interface PlantOptions {
  seed?: number
  pot?: string
  kind?: 'trailing' | 'fig' | 'herb' | 'snake' | 'fern'
  /** Pot height in mm. */
  potHeight?: number
}

/** A potted plant standing on a surface; (x, y) is the centre of the pot's base on screen. */
export function pottedPlant(id: string, x: number, y: number, k: number, o: PlantOptions = {}): string {
  const r = rng(o.seed ?? hashString(id))
  const kind = o.kind ?? 'trailing'
  const pot = o.pot ?? '#d9cfc0'
  const ph = (o.potHeight ?? (kind === 'fig' ? 380 : kind === 'herb' ? 110 : 150)) * k
  const pw = ph * (kind === 'fig' ? 1.0 : kind === 'herb' ? 1.05 : 1.0)
  const top = y - ph
  let s = ''
  s += `<ellipse cx="${n(x + pw * 0.08)}" cy="${n(y)}" rx="${n(pw * 0.75)}" ry="${n(pw * 0.14)}" fill="url(#${id}-sh)"/>`
  const back: string[] = []
  const front: string[] = []
  const g = () => GREENS[Math.floor(r() * GREENS.length)]
  if (kind === 'trailing') {
    // heart-leaved pothos tumbling over the rim
    for (let i = 0; i < 16; i++) {
      const a = -70 + r() * 140
      back.push(leaf(x + (r() - 0.5) * pw * 0.6, top + 4, (40 + r() * 30) * k, (22 + r() * 10) * k, a, g()))
    }
    for (const side of [-1, 1]) {
      const vines = 2
      for (let v = 0; v < vines; v++) {
        let vx = x + side * pw * 0.42
        let vy = top + 2
        const len = 4 + Math.floor(r() * 4)
        let path = `M ${n(vx)} ${n(vy)}`
        for (let i = 0; i < len; i++) {
          const nx = vx + side * (4 + r() * 10) * k
          const ny = vy + (28 + r() * 12) * k
          path += ` Q ${n(vx + side * 14 * k)} ${n((vy + ny) / 2)} ${n(nx)} ${n(ny)}`
          front.push(leaf(nx, ny, (30 + r() * 16) * k, (17 + r() * 6) * k, side * (60 + r() * 70), g()))
          vx = nx
          vy = ny
        }
        front.unshift(`<path d="${path}" fill="none" stroke="#4b6e3e" stroke-width="${n3(1.6 * k)}"/>`)
      }
    }
  } else if (kind === 'fig') {
    const stemTop = top - ph * 2.2
    back.push(
      `<path d="M ${n(x)} ${n(top)} C ${n(x - 6 * k)} ${n(top - ph)} ${n(x + 8 * k)} ${n(stemTop + ph)} ${n(x)} ${n(stemTop)}" stroke="#6b5441" stroke-width="${n3(9 * k)}" fill="none"/>`,
    )
    for (let i = 0; i < 30; i++) {
      const t = i / 29
      const ly = top - ph * 0.3 - t * (top - ph * 0.3 - stemTop)
      const side = i % 2 === 0 ? -1 : 1
      const lx = x + side * (20 + r() * 90) * k * (1 - t * 0.45)
      const ang = side * (35 + r() * 65) - 5 + r() * 10
      const col = g()
      ;(r() < 0.5 ? back : front).push(
        leaf(lx, ly, (150 + r() * 70) * k * (1 - t * 0.3), (70 + r() * 22) * k * (1 - t * 0.3), ang, col),
      )
    }
  } else if (kind === 'herb') {
    for (let i = 0; i < 26; i++) {
      const a = -65 + r() * 130
      const lx = x + (r() - 0.5) * pw * 0.7
      const ly = top + 4 - r() * 40 * k
      ;(r() < 0.5 ? back : front).push(
        leaf(lx, ly, (34 + r() * 26) * k, (17 + r() * 8) * k, a, light(g(), 0.12), false),
      )
    }
  } else if (kind === 'snake') {
    for (let i = 0; i < 9; i++) {
      const lx = x + (i / 8 - 0.5) * pw * 0.65
      const len = (260 + r() * 240) * k
      const a = (i / 8 - 0.5) * 30 + (r() - 0.5) * 10
      const col = i % 2 ? '#4f7a4a' : '#5f8a4c'
      const d = `M ${n(-16 * k)} 0 C ${n(-20 * k)} ${n(-len * 0.5)} ${n(-8 * k)} ${n(-len * 0.85)} 0 ${n(-len)} C ${n(8 * k)} ${n(-len * 0.85)} ${n(20 * k)} ${n(-len * 0.5)} ${n(16 * k)} 0 Z`
      ;(i % 3 === 0 ? front : back).push(
        `<g transform="translate(${n(lx)} ${n(top + 6 * k)}) rotate(${n(a)})"><path d="${d}" fill="${col}"/><path d="M ${n(-3 * k)} ${n(-len * 0.2)} L 0 ${n(-len * 0.9)}" stroke="#c9d48f" stroke-width="${n3(2 * k)}" stroke-opacity="0.35"/><path d="M ${n(-14 * k)} 0 C ${n(-18 * k)} ${n(-len * 0.5)} ${n(-8 * k)} ${n(-len * 0.85)} 0 ${n(-len)}" stroke="#d8c777" stroke-width="${n3(2 * k)}" fill="none" stroke-opacity="0.7"/></g>`,
      )
    }
  } else {
    // fern: arching fronds
    for (let i = 0; i < 14; i++) {
      const a = -80 + (i / 13) * 160 + (r() - 0.5) * 10
      const len = (200 + r() * 120) * k
      const col = g()
      let fr = `<g transform="translate(${n(x)} ${n(top + 4)}) rotate(${n(a)})"><path d="M 0 0 Q ${n(len * 0.1)} ${n(-len * 0.6)} ${n(len * 0.35)} ${n(-len)}" stroke="${col}" stroke-width="${n3(2 * k)}" fill="none"/>`
      for (let j = 1; j < 12; j++) {
        const t = j / 12
        const px = len * 0.35 * t * t
        const py = -len * t
        const sz = (1 - t) * 34 * k + 8 * k
        fr += leaf(px, py, sz, sz * 0.3, -60, col, false) + leaf(px, py, sz, sz * 0.3, 60 + 20 * t, col, false)
      }
      fr += `</g>`
      ;(i % 3 === 0 ? front : back).push(fr)
    }
  }
  s += back.join('')
  // pot: tapered, with a rolled rim
  const tw = pw / 2
  const bw = pw * 0.38
  s += `<path d="M ${n(x - tw)} ${n(top)} L ${n(x + tw)} ${n(top)} L ${n(x + bw)} ${n(y - 3 * k)} Q ${n(x + bw)} ${n(y)} ${n(x + bw - 4 * k)} ${n(y)} L ${n(x - bw + 4 * k)} ${n(y)} Q ${n(x - bw)} ${n(y)} ${n(x - bw)} ${n(y - 3 * k)} Z" fill="url(#${id}-pot)"/>`
  s += `<rect x="${n(x - tw - 3 * k)}" y="${n(top - 2 * k)}" width="${n(pw + 6 * k)}" height="${n(ph * 0.14)}" rx="${n(3 * k)}" fill="url(#${id}-pot)"/>`
  s += `<rect x="${n(x - tw - 3 * k)}" y="${n(top - 2 * k + ph * 0.14)}" width="${n(pw + 6 * k)}" height="${n(2 * k)}" fill="${shade(pot, 0.35)}" fill-opacity="0.5"/>`
  s += `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(tw)}" ry="${n(tw * 0.16)}" fill="#4a3a2c"/>`
  s += front.join('')
  return s
}

export function glowDefs(id: string, colour = '#ffd9a0'): string {
  return radial(id, [
    [0, colour, 0.8],
    [0.3, colour, 0.35],
    [1, colour, 0],
  ])
}

/**
 * Small drawing kit shared by the artwork: colour maths, a seeded random source,
 * a level pinhole camera (so rooms and bay windows are in true perspective) and SVG helpers.
 * Units in the 3D world are millimetres: X right, Y up, Z away from the viewer.
 */

export type Pt = [number, number]
export type V3 = [number, number, number]

/** Number to short SVG text (one decimal place). */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

/** Opacity / small numbers (three decimals). */
export function n3(v: number): string {
  return String(Math.round(v * 1000) / 1000)
}

export function pts(p: Pt[]): string {
  return p.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')
}

export function poly(p: Pt[], attrs: string): string {
  return `<polygon points="${pts(p)}" ${attrs}/>`
}

// ---------------------------------------------------------------- colour

export type RGB = [number, number, number]

export function hexToRgb(hex: string): RGB {
  let h = hex.trim().replace('#', '')
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('')
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return [0, 0, 0]
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)]
}

export function rgbToHex([r, g, b]: RGB): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a)
  const y = hexToRgb(b)
  const k = Math.max(0, Math.min(1, t))
  return rgbToHex([x[0] + (y[0] - x[0]) * k, x[1] + (y[1] - x[1]) * k, x[2] + (y[2] - x[2]) * k])
}

/** Towards a warm white (light falling on it). */
export const light = (c: string, t: number): string => mix(c, '#fffaf1', t)
/** Towards a warm near-black (shade), so shadows never go cold grey. */
export const shade = (c: string, t: number): string => mix(c, '#1b1510', t)

/** Relative luminance, 0..1. */
export function luminance(c: string): number {
  const [r, g, b] = hexToRgb(c).map((v) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

// ---------------------------------------------------------------- randomness

// Deterministic, so every render of an image is identical: the same seeded PRNG and hash as the area pages.
export { mulberry32 as rng, fnv1a as hashString } from '@/lib/areas/hash'

// ---------------------------------------------------------------- 3D

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k]

/** A level camera: vertical lines stay vertical, the horizon sits at cy. */
export class Camera {
  constructor(
    public cx: number,
    public cy: number,
    public f: number,
    public eye: V3,
  ) {}

  p(v: V3): Pt {
    const dz = Math.max(1, v[2] - this.eye[2])
    return [this.cx + (this.f * (v[0] - this.eye[0])) / dz, this.cy - (this.f * (v[1] - this.eye[1])) / dz]
  }

  /** Pixels per millimetre at depth Z. */
  k(z: number): number {
    return this.f / Math.max(1, z - this.eye[2])
  }

  face(vs: V3[], attrs: string): string {
    return poly(
      vs.map((v) => this.p(v)),
      attrs,
    )
  }
}

/** A plane in the world: origin plus unit axes (u across, v up, w depth into the wall). */
export interface Plane {
  o: V3
  u: V3
  v: V3
  w: V3
}

export function onPlane(pl: Plane, a: number, b: number, c = 0): V3 {
  return add(add(add(pl.o, scale(pl.u, a)), scale(pl.v, b)), scale(pl.w, c))
}

export function wallPlane(x: number, y: number, z: number): Plane {
  return { o: [x, y, z], u: [1, 0, 0], v: [0, 1, 0], w: [0, 0, 1] }
}

/**
 * Affine matrix that maps a local box (0..w, 0..h) onto the screen footprint of a small
 * rectangle of a vertical plane, given a projector for that plane. Exact for planes facing
 * the camera; a very close fit for thin strips (slats) on angled planes.
 */
export function affineFor(P: (a: number, b: number) => Pt, a: number, b: number, w: number, h: number): string {
  const p00 = P(a, b)
  const p10 = P(a + w, b)
  const m0 = P(a + w / 2, b)
  const m1 = P(a + w / 2, b + h)
  const ma = (p10[0] - p00[0]) / w
  const mb = (p10[1] - p00[1]) / w
  const mc = (m1[0] - m0[0]) / h
  const md = (m1[1] - m0[1]) / h
  return `matrix(${n3(ma)} ${n3(mb)} ${n3(mc)} ${n3(md)} ${n(p00[0])} ${n(p00[1])})`
}

// ---------------------------------------------------------------- SVG bits

export function stop(offset: number, colour: string, opacity = 1): string {
  return `<stop offset="${n3(offset)}" stop-color="${colour}"${opacity < 1 ? ` stop-opacity="${n3(opacity)}"` : ''}/>`
}

export function linear(id: string, stops: [number, string, number?][], dir: 'v' | 'h' | 'hr' | 'vr' = 'v'): string {
  const [x1, y1, x2, y2] =
    dir === 'v' ? [0, 0, 0, 1] : dir === 'vr' ? [0, 1, 0, 0] : dir === 'h' ? [0, 0, 1, 0] : [1, 0, 0, 0]
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a]) => stop(o, c, a ?? 1))
    .join('')}</linearGradient>`
}

export function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${n3(cx)}" cy="${n3(cy)}" r="${n3(r)}">${stops
    .map(([o, c, a]) => stop(o, c, a ?? 1))
    .join('')}</radialGradient>`
}

export function blurFilter(id: string, sd: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(sd)}"/></filter>`
}

/**
 * A cheap soft shadow: the shape drawn a few times with shrinking round strokes at low opacity,
 * so the edge fades out over `spread` pixels. Much faster to rasterise than a Gaussian blur.
 */
export function softShape(p: Pt[], colour: string, opacity: number, spread: number, layers = 6): string {
  const each = 1 - Math.pow(1 - opacity, 1 / layers)
  let s = `<g fill="${colour}" stroke="${colour}" fill-opacity="${n3(each)}" stroke-opacity="${n3(each)}" stroke-linejoin="round">`
  for (let i = 0; i < layers; i++) {
    const w = (2 * spread * (layers - i)) / layers
    s += `<polygon points="${pts(p)}" stroke-width="${n(w)}"/>`
  }
  return s + `</g>`
}

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

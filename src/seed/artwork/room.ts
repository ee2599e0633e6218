/**
 * Room building blocks in world millimetres, drawn through a Camera: boxes (furniture),
 * floorboards, skirting, cornice, and sunlight stripes cast through the slats of a blind.
 */
import { Camera, light, linear, mix, n, n3, poly, rng, shade, type Pt, type V3 } from './kit'

export interface BoxColours {
  front: string
  top?: string
  side?: string
  /** Extra attributes for every face (e.g. stroke for rounded corners). */
  attrs?: string
  round?: number
}

/** An axis-aligned box; only the faces that turn towards the camera are drawn. */
export function box(
  cam: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  c: BoxColours,
): string {
  const [ex, ey] = cam.eye
  const top = c.top ?? light(c.front, 0.12)
  const side = c.side ?? shade(c.front, 0.12)
  const r = c.round ?? 0
  const st = (col: string) =>
    r > 0 ? `fill="${col}" stroke="${col}" stroke-width="${n(r)}" stroke-linejoin="round"` : `fill="${col}"`
  let s = ''
  if (ex < x0)
    s += cam.face(
      [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      st(side),
    )
  if (ex > x1)
    s += cam.face(
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      st(side),
    )
  if (ey > y1)
    s += cam.face(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      st(top),
    )
  if (ey < y0)
    s += cam.face(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      st(shade(c.front, 0.25)),
    )
  s += cam.face(
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    st(c.front) + (c.attrs ? ` ${c.attrs}` : ''),
  )
  return s
}

/** Oak floorboards on the plane Y = 0 between x0..x1 and z0..z1, boards running away from the viewer. */
export function floorboards(
  id: string,
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  base = '#c08a52',
  seed = 5,
): { defs: string; body: string } {
  const r = rng(seed)
  let body = ''
  const bw = 150
  for (let x = x0; x < x1; x += bw) {
    const xa = x
    const xb = Math.min(x1, x + bw)
    let z = z0 - r() * 1800
    while (z < z1) {
      const len = 900 + r() * 1600
      const za = Math.max(z0, z)
      const zb = Math.min(z1, z + len)
      if (zb > za) {
        const tone = mix(base, r() < 0.5 ? '#8a5a2e' : '#e0b27a', r() * 0.28)
        body += cam.face(
          [
            [xa, 0, za],
            [xb, 0, za],
            [xb, 0, zb],
            [xa, 0, zb],
          ],
          `fill="${tone}"`,
        )
        // a few grain strokes along the board
        const gx = xa + 30 + r() * (bw - 60)
        const A = cam.p([gx, 0, za + 60])
        const B = cam.p([gx + (r() - 0.5) * 30, 0, zb - 60])
        body += `<line x1="${n(A[0])}" y1="${n(A[1])}" x2="${n(B[0])}" y2="${n(B[1])}" stroke="${shade(base, 0.3)}" stroke-opacity="0.18" stroke-width="${n3(Math.max(0.5, cam.k(za) * 3))}"/>`
        const J = [cam.p([xa, 0, zb]), cam.p([xb, 0, zb])]
        body += `<line x1="${n(J[0][0])}" y1="${n(J[0][1])}" x2="${n(J[1][0])}" y2="${n(J[1][1])}" stroke="${shade(base, 0.45)}" stroke-opacity="0.35" stroke-width="${n3(Math.max(0.4, cam.k(zb) * 2.5))}"/>`
      }
      z += len
    }
    const A = cam.p([xb, 0, z0])
    const B = cam.p([xb, 0, z1])
    body += `<line x1="${n(A[0])}" y1="${n(A[1])}" x2="${n(B[0])}" y2="${n(B[1])}" stroke="${shade(base, 0.5)}" stroke-opacity="0.35" stroke-width="${n3(Math.max(0.5, cam.k(z0) * 3))}"/>`
  }
  // soft varnish sheen and depth haze
  const defs = linear(`${id}-fs`, [
    [0, '#fff6e6', 0.28],
    [0.5, '#fff6e6', 0.04],
    [1, '#2a1a0c', 0.16],
  ])
  body += cam.face(
    [
      [x0, 0, z1],
      [x1, 0, z1],
      [x1, 0, z0],
      [x0, 0, z0],
    ],
    `fill="url(#${id}-fs)"`,
  )
  return { defs, body }
}

/** Skirting board along a wall segment (from a to b on the floor, wall face plane). */
export function skirting(cam: Camera, a: [number, number], b: [number, number], colour: string, height = 170): string {
  const [ax, az] = a
  const [bx, bz] = b
  return (
    cam.face(
      [
        [ax, 0, az],
        [bx, 0, bz],
        [bx, height, bz],
        [ax, height, az],
      ],
      `fill="${colour}"`,
    ) +
    cam.face(
      [
        [ax, height - 25, az],
        [bx, height - 25, bz],
        [bx, height, bz],
        [ax, height, az],
      ],
      `fill="${light(colour, 0.5)}"`,
    ) +
    cam.face(
      [
        [ax, 0, az],
        [bx, 0, bz],
        [bx, 12, bz],
        [ax, 12, az],
      ],
      `fill="${shade(colour, 0.25)}"`,
    )
  )
}

/** A plaster cornice where a wall segment meets the ceiling. */
export function cornice(
  cam: Camera,
  a: [number, number],
  b: [number, number],
  ceiling: number,
  colour: string,
): string {
  const [ax, az] = a
  const [bx, bz] = b
  const d = 110
  return (
    cam.face(
      [
        [ax, ceiling - d, az],
        [bx, ceiling - d, bz],
        [bx, ceiling - d * 0.55, bz],
        [ax, ceiling - d * 0.55, az],
      ],
      `fill="${shade(colour, 0.1)}"`,
    ) +
    cam.face(
      [
        [ax, ceiling - d * 0.55, az],
        [bx, ceiling - d * 0.55, bz],
        [bx, ceiling - d * 0.3, bz],
        [ax, ceiling - d * 0.3, az],
      ],
      `fill="${light(colour, 0.6)}"`,
    ) +
    cam.face(
      [
        [ax, ceiling - d * 0.3, az],
        [bx, ceiling - d * 0.3, bz],
        [bx, ceiling, bz],
        [ax, ceiling, az],
      ],
      `fill="${shade(colour, 0.05)}"`,
    ) +
    cam.face(
      [
        [ax, ceiling - d - 6, az],
        [bx, ceiling - d - 6, bz],
        [bx, ceiling - d, bz],
        [ax, ceiling - d, az],
      ],
      `fill="${shade(colour, 0.18)}" fill-opacity="0.6"`,
    )
  )
}

/**
 * Sunlight falling through the gaps between slats onto the horizontal plane Y = surface.
 * dir is the direction the light travels (dir[1] < 0).
 */
export function lightStripes(cam: Camera, gaps: V3[][], dir: V3, surface: number, attrs: string): string {
  let s = ''
  for (const g of gaps) {
    const p: Pt[] = g.map((v) => {
      const t = (surface - v[1]) / dir[1]
      return cam.p([v[0] + dir[0] * t, surface, v[2] + dir[2] * t])
    })
    s += poly(p, attrs)
  }
  return s
}

/** A soft contact shadow on the floor: an ellipse under furniture, blurred by a radial gradient. */
export function floorShadow(
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  gradId: string,
  y = 0,
): string {
  const A = cam.p([x0, y, (z0 + z1) / 2])
  const B = cam.p([x1, y, (z0 + z1) / 2])
  const C = cam.p([(x0 + x1) / 2, y, z0])
  const D = cam.p([(x0 + x1) / 2, y, z1])
  const cx = (A[0] + B[0]) / 2
  const cy = (C[1] + D[1]) / 2
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.abs(B[0] - A[0]) * 0.62)}" ry="${n(Math.abs(C[1] - D[1]) * 0.5 + 6)}" fill="url(#${gradId})"/>`
}

/**
 * A window seen from inside the room: a hint of sky and garden, a painted casement frame,
 * plastered reveals, the blind hung inside the recess, a window board and a moulded architrave.
 */
import { blindLayer, type BlindLayerOptions } from './blindLayer'
import {
  Camera,
  hashString,
  light,
  linear,
  n,
  onPlane,
  poly,
  radial,
  rng,
  shade,
  softShape,
  type Plane,
  type Pt,
  type V3,
} from './kit'

/** Sky, trees, hedge and a striped lawn in screen space, defined once per picture and reused by every window. */
export function gardenView(id: string, W: number, H: number, horizon: number, seed = 7, treeScale = 1): string {
  const r = rng(seed)
  let g = ''
  let defs = ''
  defs += linear(`${id}-sky`, [
    [0, '#8db6d4'],
    [0.55, '#b9d4e6'],
    [0.88, '#e4ecea'],
    [1, '#f6eedc'],
  ])
  defs += radial(`${id}-sun`, [
    [0, '#fffaf0', 0.95],
    [0.35, '#fff3d6', 0.45],
    [1, '#fff3d6', 0],
  ])
  defs += radial(`${id}-cl`, [
    [0, '#ffffff', 0.75],
    [1, '#ffffff', 0],
  ])
  defs += linear(`${id}-lawn`, [
    [0, '#a9bf84'],
    [1, '#7f9c5c'],
  ])
  const skyTop = Math.min(0, horizon - H)
  g += `<rect x="0" y="${n(skyTop)}" width="${W}" height="${n(horizon - skyTop + 40)}" fill="url(#${id}-sky)"/>`
  g += `<ellipse cx="${n(W * 0.24)}" cy="${n(horizon - H * 0.42)}" rx="${n(W * 0.42)}" ry="${n(H * 0.38)}" fill="url(#${id}-sun)"/>`
  for (let i = 0; i < 6; i++) {
    const cx = r() * W
    const cy = horizon - H * (0.18 + r() * 0.4)
    g += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(120 + r() * 180)}" ry="${n(18 + r() * 22)}" fill="url(#${id}-cl)"/>`
  }
  // far, hazy tree line
  let d = `M 0 ${n(horizon + 10)}`
  for (let x = 0; x <= W + 60; x += 40 + r() * 50)
    d += ` Q ${n(x - 20)} ${n(horizon - 30 - r() * 45)} ${n(x)} ${n(horizon - 8 - r() * 20)}`
  d += ` L ${W} ${n(horizon + 10)} Z`
  g += `<path d="${d}" fill="#a7b9a0"/>`
  // nearer trees: leafy crowns built from many small clumps, lit from the upper left, softened by haze
  const trees = Math.round(9 / Math.max(0.5, treeScale))
  for (let i = 0; i < trees; i++) {
    const cx = ((i + 0.15 + r() * 0.7) / trees) * W
    const rad = (38 + r() * 52) * treeScale
    const base = horizon + 6
    const top = base - rad * (1.7 + r() * 0.7)
    const pal = [
      ['#7d9870', '#93ab83', '#6c875f'],
      ['#86a077', '#9db58a', '#738e66'],
      ['#748f68', '#8aa57c', '#637d58'],
    ][i % 3]
    g += `<rect x="${n(cx - 3)}" y="${n(top + rad)}" width="6" height="${n(base - top - rad)}" fill="#6d5d4c"/>`
    for (let k = 0; k < 16; k++) {
      const a = r() * Math.PI * 2
      const dist = Math.sqrt(r()) * rad * 0.75
      const ox = Math.cos(a) * dist
      const oy = Math.sin(a) * dist * 0.9
      const rr = rad * (0.28 + r() * 0.22)
      const lit = ox + oy < -rad * 0.2
      g += `<circle cx="${n(cx + ox)}" cy="${n(top + rad * 0.85 + oy)}" r="${n(rr)}" fill="${lit ? pal[1] : k % 3 === 0 ? pal[2] : pal[0]}"/>`
    }
  }
  g += `<rect x="0" y="${n(skyTop)}" width="${W}" height="${n(horizon - skyTop + 10)}" fill="#dfe9ee" fill-opacity="0.3"/>`
  // hedge
  let h = `M 0 ${n(horizon + 42)}`
  for (let x = 0; x <= W + 30; x += 26 + r() * 20)
    h += ` Q ${n(x - 13)} ${n(horizon - 6 - r() * 10)} ${n(x)} ${n(horizon + 2 + r() * 6)}`
  h += ` L ${W} ${n(horizon + 42)} Z`
  g += `<path d="${h}" fill="#5e7b50"/>`
  // lawn with mowing stripes
  g += `<rect x="0" y="${n(horizon + 36)}" width="${W}" height="${n(H - horizon + 200)}" fill="url(#${id}-lawn)"/>`
  for (let i = 0; i < 10; i++) {
    const y0 = horizon + 36 + i * i * 9
    g += `<rect x="0" y="${n(y0)}" width="${W}" height="${n(5 + i * 9)}" fill="#ffffff" fill-opacity="0.06"/>`
  }
  return `${defs}<g id="${id}">${g}</g>`
}

export interface WindowOptions {
  id: string
  cam: Camera
  /** Origin at the bottom-left of the opening on the wall face; w axis points into the wall. */
  plane: Plane
  w: number
  h: number
  viewId: string
  wallColour: string
  frameColour?: string
  recess?: number
  architrave?: boolean
  sill?: boolean
  /** Casement layout. */
  lights?: 1 | 2 | 3
  blind: Omit<BlindLayerOptions, 'id' | 'cam' | 'at' | 'width' | 'drop'> & { dropFraction?: number }
}

export interface WindowUnit {
  defs: string
  body: string
  gaps: V3[][]
  /** Screen outline of the whole unit (architrave outer edge or opening). */
  outline: Pt[]
}

const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]

export function windowUnit(o: WindowOptions): WindowUnit {
  const { id, cam, plane, w, h } = o
  const R = o.recess ?? 150
  const fc = o.frameColour ?? '#f5f2eb'
  const wall = o.wallColour
  const Q = (a: number, b: number, c: number) => cam.p(onPlane(plane, a, b, c))
  const face = (ps: [number, number, number][], attrs: string) =>
    poly(
      ps.map(([a, b, c]) => Q(a, b, c)),
      attrs,
    )
  const rel = sub(cam.eye, plane.o)
  const camU = dot(rel, plane.u)
  const camV = dot(rel, plane.v)
  const rand = rng(hashString(id))

  let defs = ''
  let body = ''

  // ---- view through the glass
  const far: Pt[] = [Q(0, 0, R), Q(w, 0, R), Q(w, h, R), Q(0, h, R)]
  defs += `<clipPath id="${id}-clip"><polygon points="${far.map((p) => `${n(p[0])},${n(p[1])}`).join(' ')}"/></clipPath>`
  defs += linear(
    `${id}-sheen`,
    [
      [0, '#ffffff', 0],
      [0.45, '#ffffff', 0.16],
      [0.55, '#ffffff', 0.05],
      [1, '#ffffff', 0],
    ],
    'h',
  )
  body += `<g clip-path="url(#${id}-clip)"><use href="#${o.viewId}"/>`
  body += poly(
    [
      far[3],
      [far[3][0] + (far[1][0] - far[0][0]) * 0.5, far[3][1]],
      [far[0][0] + (far[1][0] - far[0][0]) * 0.2, far[0][1]],
      far[0],
    ],
    `fill="url(#${id}-sheen)"`,
  )
  body += `</g>`

  // ---- casement frame at the back of the recess
  const fw = 62
  const sw = 48
  const lights = o.lights ?? 2
  const tr = h * 0.74
  const bars: [number, number, number, number][] = [
    [0, 0, w, fw],
    [0, h - fw, w, h],
    [0, 0, fw, h],
    [w - fw, 0, w, h],
    [0, tr - fw / 2, w, tr + fw / 2],
  ]
  const cols: number[] = []
  for (let i = 1; i < lights; i++) cols.push((w * i) / lights)
  for (const x of cols) bars.push([x - fw / 2, fw, x + fw / 2, h - fw])
  const bounds = [0, ...cols, w]
  // opening sashes in the lower panes
  for (let i = 0; i < bounds.length - 1; i++) {
    const x0 = bounds[i] + (i === 0 ? fw : fw / 2)
    const x1 = bounds[i + 1] - (i === bounds.length - 2 ? fw : fw / 2)
    const y0 = fw
    const y1 = tr - fw / 2
    bars.push([x0, y0, x0 + sw, y1], [x1 - sw, y0, x1, y1], [x0, y0, x1, y0 + sw], [x0, y1 - sw, x1, y1])
  }
  for (const [a0, b0, a1, b1] of bars) {
    body += face(
      [
        [a0, b0, R],
        [a1, b0, R],
        [a1, b1, R],
        [a0, b1, R],
      ],
      `fill="${fc}" stroke="${shade(fc, 0.14)}" stroke-width="0.8"`,
    )
  }

  // ---- reveals (plastered, brighter towards the glass)
  defs += linear(
    `${id}-rl`,
    [
      [0, shade(wall, 0.1)],
      [1, light(wall, 0.3)],
    ],
    'h',
  )
  defs += linear(
    `${id}-rr`,
    [
      [0, shade(wall, 0.1)],
      [1, light(wall, 0.3)],
    ],
    'hr',
  )
  defs += linear(`${id}-rt`, [
    [0, shade(wall, 0.22)],
    [1, shade(wall, 0.06)],
  ])
  if (camU > 0)
    body += face(
      [
        [0, 0, 0],
        [0, 0, R],
        [0, h, R],
        [0, h, 0],
      ],
      `fill="url(#${id}-rl)"`,
    )
  if (camU < w)
    body += face(
      [
        [w, 0, 0],
        [w, 0, R],
        [w, h, R],
        [w, h, 0],
      ],
      `fill="url(#${id}-rr)"`,
    )
  if (camV < h)
    body += face(
      [
        [0, h, 0],
        [w, h, 0],
        [w, h, R],
        [0, h, R],
      ],
      `fill="url(#${id}-rt)"`,
    )

  // ---- the blind, hung inside the recess
  const inset = 22
  const bw = w - inset * 2
  const drop = h * (o.blind.dropFraction ?? 0.86) - 4
  const at = (s: number, t: number, r: number): V3 => onPlane(plane, inset + s, h - 4 - t, 46 + r)
  const bl = blindLayer({ ...o.blind, id: `${id}-b`, cam, at, width: bw, drop })
  defs += bl.defs
  // soft shadow of the blind on the back of the recess / glass edge
  const bq = [at(-10, 0, 80), at(bw + 10, 0, 80), at(bw + 10, drop + 10, 80), at(-10, drop + 10, 80)].map((v) =>
    cam.p(v),
  )
  body += `<g clip-path="url(#${id}-clip)">${softShape(bq, '#1b1510', 0.16, Math.max(2, 14 * cam.k(plane.o[2])), 4)}</g>`
  body += bl.body

  // ---- window board (sill)
  const over = o.architrave ? 100 : 60
  const proj = 45
  const th = 28
  if (o.sill !== false) {
    defs += linear(`${id}-st`, [
      [0, light(fc, 0.5)],
      [0.55, fc],
      [1, shade(fc, 0.05)],
    ])
    defs += linear(`${id}-sf`, [
      [0, light(fc, 0.2)],
      [0.25, shade(fc, 0.06)],
      [1, shade(fc, 0.16)],
    ])
    if (camV > 0) {
      body += face(
        [
          [0, 0, R],
          [w, 0, R],
          [w, 0, 0],
          [w + over, 0, 0],
          [w + over, 0, -proj],
          [-over, 0, -proj],
          [-over, 0, 0],
          [0, 0, 0],
        ],
        `fill="url(#${id}-st)"`,
      )
      // sunlight spilling under the bottom rail onto the board
      defs += linear(`${id}-sl`, [
        [0, '#fff4d6', 0.75],
        [1, '#fff4d6', 0],
      ])
      body += face(
        [
          [inset, 0, R - 5],
          [w - inset, 0, R - 5],
          [w - inset - 40, 0, 10],
          [inset + 40, 0, 10],
        ],
        `fill="url(#${id}-sl)"`,
      )
    }
    body += face(
      [
        [-over, 0, -proj],
        [w + over, 0, -proj],
        [w + over, -th, -proj],
        [-over, -th, -proj],
      ],
      `fill="url(#${id}-sf)"`,
    )
    if (camU > w + over)
      body += face(
        [
          [w + over, 0, -proj],
          [w + over, 0, 0],
          [w + over, -th, 0],
          [w + over, -th, -proj],
        ],
        `fill="${shade(fc, 0.14)}"`,
      )
    if (camU < -over)
      body += face(
        [
          [-over, 0, -proj],
          [-over, 0, 0],
          [-over, -th, 0],
          [-over, -th, -proj],
        ],
        `fill="${shade(fc, 0.14)}"`,
      )
  }

  // ---- architrave
  let outline: Pt[] = [Q(0, 0, 0), Q(w, 0, 0), Q(w, h, 0), Q(0, h, 0)]
  if (o.architrave) {
    const A = 78
    const z = -16
    const moulding: [number, string][] = [
      [0, shade(fc, 0.16)],
      [0.05, light(fc, 0.4)],
      [0.3, fc],
      [0.46, shade(fc, 0.09)],
      [0.52, light(fc, 0.45)],
      [0.78, fc],
      [0.93, shade(fc, 0.08)],
      [1, shade(fc, 0.2)],
    ]
    defs += linear(`${id}-al`, moulding, 'h')
    defs += linear(`${id}-ar`, moulding, 'hr')
    defs += linear(`${id}-at`, moulding, 'v')
    const bottom = o.sill !== false ? 0 : -A
    outline = [Q(-A, bottom, z), Q(-A, h + A, z), Q(w + A, h + A, z), Q(w + A, bottom, z)]
    // contact shadow on the wall
    const sh = [
      Q(-A - 6, bottom - 10, 0),
      Q(-A - 6, h + A + 4, 0),
      Q(w + A + 14, h + A + 4, 0),
      Q(w + A + 14, bottom - 10, 0),
    ]
    body = softShape(sh, '#1b1510', 0.2, Math.max(3, 24 * cam.k(plane.o[2])), 5) + body
    body += face(
      [
        [0, bottom, 0],
        [0, h, 0],
        [0, h, z],
        [0, bottom, z],
      ],
      `fill="${shade(fc, 0.12)}"`,
    )
    body += face(
      [
        [w, bottom, 0],
        [w, h, 0],
        [w, h, z],
        [w, bottom, z],
      ],
      `fill="${shade(fc, 0.12)}"`,
    )
    body += face(
      [
        [0, h, 0],
        [w, h, 0],
        [w, h, z],
        [0, h, z],
      ],
      `fill="${shade(fc, 0.2)}"`,
    )
    body += face(
      [
        [-A, bottom, z],
        [-A, h + A, z],
        [0, h, z],
        [0, bottom, z],
      ],
      `fill="url(#${id}-al)"`,
    )
    body += face(
      [
        [w + A, bottom, z],
        [w + A, h + A, z],
        [w, h, z],
        [w, bottom, z],
      ],
      `fill="url(#${id}-ar)"`,
    )
    body += face(
      [
        [-A, h + A, z],
        [w + A, h + A, z],
        [w, h, z],
        [0, h, z],
      ],
      `fill="url(#${id}-at)"`,
    )
    if (o.sill !== false) {
      // apron under the board
      body += face(
        [
          [-A + 12, -th, z],
          [w + A - 12, -th, z],
          [w + A - 12, -th - 95, z],
          [-A + 12, -th - 95, z],
        ],
        `fill="url(#${id}-at)"`,
      )
    }
  }
  void rand
  const gaps = [...bl.gaps, [at(0, drop + 2, 0), at(bw, drop + 2, 0), at(bw, h - 6, 0), at(0, h - 6, 0)]]
  return { defs, body, gaps, outline }
}

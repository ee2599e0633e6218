/**
 * Room scenes with a blind in the window: a living-room bay, a kitchen, a bedroom and a bathroom.
 * Each is drawn in true perspective at 1600 x 1200 and scaled (cropped to fill) to the requested size.
 */
import type { RoomScene } from '../../lib/cms/defaults/artwork'
import { Camera, light, linear, n, n3, poly, radial, shade, type Plane, type Pt, type V3 } from './kit'
import { glowDefs, pottedPlant, pottedPlantDefs } from './props'
import { box, cornice, floorboards, floorShadow, lightStripes, skirting } from './room'
import { gardenView, windowUnit } from './window'

export type SceneKind = RoomScene

export interface SceneOptions {
  width?: number
  height?: number
  /** Wood-grain hint on the slats (basswood). Default false (faux wood). */
  grain?: boolean
  tiltOpen?: number
  /** Ladder strings (default) or cloth tapes. */
  ladder?: 'string' | 'tape'
  /** Alternative furnishing of the same room (0 or 1), so two pictures of one room type differ. */
  variant?: 0 | 1
}

const DW = 1600
const DH = 1200

export function roomSceneSvg(scene: SceneKind, colour: string, opts: SceneOptions = {}): string {
  const width = opts.width ?? 1600
  const height = opts.height ?? 1200
  const ctx: Ctx = {
    colour,
    grain: opts.grain ? 1 : 0.22,
    tilt: opts.tiltOpen ?? 0.55,
    ladder: opts.ladder ?? 'string',
    variant: opts.variant ?? 0,
  }
  const { defs, body } =
    scene === 'living-room-bay'
      ? livingRoomBay(ctx)
      : scene === 'kitchen'
        ? kitchen(ctx)
        : scene === 'bedroom'
          ? bedroom(ctx)
          : scene === 'study'
            ? study(ctx)
            : bathroom(ctx)
  const finish =
    radial(
      'vig',
      [
        [0.6, '#24190f', 0],
        [1, '#24190f', 0.22],
      ],
      0.5,
      0.5,
      0.78,
    ) +
    linear(
      'warm',
      [
        [0, '#ffe9c4', 0.1],
        [1, '#ffe9c4', 0],
      ],
      'h',
    )
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${DW} ${DH}" preserveAspectRatio="xMidYMid slice"><defs>${defs}${finish}</defs>${body}<rect width="${DW}" height="${DH}" fill="url(#warm)"/><rect width="${DW}" height="${DH}" fill="url(#vig)"/></svg>`
}

interface Ctx {
  colour: string
  grain: number
  tilt: number
  ladder: 'string' | 'tape'
  variant: 0 | 1
}

interface Out {
  defs: string
  body: string
}

const SUN: V3 = [0.35, -0.72, -0.6]

// ------------------------------------------------------------------ living room with a bay window

function livingRoomBay(c: Ctx): Out {
  const cam = new Camera(800, 480, 1180, [0, 1450, 0])
  const WALL = '#efe6d8'
  const CEIL = '#f7f2ea'
  const TRIM = '#f6f3ec'
  const Zb = 4200
  const Zf = 4900
  const Y0 = 800
  const Yh = 2250
  const CE = 2650
  const X = 2500
  let defs = gardenView('view', DW, DH, cam.p([0, Y0 + 120, Zf])[1], 21, 0.6)
  let body = ''

  defs += linear('ceil', [
    [0, shade(CEIL, 0.1)],
    [1, CEIL],
  ])
  defs += linear('bw', [
    [0, light(WALL, 0.1)],
    [1, shade(WALL, 0.05)],
  ])
  defs += linear(
    'swL',
    [
      [0, shade(WALL, 0.2)],
      [1, shade(WALL, 0.08)],
    ],
    'h',
  )
  defs += linear(
    'swR',
    [
      [0, shade(WALL, 0.06)],
      [1, shade(WALL, 0.16)],
    ],
    'h',
  )
  body += `<rect width="${DW}" height="${DH}" fill="url(#ceil)"/>`
  body += cam.face(
    [
      [-X, 0, 0],
      [-X, 0, Zb],
      [-X, CE, Zb],
      [-X, CE, 0],
    ],
    `fill="url(#swL)"`,
  )
  body += cam.face(
    [
      [X, 0, 0],
      [X, 0, Zb],
      [X, CE, Zb],
      [X, CE, 0],
    ],
    `fill="url(#swR)"`,
  )
  body += cam.face(
    [
      [-X, 0, Zb],
      [X, 0, Zb],
      [X, CE, Zb],
      [-X, CE, Zb],
    ],
    `fill="url(#bw)"`,
  )

  const fl = floorboards('fl', cam, -X, X, 1500, Zb, '#c48d55', 9)
  defs += fl.defs
  body += fl.body

  // the bay: three faces, each a plane
  const A: [number, number] = [-1500, Zb]
  const B: [number, number] = [-900, Zf]
  const C: [number, number] = [900, Zf]
  const D: [number, number] = [1500, Zb]
  const seg = (p: [number, number], q: [number, number]): Plane => {
    const dx = q[0] - p[0]
    const dz = q[1] - p[1]
    const L = Math.hypot(dx, dz)
    return { o: [p[0], Y0, p[1]], u: [dx / L, 0, dz / L], v: [0, 1, 0], w: [-dz / L, 0, dx / L] }
  }
  const len = (p: [number, number], q: [number, number]) => Math.hypot(q[0] - p[0], q[1] - p[1])
  const panels: { pl: Plane; w: number; tone: number; id: string }[] = [
    { pl: seg(B, C), w: len(B, C), tone: 0.03, id: 'pc' },
    { pl: seg(A, B), w: len(A, B), tone: 0.1, id: 'pl' },
    { pl: seg(C, D), w: len(C, D), tone: -0.02, id: 'pr' },
  ]
  body += cam.face(
    [
      [A[0], CE, A[1]],
      [B[0], CE, B[1]],
      [C[0], CE, C[1]],
      [D[0], CE, D[1]],
    ],
    `fill="${shade(CEIL, 0.05)}"`,
  )
  const gaps: V3[][] = []
  for (const p of panels) {
    const wallTone = p.tone >= 0 ? shade(WALL, p.tone) : light(WALL, -p.tone)
    const q = (a: number, b: number): V3 => [p.pl.o[0] + p.pl.u[0] * a, b, p.pl.o[2] + p.pl.u[2] * a]
    body += cam.face([q(0, Yh), q(p.w, Yh), q(p.w, CE), q(0, CE)], `fill="${wallTone}"`)
    body += cam.face([q(0, 0), q(p.w, 0), q(p.w, Y0), q(0, Y0)], `fill="${shade(wallTone, 0.05)}"`)
    const win = windowUnit({
      id: p.id,
      cam,
      plane: p.pl,
      w: p.w,
      h: Yh - Y0,
      viewId: 'view',
      wallColour: wallTone,
      recess: 70,
      sill: false,
      lights: p.w > 1200 ? 2 : 1,
      blind: {
        colour: c.colour,
        tiltOpen: c.tilt,
        grain: c.grain,
        controls: p.id === 'pl' ? 'left' : 'right',
        dropFraction: 0.8,
      },
    })
    defs += win.defs
    body += win.body
    gaps.push(...win.gaps)
    body += cornice(cam, [p.pl.o[0], p.pl.o[2]], [q(p.w, 0)[0], q(p.w, 0)[2]], CE, WALL)
  }
  // window board around the bay
  const off = (p: [number, number], dx: number, dz: number): V3 => [p[0] + dx, Y0, p[1] + dz]
  body += cam.face(
    [
      off(A, 0, 0),
      off(B, 0, 0),
      off(C, 0, 0),
      off(D, 0, 0),
      off(D, 28, -60),
      off(C, 28, -66),
      off(B, -28, -66),
      off(A, -28, -60),
    ],
    `fill="${light(TRIM, 0.3)}"`,
  )
  const edge = [off(A, -28, -60), off(B, -28, -66), off(C, 28, -66), off(D, 28, -60)]
  for (let i = 0; i < 3; i++) {
    const a = edge[i]
    const b = edge[i + 1]
    body += cam.face([a, b, [b[0], Y0 - 32, b[2]], [a[0], Y0 - 32, a[2]]], `fill="${shade(TRIM, 0.1 + i * 0.03)}"`)
  }

  // back wall either side of the bay: cornice and skirting
  body += cornice(cam, [-X, Zb], A, CE, WALL) + cornice(cam, D, [X, Zb], CE, WALL)
  body += skirting(cam, [-X, Zb - 1], [A[0], Zb - 1], TRIM) + skirting(cam, [D[0], Zb - 1], [X, Zb - 1], TRIM)
  body += skirting(cam, [-X + 1, 0], [-X + 1, Zb], TRIM) + skirting(cam, [X - 1, 0], [X - 1, Zb], TRIM)

  // rug
  defs += linear('rug', [
    [0, '#e9dfcf'],
    [1, '#d9ccb7'],
  ])
  const rug = (x0: number, x1: number, z0: number, z1: number, attrs: string) =>
    cam.face(
      [
        [x0, 1, z0],
        [x1, 1, z0],
        [x1, 1, z1],
        [x0, 1, z1],
      ],
      attrs,
    )
  body += rug(-1400, 1400, 1900, 3850, `fill="url(#rug)"`)
  body += rug(-1300, 1300, 1990, 3770, `fill="none" stroke="#5a3e2b" stroke-opacity="0.55" stroke-width="3"`)
  body += rug(-1240, 1240, 2040, 3720, `fill="none" stroke="#b9803f" stroke-opacity="0.6" stroke-width="2"`)

  // sunlight through the slats, falling across the rug and boards
  const floorTop = cam.p([0, 0, Zb])[1]
  defs += `<clipPath id="flc"><rect x="0" y="${n(floorTop)}" width="${DW}" height="${n(DH - floorTop)}"/></clipPath>`
  body += `<g clip-path="url(#flc)">${lightStripes(cam, gaps, SUN, 2, `fill="#fff4d8" fill-opacity="0.2"`)}</g>`

  // window seat filling the bay, with a linen pad and cushions
  const Zs = 3950
  const Ys = 450
  defs += linear('seatF', [
    [0, light(TRIM, 0.2)],
    [1, shade(TRIM, 0.08)],
  ])
  body += cam.face(
    [
      [-1500, Ys, Zs],
      [-1500, Ys, Zb],
      [-1500, 0, Zb],
      [-1500, 0, Zs],
    ],
    `fill="${shade(TRIM, 0.12)}"`,
  )
  body += cam.face(
    [
      [1500, Ys, Zs],
      [1500, Ys, Zb],
      [1500, 0, Zb],
      [1500, 0, Zs],
    ],
    `fill="${shade(TRIM, 0.12)}"`,
  )
  body += cam.face(
    [
      [-1500, 0, Zs],
      [1500, 0, Zs],
      [1500, Ys, Zs],
      [-1500, Ys, Zs],
    ],
    `fill="url(#seatF)"`,
  )
  for (let i = 0; i < 3; i++) {
    const x0 = -1500 + 70 + i * 980
    body += cam.face(
      [
        [x0, 90, Zs - 1],
        [x0 + 840, 90, Zs - 1],
        [x0 + 840, Ys - 90, Zs - 1],
        [x0, Ys - 90, Zs - 1],
      ],
      `fill="none" stroke="${shade(TRIM, 0.16)}" stroke-width="2"`,
    )
  }
  body += cam.face(
    [
      [-1500, 0, Zs - 1],
      [1500, 0, Zs - 1],
      [1500, 110, Zs - 1],
      [-1500, 110, Zs - 1],
    ],
    `fill="${shade(TRIM, 0.06)}"`,
  )
  const padTop: V3[] = [
    [-1480, Ys + 80, Zs - 20],
    [1480, Ys + 80, Zs - 20],
    [D[0] - 10, Ys + 80, D[1]],
    [C[0] - 10, Ys + 80, C[1] - 10],
    [B[0] + 10, Ys + 80, B[1] - 10],
    [A[0] + 10, Ys + 80, A[1]],
  ]
  body += cam.face(padTop, `fill="#e9e0cf" stroke="#e9e0cf" stroke-width="10" stroke-linejoin="round"`)
  body += cam.face(
    [
      [-1480, Ys, Zs - 20],
      [1480, Ys, Zs - 20],
      [1480, Ys + 80, Zs - 20],
      [-1480, Ys + 80, Zs - 20],
    ],
    `fill="#d7cab3" stroke="#d7cab3" stroke-width="8" stroke-linejoin="round"`,
  )
  defs += cushionDefs()
  body += cushion(cam, -560, 470, Ys + 80, 4700, 'cush2', -6)
  body += cushion(cam, -90, 430, Ys + 80, 4760, 'cush1', 4)
  body += cushion(cam, 380, 450, Ys + 80, 4740, 'cush4', -3)
  body += cushion(cam, 760, 420, Ys + 80, 4660, 'cush3', 7)

  // coffee table with books and a vase of dried stems
  defs += radial('sh', [
    [0, '#1b1510', 0.32],
    [1, '#1b1510', 0],
  ])
  body += floorShadow(cam, -560, 560, 3050, 3550, 'sh', 2)
  const oak = '#b9803f'
  for (const [lx, lz] of [
    [-470, 3480],
    [470, 3480],
    [-470, 3120],
    [470, 3120],
  ] as [number, number][]) {
    body += box(cam, lx - 22, lx + 22, 0, 330, lz - 22, lz + 22, { front: shade(oak, 0.18) })
  }
  body += box(cam, -520, 520, 330, 375, 3060, 3540, { front: shade(oak, 0.05), top: light(oak, 0.12) })
  body += box(cam, -330, -20, 375, 410, 3200, 3420, { front: '#1e3a5f', top: '#2c4d77' })
  body += box(cam, -310, -40, 410, 436, 3215, 3400, { front: '#e8dfcf', top: '#f3ece0' })
  body += stems(cam, 260, 375, 3300)

  // tall fig on the left, floor lamp on the right
  defs += pottedPlantDefs('fig', '#c9b8a0')
  const figBase = cam.p([-2000, 0, 3700])
  body += pottedPlant('fig', figBase[0], figBase[1], cam.k(3700), {
    kind: 'fig',
    seed: 4,
    pot: '#c9b8a0',
    potHeight: 420,
  })
  defs += lampDefs('lamp')
  body += floorLamp('lamp', cam, 2000, 3750)
  return { defs, body }
}

function cushionDefs(): string {
  return `${linear('cush1', [
    [0, '#d9a560'],
    [1, '#a9763a'],
  ])}${linear('cush2', [
    [0, '#f6f0e6'],
    [1, '#d6cab6'],
  ])}${linear('cush3', [
    [0, '#9aab8c'],
    [1, '#748667'],
  ])}${linear('cush4', [
    [0, '#2d4c74'],
    [1, '#1b3352'],
  ])}`
}

function cushion(cam: Camera, x: number, w: number, baseY: number, z: number, fill: string, tilt: number): string {
  const a = cam.p([x - w / 2, baseY + w * 0.95, z])
  const b = cam.p([x + w / 2, baseY + w * 0.95, z])
  const bot = cam.p([x, baseY, z])
  const cx = (a[0] + b[0]) / 2
  const ww = b[0] - a[0]
  const hh = bot[1] - a[1]
  return `<g transform="rotate(${tilt} ${n(cx)} ${n(bot[1])})"><path d="M ${n(a[0] + ww * 0.04)} ${n(a[1] + hh * 0.04)} Q ${n(cx)} ${n(a[1] + hh * 0.14)} ${n(b[0] - ww * 0.04)} ${n(a[1] + hh * 0.04)} Q ${n(b[0] - ww * 0.12)} ${n(a[1] + hh * 0.5)} ${n(b[0] - ww * 0.02)} ${n(bot[1])} Q ${n(cx)} ${n(bot[1] - hh * 0.1)} ${n(a[0] + ww * 0.02)} ${n(bot[1])} Q ${n(a[0] + ww * 0.12)} ${n(a[1] + hh * 0.5)} ${n(a[0] + ww * 0.04)} ${n(a[1] + hh * 0.04)} Z" fill="url(#${fill})"/><ellipse cx="${n(cx - ww * 0.12)}" cy="${n(a[1] + hh * 0.3)}" rx="${n(ww * 0.22)}" ry="${n(hh * 0.16)}" fill="#fff" fill-opacity="0.12"/></g>`
}

/** A walnut vase of dried seed heads standing at (x, y, z). */
function stems(cam: Camera, x: number, y: number, z: number): string {
  const v = cam.p([x, y, z])
  const k = cam.k(z)
  let s = `<path d="M ${n(v[0] - 45 * k)} ${n(v[1])} Q ${n(v[0] - 75 * k)} ${n(v[1] - 120 * k)} ${n(v[0] - 25 * k)} ${n(v[1] - 200 * k)} L ${n(v[0] + 25 * k)} ${n(v[1] - 200 * k)} Q ${n(v[0] + 75 * k)} ${n(v[1] - 120 * k)} ${n(v[0] + 45 * k)} ${n(v[1])} Z" fill="#5a3e2b"/>`
  for (let i = 0; i < 7; i++) {
    const ang = -28 + i * 9
    const L = (380 + (i % 3) * 90) * k
    const ex = v[0] + Math.sin((ang * Math.PI) / 180) * L
    const ey = v[1] - 190 * k - Math.cos((ang * Math.PI) / 180) * L
    s += `<path d="M ${n(v[0])} ${n(v[1] - 190 * k)} Q ${n((v[0] + ex) / 2)} ${n(ey + 40 * k)} ${n(ex)} ${n(ey)}" stroke="#7b8a55" stroke-width="${n3(4 * k)}" fill="none"/>`
    s += `<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(16 * k)}" ry="${n(30 * k)}" transform="rotate(${ang} ${n(ex)} ${n(ey)})" fill="${i % 2 ? '#d7b56d' : '#c9a55a'}"/>`
  }
  return s
}

function lampDefs(id: string): string {
  return (
    glowDefs(`${id}-glow`) +
    linear(
      `${id}-shade`,
      [
        [0, '#fbeed4'],
        [0.5, '#f3dfba'],
        [1, '#d9bd8e'],
      ],
      'h',
    ) +
    linear(
      `${id}-brass`,
      [
        [0, '#e5c27a'],
        [0.5, '#b78a3e'],
        [1, '#7e5b25'],
      ],
      'h',
    )
  )
}

function floorLamp(id: string, cam: Camera, x: number, z: number): string {
  const k = cam.k(z)
  const base = cam.p([x, 0, z])
  const topY = cam.p([x, 1500, z])[1]
  const sh = 300 * k
  const sw = 420 * k
  const cx = base[0]
  let s = ''
  s += `<ellipse cx="${n(cx)}" cy="${n(topY - sh * 0.4)}" rx="${n(sw * 2.6)}" ry="${n(sw * 2.4)}" fill="url(#${id}-glow)"/>`
  s += `<ellipse cx="${n(cx)}" cy="${n(base[1])}" rx="${n(sw * 0.5)}" ry="${n(sw * 0.08)}" fill="#1b1510" fill-opacity="0.25"/>`
  s += `<rect x="${n(cx - 3 * k * 5)}" y="${n(topY)}" width="${n(6 * k * 5)}" height="${n(base[1] - topY)}" fill="url(#${id}-brass)"/>`
  s += `<ellipse cx="${n(cx)}" cy="${n(base[1] - 4)}" rx="${n(sw * 0.32)}" ry="${n(sw * 0.06)}" fill="url(#${id}-brass)"/>`
  s += `<path d="M ${n(cx - sw * 0.42)} ${n(topY - sh)} L ${n(cx + sw * 0.42)} ${n(topY - sh)} L ${n(cx + sw / 2)} ${n(topY)} L ${n(cx - sw / 2)} ${n(topY)} Z" fill="url(#${id}-shade)"/>`
  s += `<ellipse cx="${n(cx)}" cy="${n(topY)}" rx="${n(sw / 2)}" ry="${n(sw * 0.05)}" fill="#fff4dc"/>`
  return s
}

// ------------------------------------------------------------------ kitchen

function kitchen(c: Ctx): Out {
  const cam = new Camera(800, 500, 1040, [100, 1600, 0])
  const WALL = '#f1eadf'
  const CEIL = '#f7f3ec'
  const NAVY = '#1e3a5f'
  const CREAM = '#efe8da'
  const OAK = '#b9803f'
  const Zb = 2700
  const X = 2400
  const Yw = 920
  let defs = gardenView('view', DW, DH, cam.p([0, 1180 + 120, Zb])[1], 33, 0.7)
  let body = ''
  defs += linear('ceil', [
    [0, shade(CEIL, 0.1)],
    [1, CEIL],
  ])
  defs += linear('bw', [
    [0, light(WALL, 0.08)],
    [1, shade(WALL, 0.04)],
  ])
  body += `<rect width="${DW}" height="${DH}" fill="url(#ceil)"/>`
  body += cam.face(
    [
      [-X, 0, 0],
      [-X, 0, Zb],
      [-X, 2500, Zb],
      [-X, 2500, 0],
    ],
    `fill="${shade(WALL, 0.14)}"`,
  )
  body += cam.face(
    [
      [X, 0, 0],
      [X, 0, Zb],
      [X, 2500, Zb],
      [X, 2500, 0],
    ],
    `fill="${shade(WALL, 0.1)}"`,
  )
  body += cam.face(
    [
      [-X, 0, Zb],
      [X, 0, Zb],
      [X, 2500, Zb],
      [-X, 2500, Zb],
    ],
    `fill="url(#bw)"`,
  )
  body += cam.face(
    [
      [-X, 2490, Zb - 1],
      [X, 2490, Zb - 1],
      [X, 2500, Zb - 1],
      [-X, 2500, Zb - 1],
    ],
    `fill="${shade(WALL, 0.1)}"`,
  )

  // floor: big warm stone tiles
  const ft = 600
  for (let xi = -X; xi < X; xi += ft) {
    for (let zi = 1200; zi < Zb; zi += ft) {
      const tone = ((xi / ft + zi / ft) & 1) === 0 ? '#d9cdbb' : '#d2c5b1'
      body += cam.face(
        [
          [xi, 0, zi],
          [xi + ft, 0, zi],
          [xi + ft, 0, Math.min(Zb, zi + ft)],
          [xi, 0, Math.min(Zb, zi + ft)],
        ],
        `fill="${tone}" stroke="#bfb29e" stroke-width="1.5"`,
      )
    }
  }

  // metro-tile splashback: the back wall is square to the camera, so a screen-space pattern is exact
  const k = cam.k(Zb)
  const tw = 150 * k
  const th = 75 * k
  const t0 = cam.p([-X, 1450, Zb])
  const t1 = cam.p([X, Yw, Zb])
  defs += `<pattern id="metro" patternUnits="userSpaceOnUse" x="${n(t0[0])}" y="${n(t0[1])}" width="${n(tw)}" height="${n(th * 2)}">`
  defs += `<rect width="${n(tw)}" height="${n(th * 2)}" fill="#c9c1b3"/>`
  for (const [ox, oy] of [
    [0, 0],
    [-tw / 2, th],
    [tw / 2, th],
  ] as [number, number][]) {
    defs += `<rect x="${n(ox + 0.8)}" y="${n(oy + 0.8)}" width="${n(tw - 1.6)}" height="${n(th - 1.6)}" rx="1.2" fill="#f5f1e8"/>`
    defs += `<rect x="${n(ox + 1.5)}" y="${n(oy + 1.3)}" width="${n(tw - 3)}" height="${n(th * 0.3)}" rx="1" fill="#ffffff" fill-opacity="0.55"/>`
  }
  defs += `</pattern>`
  body += `<rect x="${n(t0[0])}" y="${n(t0[1])}" width="${n(t1[0] - t0[0])}" height="${n(t1[1] - t0[1])}" fill="url(#metro)"/>`

  // window over the sink
  const ww = 1500
  const wh = 1080
  const win = windowUnit({
    id: 'kw',
    cam,
    plane: { o: [-ww / 2, 1180, Zb], u: [1, 0, 0], v: [0, 1, 0], w: [0, 0, 1] },
    w: ww,
    h: wh,
    viewId: 'view',
    wallColour: WALL,
    recess: 160,
    sill: true,
    lights: 2,
    blind: { colour: c.colour, tiltOpen: c.tilt, grain: c.grain, controls: 'right', dropFraction: 0.78 },
  })
  defs += win.defs
  body += win.body

  // herbs on the window board
  defs += pottedPlantDefs('h1', '#c8714a') + pottedPlantDefs('h2', '#e9e1d3') + pottedPlantDefs('h3', '#c8714a')
  const hk = cam.k(Zb + 60)
  for (const [id, x, seed] of [
    ['h1', -520, 2],
    ['h2', -330, 5],
    ['h3', 470, 9],
  ] as [string, number, number][]) {
    const b = cam.p([x, 1180, Zb + 70])
    body += pottedPlant(id, b[0], b[1], hk, {
      kind: 'herb',
      seed,
      pot: id === 'h2' ? '#e9e1d3' : '#c8714a',
      potHeight: 110,
    })
  }

  // wall cupboard on the left, oak shelves on the right
  body += box(cam, -X, -1000, 1480, 2300, Zb - 340, Zb, { front: CREAM, side: shade(CREAM, 0.1), top: CREAM })
  for (let i = 0; i < 2; i++) {
    const x0 = -X + 40 + i * 700
    body += cam.face(
      [
        [x0, 1520, Zb - 341],
        [x0 + 660, 1520, Zb - 341],
        [x0 + 660, 2260, Zb - 341],
        [x0, 2260, Zb - 341],
      ],
      `fill="none" stroke="${shade(CREAM, 0.1)}" stroke-width="1.5"`,
    )
    body += cam.face(
      [
        [x0 + 70, 1590, Zb - 342],
        [x0 + 590, 1590, Zb - 342],
        [x0 + 590, 2190, Zb - 342],
        [x0 + 70, 2190, Zb - 342],
      ],
      `fill="${shade(CREAM, 0.03)}" stroke="${shade(CREAM, 0.12)}" stroke-width="1.5"`,
    )
    const kn = cam.p([i === 0 ? x0 + 610 : x0 + 50, 1580, Zb - 350])
    body += `<circle cx="${n(kn[0])}" cy="${n(kn[1])}" r="4.5" fill="#b88a3e"/><circle cx="${n(kn[0] - 1)}" cy="${n(kn[1] - 1)}" r="1.8" fill="#ecd08f"/>`
  }
  for (const sy of [1600, 2000]) {
    body += box(cam, 1150, X, sy, sy + 40, Zb - 240, Zb, { front: OAK, top: light(OAK, 0.18), side: shade(OAK, 0.2) })
  }
  body += shelfThings(cam, Zb)
  defs += pottedPlantDefs('sp', '#e9e1d3')
  defs += linear(
    'jar',
    [
      [0, '#f6f2ea'],
      [1, '#d8cfbf'],
    ],
    'h',
  )

  // pendant lights
  defs += linear(
    'pend',
    [
      [0, '#2b4a73'],
      [1, '#142842'],
    ],
    'h',
  )
  defs += glowDefs('pglow', '#ffe2b0')
  for (const px of [-800, 800]) {
    const top = cam.p([px, 2500, 2300])
    const bot = cam.p([px, 2120, 2300])
    const pk = cam.k(2300) * 0.8
    body += `<line x1="${n(top[0])}" y1="${n(top[1])}" x2="${n(bot[0])}" y2="${n(bot[1] - 150 * pk)}" stroke="#2a2a2a" stroke-width="1.6"/>`
    body += `<ellipse cx="${n(bot[0])}" cy="${n(bot[1] + 30 * pk)}" rx="${n(330 * pk)}" ry="${n(170 * pk)}" fill="url(#pglow)"/>`
    body += `<path d="M ${n(bot[0] - 170 * pk)} ${n(bot[1])} Q ${n(bot[0] - 160 * pk)} ${n(bot[1] - 150 * pk)} ${n(bot[0])} ${n(bot[1] - 155 * pk)} Q ${n(bot[0] + 160 * pk)} ${n(bot[1] - 150 * pk)} ${n(bot[0] + 170 * pk)} ${n(bot[1])} Z" fill="url(#pend)"/>`
    body += `<ellipse cx="${n(bot[0])}" cy="${n(bot[1])}" rx="${n(170 * pk)}" ry="${n(18 * pk)}" fill="#fff2d2"/>`
    body += `<rect x="${n(bot[0] - 14 * pk)}" y="${n(bot[1] - 185 * pk)}" width="${n(28 * pk)}" height="${n(32 * pk)}" fill="#b88a3e"/>`
  }

  // base units: navy shaker doors, oak worktop, Belfast sink
  const Zc = Zb - 580
  body += box(cam, -X, X, 0, 100, Zc + 60, Zb, { front: shade(NAVY, 0.35) })
  body += box(cam, -X, X, 100, Yw - 40, Zc, Zb, { front: NAVY, side: shade(NAVY, 0.2) })
  const doors = [-X, -1800, -1200, -600, 600, 1200, 1800, X]
  for (let i = 0; i < doors.length - 1; i++) {
    const x0 = doors[i] + 8
    const x1 = doors[i + 1] - 8
    body += cam.face(
      [
        [x0, 110, Zc - 1],
        [x1, 110, Zc - 1],
        [x1, Yw - 50, Zc - 1],
        [x0, Yw - 50, Zc - 1],
      ],
      `fill="${light(NAVY, 0.05)}" stroke="${shade(NAVY, 0.35)}" stroke-width="1.5"`,
    )
    body += cam.face(
      [
        [x0 + 75, 185, Zc - 2],
        [x1 - 75, 185, Zc - 2],
        [x1 - 75, Yw - 125, Zc - 2],
        [x0 + 75, Yw - 125, Zc - 2],
      ],
      `fill="${shade(NAVY, 0.08)}" stroke="${light(NAVY, 0.18)}" stroke-width="1.2"`,
    )
    const hx = i % 2 === 0 ? x1 - 40 : x0 + 40
    const a = cam.p([hx, Yw - 250, Zc - 20])
    const b = cam.p([hx, Yw - 110, Zc - 20])
    body += `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#c89a4a" stroke-width="4" stroke-linecap="round"/>`
  }
  // sink cabinet front behind the apron
  body += cam.face(
    [
      [-592, 110, Zc - 1],
      [592, 110, Zc - 1],
      [592, Yw - 50, Zc - 1],
      [-592, Yw - 50, Zc - 1],
    ],
    `fill="${light(NAVY, 0.05)}" stroke="${shade(NAVY, 0.35)}" stroke-width="1.5"`,
  )
  body += box(cam, -X, X, Yw - 40, Yw, Zc - 30, Zb, { front: shade(OAK, 0.08), top: light(OAK, 0.1) })
  defs += linear('oakTop', [
    [0, '#d3a063', 1],
    [1, '#b57c3d', 1],
  ])
  body += cam.face(
    [
      [-X, Yw, Zc - 30],
      [X, Yw, Zc - 30],
      [X, Yw, Zb],
      [-X, Yw, Zb],
    ],
    `fill="url(#oakTop)"`,
  )
  for (let i = 0; i < 12; i++) {
    const z = Zc - 30 + i * 50
    const a = cam.p([-X, Yw, z])
    const b = cam.p([X, Yw, z])
    body += `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#8a5a2e" stroke-opacity="0.16" stroke-width="1"/>`
  }

  // sunlight through the slats on the worktop
  defs += `<clipPath id="wtc">${poly([cam.p([-X, Yw, Zc - 30]), cam.p([X, Yw, Zc - 30]), cam.p([X, Yw, Zb]), cam.p([-X, Yw, Zb])], '')}</clipPath>`
  body += `<g clip-path="url(#wtc)"><g stroke="#fff3d0" stroke-width="3" stroke-opacity="0.12" stroke-linejoin="round">${lightStripes(cam, win.gaps, [0.25, -0.8, -0.55], Yw, `fill="#fff3d0" fill-opacity="0.42"`)}</g></g>`

  // Belfast sink: basin, apron, bridge tap
  defs += linear('apron', [
    [0, '#ffffff'],
    [1, '#dcd8d0'],
  ])
  defs += linear('basin', [
    [0, '#c9c5bd'],
    [1, '#f1eee8'],
  ])
  body += cam.face(
    [
      [-380, Yw + 2, Zc - 40],
      [380, Yw + 2, Zc - 40],
      [380, Yw + 2, Zb - 120],
      [-380, Yw + 2, 3180],
    ],
    `fill="#f7f5f0"`,
  )
  body += cam.face(
    [
      [-320, Yw + 2, Zc + 20],
      [320, Yw + 2, Zc + 20],
      [320, Yw + 2, Zb - 180],
      [-320, Yw + 2, Zb - 180],
    ],
    `fill="url(#basin)"`,
  )
  body += cam.face(
    [
      [-380, Yw - 250, Zc - 40],
      [380, Yw - 250, Zc - 40],
      [380, Yw + 2, Zc - 40],
      [-380, Yw + 2, Zc - 40],
    ],
    `fill="url(#apron)" stroke="#e2ded6" stroke-width="6" stroke-linejoin="round"`,
  )
  body += tap(cam, 0, Yw, Zb - 70)

  // worktop things: a leaning chopping board, a bowl of lemons
  const cb0 = cam.p([-1400, Yw, Zb - 50])
  const ck = cam.k(Zb - 50)
  body += `<g transform="rotate(-6 ${n(cb0[0])} ${n(cb0[1])})"><rect x="${n(cb0[0] - 160 * ck)}" y="${n(cb0[1] - 480 * ck)}" width="${n(320 * ck)}" height="${n(480 * ck)}" rx="${n(40 * ck)}" fill="#8a5a36"/><rect x="${n(cb0[0] - 150 * ck)}" y="${n(cb0[1] - 470 * ck)}" width="${n(140 * ck)}" height="${n(460 * ck)}" rx="${n(30 * ck)}" fill="#a06c42" fill-opacity="0.6"/><circle cx="${n(cb0[0])}" cy="${n(cb0[1] - 420 * ck)}" r="${n(18 * ck)}" fill="#f1eadf"/></g>`
  const cb1 = cam.p([-1130, Yw, Zb - 40])
  body += `<g transform="rotate(4 ${n(cb1[0])} ${n(cb1[1])})"><rect x="${n(cb1[0] - 130 * ck)}" y="${n(cb1[1] - 380 * ck)}" width="${n(260 * ck)}" height="${n(380 * ck)}" rx="${n(120 * ck)}" fill="#c99556"/></g>`
  const bowl = cam.p([1250, Yw, Zb - 300])
  const bk = cam.k(Zb - 300)
  let lem = ''
  for (const [dx, dy] of [
    [-70, -150],
    [10, -165],
    [85, -145],
    [-30, -215],
    [50, -210],
  ] as [number, number][]) {
    lem += `<ellipse cx="${n(bowl[0] + dx * bk)}" cy="${n(bowl[1] + dy * bk)}" rx="${n(52 * bk)}" ry="${n(44 * bk)}" fill="#e9c548"/><ellipse cx="${n(bowl[0] + (dx - 15) * bk)}" cy="${n(bowl[1] + (dy - 14) * bk)}" rx="${n(18 * bk)}" ry="${n(11 * bk)}" fill="#fff3b0" fill-opacity="0.7"/>`
  }
  body +=
    lem +
    `<path d="M ${n(bowl[0] - 190 * bk)} ${n(bowl[1] - 150 * bk)} Q ${n(bowl[0] - 170 * bk)} ${n(bowl[1])} ${n(bowl[0])} ${n(bowl[1])} Q ${n(bowl[0] + 170 * bk)} ${n(bowl[1])} ${n(bowl[0] + 190 * bk)} ${n(bowl[1] - 150 * bk)} Z" fill="#5a3e2b"/>`
  body += `<path d="M ${n(bowl[0] - 190 * bk)} ${n(bowl[1] - 150 * bk)} L ${n(bowl[0] + 190 * bk)} ${n(bowl[1] - 150 * bk)}" stroke="#7a5a42" stroke-width="3"/>`
  return { defs, body }
}

function shelfThings(cam: Camera, Zb: number): string {
  let s = ''
  const item = (x: number, y: number, z: number, w: number, h: number, fill: string, round = 8) => {
    const a = cam.p([x - w / 2, y + h, z])
    const b = cam.p([x + w / 2, y, z])
    return `<rect x="${n(a[0])}" y="${n(a[1])}" width="${n(b[0] - a[0])}" height="${n(b[1] - a[1])}" rx="${n(round * cam.k(z))}" fill="${fill}"/>`
  }
  // lower shelf: jars and a stack of bowls
  s += item(1350, 1640, Zb - 120, 150, 220, 'url(#jar)', 30) + item(1350, 1860, Zb - 120, 120, 30, '#b9803f', 10)
  s += item(1530, 1640, Zb - 120, 130, 180, 'url(#jar)', 30) + item(1530, 1820, Zb - 120, 100, 28, '#b9803f', 10)
  s +=
    item(1750, 1640, Zb - 120, 300, 50, '#1e3a5f', 20) +
    item(1750, 1690, Zb - 120, 280, 50, '#e8dfcf', 20) +
    item(1750, 1740, Zb - 120, 260, 50, '#9aab8c', 20)
  s += item(2120, 1640, Zb - 120, 70, 260, '#5a3e2b', 20) + item(2210, 1640, Zb - 120, 60, 200, '#c8714a', 20)
  // upper shelf: plates on edge and a trailing plant
  for (let i = 0; i < 4; i++) {
    const p = cam.p([1700 + i * 75, 2040 + 140, Zb - 60])
    s += `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="${n(140 * cam.k(Zb - 60))}" fill="${['#f3eee4', '#e2d8c6', '#f3eee4', '#1e3a5f'][i]}" stroke="#cfc4b1" stroke-width="1"/>`
  }
  const pb = cam.p([1420, 2040, Zb - 120])
  s += pottedPlant('sp', pb[0], pb[1], cam.k(Zb - 120), { kind: 'trailing', seed: 12, pot: '#e9e1d3', potHeight: 150 })
  return s
}

function tap(cam: Camera, x: number, y: number, z: number): string {
  const k = cam.k(z)
  const b = cam.p([x, y, z])
  const col = '#c2974c'
  let s = `<path d="M ${n(b[0] - 110 * k)} ${n(b[1])} L ${n(b[0] - 110 * k)} ${n(b[1] - 120 * k)} L ${n(b[0] + 110 * k)} ${n(b[1] - 120 * k)} L ${n(b[0] + 110 * k)} ${n(b[1])}" stroke="${col}" stroke-width="${n(18 * k)}" fill="none"/>`
  s += `<path d="M ${n(b[0])} ${n(b[1] - 120 * k)} L ${n(b[0])} ${n(b[1] - 300 * k)} Q ${n(b[0])} ${n(b[1] - 380 * k)} ${n(b[0] + 80 * k)} ${n(b[1] - 380 * k)} Q ${n(b[0] + 150 * k)} ${n(b[1] - 380 * k)} ${n(b[0] + 150 * k)} ${n(b[1] - 300 * k)} L ${n(b[0] + 150 * k)} ${n(b[1] - 260 * k)}" stroke="${col}" stroke-width="${n(20 * k)}" fill="none" stroke-linecap="round"/>`
  for (const dx of [-110, 110])
    s += `<rect x="${n(b[0] + (dx - 28) * k)}" y="${n(b[1] - 200 * k)}" width="${n(56 * k)}" height="${n(50 * k)}" rx="${n(8 * k)}" fill="${col}"/><rect x="${n(b[0] + (dx - 22) * k)}" y="${n(b[1] - 196 * k)}" width="${n(14 * k)}" height="${n(42 * k)}" fill="#f0d79a" fill-opacity="0.6"/>`
  return s
}

function bedroom(c: Ctx): Out {
  const cam = new Camera(820, 500, 1340, [-250, 1350, -700])
  const alt = c.variant === 1
  const WALL = alt ? '#dde2d6' : '#e8ded2'
  const CEIL = '#f6f1ea'
  const TRIM = '#f6f3ec'
  const Zb = 3600
  const X = 2600
  const CE = 2600
  let defs = gardenView('view', DW, DH, cam.p([0, 820 + 120, Zb])[1], 45, 0.6)
  let body = ''
  defs += linear('ceil', [
    [0, shade(CEIL, 0.1)],
    [1, CEIL],
  ])
  defs += linear('bw', [
    [0, light(WALL, 0.06)],
    [1, shade(WALL, 0.05)],
  ])
  body += `<rect width="${DW}" height="${DH}" fill="url(#ceil)"/>`
  body += cam.face(
    [
      [-X, 0, 0],
      [-X, 0, Zb],
      [-X, CE, Zb],
      [-X, CE, 0],
    ],
    `fill="${shade(WALL, 0.12)}"`,
  )
  body += cam.face(
    [
      [X, 0, 0],
      [X, 0, Zb],
      [X, CE, Zb],
      [X, CE, 0],
    ],
    `fill="${shade(WALL, 0.16)}"`,
  )
  body += cam.face(
    [
      [-X, 0, Zb],
      [X, 0, Zb],
      [X, CE, Zb],
      [-X, CE, Zb],
    ],
    `fill="url(#bw)"`,
  )
  body += cornice(cam, [-X, Zb], [X, Zb], CE, WALL)
  const fl = floorboards('fl', cam, -X, X, 1000, Zb, '#b98450', 17)
  defs += fl.defs
  body += fl.body
  body += skirting(cam, [-X, Zb - 1], [X, Zb - 1], TRIM)
  body += skirting(cam, [-X + 1, 0], [-X + 1, Zb], TRIM)

  // window with architrave
  const win = windowUnit({
    id: 'bw1',
    cam,
    plane: { o: [-2150, 820, Zb], u: [1, 0, 0], v: [0, 1, 0], w: [0, 0, 1] },
    w: 1550,
    h: 1420,
    viewId: 'view',
    wallColour: WALL,
    recess: 150,
    architrave: true,
    sill: true,
    lights: 2,
    blind: {
      colour: c.colour,
      tiltOpen: c.tilt,
      grain: c.grain,
      controls: 'left',
      dropFraction: 0.82,
      ladder: c.ladder,
    },
  })
  defs += win.defs
  body += win.body

  // rug and the light falling on it
  body += cam.face(
    [
      [-1500, 1, 1600],
      [2300, 1, 1600],
      [2300, 1, 3300],
      [-1500, 1, 3300],
    ],
    `fill="#d8c8b2"`,
  )
  body += cam.face(
    [
      [-1400, 2, 1700],
      [2200, 2, 1700],
      [2200, 2, 3200],
      [-1400, 2, 3200],
    ],
    `fill="none" stroke="#5a3e2b" stroke-opacity="0.4" stroke-width="3"`,
  )
  const floorTop = cam.p([0, 0, Zb])[1]
  defs += `<clipPath id="flc"><rect x="0" y="${n(floorTop)}" width="${DW}" height="${n(DH - floorTop)}"/></clipPath>`
  body += `<g clip-path="url(#flc)"><g stroke="#fff3d0" stroke-width="3" stroke-opacity="0.12" stroke-linejoin="round">${lightStripes(cam, win.gaps, [0.45, -0.7, -0.55], 2, `fill="#fff2d0" fill-opacity="0.3"`)}</g></g>`

  // art above the bed
  if (alt) body += artPrint(cam, 560, 1500, 1340, 2080, Zb, 2)
  else {
    body += artPrint(cam, 420, 1520, 900, 2120, Zb, 0)
    body += artPrint(cam, 1000, 1520, 1480, 2120, Zb, 1)
  }

  // headboard: navy velvet with vertical channels
  const hb0 = 20
  const hb1 = 1880
  const hbCol = alt ? '#c9b79c' : '#1e3a5f'
  defs += linear('hb', [
    [0, light(hbCol, 0.12)],
    [1, shade(hbCol, 0.18)],
  ])
  body += box(cam, hb0, hb1, 0, 1280, Zb - 90, Zb, {
    front: 'url(#hb)',
    top: light(hbCol, 0.2),
    side: shade(hbCol, 0.15),
    round: 24,
  })
  for (let i = 1; i < 9; i++) {
    const x = hb0 + ((hb1 - hb0) * i) / 9
    const a = cam.p([x, 1250, Zb - 91])
    const b = cam.p([x, 420, Zb - 91])
    body += `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${shade(hbCol, 0.45)}" stroke-opacity="0.55" stroke-width="3"/>`
    body += `<line x1="${n(a[0] + 3)}" y1="${n(a[1])}" x2="${n(b[0] + 3)}" y2="${n(b[1])}" stroke="${light(hbCol, 0.3)}" stroke-opacity="0.35" stroke-width="2"/>`
  }

  // bedside table with a lamp
  defs += radial('sh', [
    [0, '#1b1510', 0.3],
    [1, '#1b1510', 0],
  ])
  body += floorShadow(cam, -520, 0, 3150, 3560, 'sh', 2)
  body += box(cam, -500, -40, 0, 560, 3120, Zb - 10, { front: '#8a5a36', top: '#a8764a', side: '#6f4529' })
  body += cam.face(
    [
      [-470, 300, 3119],
      [-70, 300, 3119],
      [-70, 520, 3119],
      [-470, 520, 3119],
    ],
    `fill="none" stroke="#5a3e2b" stroke-width="1.5"`,
  )
  const kn = cam.p([-270, 410, 3110])
  body += `<circle cx="${n(kn[0])}" cy="${n(kn[1])}" r="4" fill="#d9b46a"/>`
  defs += lampDefs('bl')
  body += tableLamp('bl', cam, -270, 560, 3380, alt ? '#c8714a' : '#9aab8c')
  // a few books and a glass
  body += box(cam, -470, -300, 560, 600, 3180, 3330, { front: '#9aab8c', top: '#b4c2a7' })
  body += box(cam, -460, -310, 600, 630, 3190, 3320, { front: '#e8dfcf', top: '#f3ece0' })

  // the bed
  body += bed(cam, alt)
  defs += linear('duvet', [
    [0, '#fbf8f2'],
    [1, '#e9e2d6'],
  ])
  defs += linear(
    'duvetS',
    [
      [0, '#ddd4c4'],
      [1, '#cfc4b1'],
    ],
    'h',
  )
  defs += linear(
    'throw',
    alt
      ? [
          [0, '#33547d'],
          [1, '#1e3a5f'],
        ]
      : [
          [0, '#c99a5c'],
          [1, '#ad7c44'],
        ],
  )
  defs += linear('duvetF', [
    [0, '#eee7db'],
    [1, '#d3c8b6'],
  ])
  defs += cushionDefs()

  // plant in a basket at the far left
  defs += pottedPlantDefs('bp', '#c9a878')
  const pb = cam.p([-2330, 0, 3250])
  body += pottedPlant(
    'bp',
    pb[0],
    pb[1],
    cam.k(3250),
    alt
      ? { kind: 'fig', seed: 19, pot: '#c9a878', potHeight: 330 }
      : { kind: 'fern', seed: 8, pot: '#c9a878', potHeight: 360 },
  )
  return { defs, body }
}

function bed(cam: Camera, alt: boolean): string {
  let s = ''
  const x0 = 100
  const x1 = 1800
  const zHead = 3500
  const zFoot = 1450
  // frame (oak) and mattress
  s += box(cam, x0, x1, 60, 300, zFoot, zHead, { front: '#9b6a3e', side: '#7d5230', top: '#b9803f' })
  s += box(cam, x0 + 20, x1 - 20, 300, 520, zFoot + 20, zHead, {
    front: '#efe9de',
    side: '#e0d8ca',
    top: '#f7f3ec',
    round: 20,
  })
  // pillows leaning on the headboard
  const pillow = (cx: number, w: number, z: number, base: number, h: number, fill: string, tilt: number) => {
    const a = cam.p([cx - w / 2, base + h, z])
    const b = cam.p([cx + w / 2, base, z])
    const ww = b[0] - a[0]
    const hh = b[1] - a[1]
    const mx = (a[0] + b[0]) / 2
    return `<g transform="rotate(${tilt} ${n(mx)} ${n(b[1])})"><path d="M ${n(a[0] + ww * 0.03)} ${n(a[1] + hh * 0.08)} Q ${n(mx)} ${n(a[1] + hh * 0.2)} ${n(b[0] - ww * 0.03)} ${n(a[1] + hh * 0.08)} Q ${n(b[0] - ww * 0.08)} ${n(a[1] + hh * 0.5)} ${n(b[0])} ${n(b[1])} Q ${n(mx)} ${n(b[1] - hh * 0.12)} ${n(a[0])} ${n(b[1])} Q ${n(a[0] + ww * 0.08)} ${n(a[1] + hh * 0.5)} ${n(a[0] + ww * 0.03)} ${n(a[1] + hh * 0.08)} Z" fill="${fill}"/><ellipse cx="${n(mx - ww * 0.12)}" cy="${n(a[1] + hh * 0.35)}" rx="${n(ww * 0.25)}" ry="${n(hh * 0.18)}" fill="#fff" fill-opacity="0.25"/></g>`
  }
  s += pillow(520, 720, 3420, 520, 480, '#f3eee5', -3)
  s += pillow(1330, 720, 3420, 520, 480, '#f3eee5', 3)
  s += pillow(600, 620, 3300, 520, 400, '#e7dccb', -2)
  s += pillow(1250, 620, 3300, 520, 400, '#e7dccb', 2)
  s += pillow(930, 430, 3180, 520, 330, alt ? 'url(#cush1)' : 'url(#cush3)', 0)
  // duvet: drapes over the side and the foot
  const d = 70
  s += cam.face(
    [
      [x0 - d, 560, zFoot - d],
      [x0 - d, 560, 3050],
      [x0 - d, 220, 3050],
      [x0 - d, 200, zFoot - d],
    ],
    `fill="url(#duvetS)" stroke="#d5ccbc" stroke-width="10" stroke-linejoin="round"`,
  )
  s += cam.face(
    [
      [x0 - d, 560, 3050],
      [x1 + d, 560, 3050],
      [x1 + d, 560, zFoot - d],
      [x0 - d, 560, zFoot - d],
    ],
    `fill="url(#duvet)" stroke="#f2ede4" stroke-width="10" stroke-linejoin="round"`,
  )
  s += cam.face(
    [
      [x0 - d, 330, zFoot - d],
      [x1 + d, 330, zFoot - d],
      [x1 + d, 560, zFoot - d],
      [x0 - d, 560, zFoot - d],
    ],
    `fill="url(#duvetF)" stroke="#e6ded0" stroke-width="10" stroke-linejoin="round"`,
  )
  // the turned-down top edge and a few soft folds
  s += cam.face(
    [
      [x0 - d, 565, 3050],
      [x1 + d, 565, 3050],
      [x1 + d, 565, 2800],
      [x0 - d, 565, 2800],
    ],
    `fill="#f6f2ea" stroke="#e4dccd" stroke-width="2"`,
  )
  for (const [xa, za, xb, zb] of [
    [400, 2600, 700, 2100],
    [1200, 2500, 1500, 1900],
    [900, 2300, 1000, 1800],
  ] as [number, number, number, number][]) {
    const a = cam.p([xa, 562, za])
    const b = cam.p([xb, 562, zb])
    s += `<path d="M ${n(a[0])} ${n(a[1])} Q ${n((a[0] + b[0]) / 2 + 12)} ${n((a[1] + b[1]) / 2)} ${n(b[0])} ${n(b[1])}" stroke="#d9d0c1" stroke-width="3" fill="none" stroke-linecap="round"/>`
  }
  for (let i = 0; i < 4; i++) {
    const z = 2900 - i * 380
    const a = cam.p([x0 - d, 540, z])
    const b = cam.p([x0 - d, 230, z + 90])
    s += `<path d="M ${n(a[0])} ${n(a[1])} Q ${n(a[0] - 4)} ${n((a[1] + b[1]) / 2)} ${n(b[0])} ${n(b[1])}" stroke="#c3b8a4" stroke-opacity="0.6" stroke-width="3" fill="none"/>`
  }
  // honey throw across the foot, with tassels
  const tz0 = zFoot - d - 2
  const tz1 = zFoot + 300
  s += cam.face(
    [
      [x0 - d - 4, 566, tz1],
      [x1 + d + 4, 566, tz1],
      [x1 + d + 4, 566, tz0],
      [x0 - d - 4, 566, tz0],
    ],
    `fill="url(#throw)" stroke="${alt ? '#2a4a72' : '#c08d4b'}" stroke-width="8" stroke-linejoin="round"`,
  )
  s += cam.face(
    [
      [x0 - d - 4, 566, tz0],
      [x0 - d - 4, 566, tz1],
      [x0 - d - 4, 470, tz1],
      [x0 - d - 4, 460, tz0],
    ],
    `fill="${alt ? '#1a3354' : '#a87336'}" stroke="${alt ? '#1a3354' : '#a87336'}" stroke-width="8" stroke-linejoin="round"`,
  )
  s += cam.face(
    [
      [x0 - d - 4, 460, tz0],
      [x1 + d + 4, 460, tz0],
      [x1 + d + 4, 566, tz0],
      [x0 - d - 4, 566, tz0],
    ],
    `fill="${alt ? '#23416a' : '#b98447'}" stroke="${alt ? '#23416a' : '#b98447'}" stroke-width="8" stroke-linejoin="round"`,
  )
  for (let i = 0; i < 22; i++) {
    const z = tz0 + ((tz1 - tz0) * (i + 0.5)) / 22
    const a = cam.p([x0 - d - 6, 472, z])
    s += `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(a[0] - 1)}" y2="${n(a[1] + 14)}" stroke="${alt ? '#15294a' : '#a06c30'}" stroke-width="2.5" stroke-linecap="round"/>`
  }
  const e0 = cam.p([x0 - d, 567, tz1 - 40])
  const e1 = cam.p([x1 + d, 567, tz1 - 40])
  s += `<line x1="${n(e0[0])}" y1="${n(e0[1])}" x2="${n(e1[0])}" y2="${n(e1[1])}" stroke="${alt ? '#9fb4d0' : '#f0d7a8'}" stroke-opacity="0.4" stroke-width="3"/>`
  return s
}

function artPrint(cam: Camera, x0: number, y0: number, x1: number, y1: number, z: number, variant: number): string {
  const a = cam.p([x0, y1, z - 30])
  const b = cam.p([x1, y0, z - 30])
  const w = b[0] - a[0]
  const h = b[1] - a[1]
  const f = w * 0.05
  const m = w * 0.12
  let s = `<rect x="${n(a[0] + 6)}" y="${n(a[1] + 8)}" width="${n(w)}" height="${n(h)}" fill="#1b1510" fill-opacity="0.18"/>`
  s += `<rect x="${n(a[0])}" y="${n(a[1])}" width="${n(w)}" height="${n(h)}" fill="#5a3e2b"/>`
  s += `<rect x="${n(a[0] + f)}" y="${n(a[1] + f)}" width="${n(w - 2 * f)}" height="${n(h - 2 * f)}" fill="#f7f2e9"/>`
  const ix = a[0] + m
  const iy = a[1] + m
  const iw = w - 2 * m
  const ih = h - 2 * m
  s += `<rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih)}" fill="#efe6d6"/>`
  if (variant === 2) {
    s += `<rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih)}" fill="#f2e6d2"/>`
    s += `<circle cx="${n(ix + iw * 0.7)}" cy="${n(iy + ih * 0.38)}" r="${n(ih * 0.18)}" fill="#d2a15c"/>`
    s += `<path d="M ${n(ix)} ${n(iy + ih * 0.7)} Q ${n(ix + iw * 0.25)} ${n(iy + ih * 0.42)} ${n(ix + iw * 0.5)} ${n(iy + ih * 0.66)} T ${n(ix + iw)} ${n(iy + ih * 0.58)} L ${n(ix + iw)} ${n(iy + ih)} L ${n(ix)} ${n(iy + ih)} Z" fill="#8fa080"/>`
    s += `<path d="M ${n(ix)} ${n(iy + ih * 0.84)} Q ${n(ix + iw * 0.4)} ${n(iy + ih * 0.66)} ${n(ix + iw * 0.75)} ${n(iy + ih * 0.82)} T ${n(ix + iw)} ${n(iy + ih * 0.8)} L ${n(ix + iw)} ${n(iy + ih)} L ${n(ix)} ${n(iy + ih)} Z" fill="#1e3a5f"/>`
  } else if (variant === 0) {
    s += `<circle cx="${n(ix + iw * 0.5)}" cy="${n(iy + ih * 0.42)}" r="${n(iw * 0.28)}" fill="#d2a15c"/>`
    s += `<path d="M ${n(ix)} ${n(iy + ih * 0.72)} Q ${n(ix + iw * 0.35)} ${n(iy + ih * 0.5)} ${n(ix + iw * 0.7)} ${n(iy + ih * 0.68)} T ${n(ix + iw)} ${n(iy + ih * 0.62)} L ${n(ix + iw)} ${n(iy + ih)} L ${n(ix)} ${n(iy + ih)} Z" fill="#1e3a5f"/>`
    s += `<path d="M ${n(ix)} ${n(iy + ih * 0.84)} Q ${n(ix + iw * 0.5)} ${n(iy + ih * 0.7)} ${n(ix + iw)} ${n(iy + ih * 0.82)} L ${n(ix + iw)} ${n(iy + ih)} L ${n(ix)} ${n(iy + ih)} Z" fill="#8fa080"/>`
  } else {
    s += `<path d="M ${n(ix + iw * 0.18)} ${n(iy + ih)} L ${n(ix + iw * 0.18)} ${n(iy + ih * 0.45)} A ${n(iw * 0.32)} ${n(iw * 0.32)} 0 0 1 ${n(ix + iw * 0.82)} ${n(iy + ih * 0.45)} L ${n(ix + iw * 0.82)} ${n(iy + ih)} Z" fill="#b9803f"/>`
    s += `<path d="M ${n(ix + iw * 0.34)} ${n(iy + ih)} L ${n(ix + iw * 0.34)} ${n(iy + ih * 0.55)} A ${n(iw * 0.16)} ${n(iw * 0.16)} 0 0 1 ${n(ix + iw * 0.66)} ${n(iy + ih * 0.55)} L ${n(ix + iw * 0.66)} ${n(iy + ih)} Z" fill="#5a3e2b"/>`
    s += `<circle cx="${n(ix + iw * 0.72)} " cy="${n(iy + ih * 0.18)}" r="${n(iw * 0.07)}" fill="#1e3a5f"/>`
  }
  return s
}

function tableLamp(id: string, cam: Camera, x: number, y: number, z: number, base = '#9aab8c'): string {
  const k = cam.k(z)
  const b = cam.p([x, y, z])
  const sw = 360 * k
  const sh = 250 * k
  const bh = 280 * k
  let s = `<ellipse cx="${n(b[0])}" cy="${n(b[1] - bh - sh * 0.4)}" rx="${n(sw * 2.4)}" ry="${n(sw * 2.1)}" fill="url(#${id}-glow)"/>`
  s += `<path d="M ${n(b[0] - 60 * k)} ${n(b[1])} Q ${n(b[0] - 150 * k)} ${n(b[1] - bh * 0.5)} ${n(b[0] - 30 * k)} ${n(b[1] - bh)} L ${n(b[0] + 30 * k)} ${n(b[1] - bh)} Q ${n(b[0] + 150 * k)} ${n(b[1] - bh * 0.5)} ${n(b[0] + 60 * k)} ${n(b[1])} Z" fill="${base}"/>`
  s += `<ellipse cx="${n(b[0] - 40 * k)}" cy="${n(b[1] - bh * 0.55)}" rx="${n(20 * k)}" ry="${n(60 * k)}" fill="#fff" fill-opacity="0.25"/>`
  s += `<path d="M ${n(b[0] - sw * 0.36)} ${n(b[1] - bh - sh)} L ${n(b[0] + sw * 0.36)} ${n(b[1] - bh - sh)} L ${n(b[0] + sw / 2)} ${n(b[1] - bh)} L ${n(b[0] - sw / 2)} ${n(b[1] - bh)} Z" fill="url(#${id}-shade)"/>`
  s += `<ellipse cx="${n(b[0])}" cy="${n(b[1] - bh)}" rx="${n(sw / 2)}" ry="${n(sw * 0.05)}" fill="#fff4dc"/>`
  return s
}

function study(c: Ctx): Out {
  const cam = new Camera(800, 560, 1300, [-100, 1350, 0])
  const WALL = '#d3d9c8'
  const CEIL = '#f6f2ea'
  const TRIM = '#f6f3ec'
  const OAK = '#b9803f'
  const Zb = 3500
  const X = 2600
  const CE = 2600
  let defs = gardenView('view', DW, DH, cam.p([0, 1000 + 120, Zb])[1], 61, 0.65)
  let body = ''
  defs += linear('ceil', [
    [0, shade(CEIL, 0.1)],
    [1, CEIL],
  ])
  defs += linear('bw', [
    [0, light(WALL, 0.1)],
    [1, shade(WALL, 0.04)],
  ])
  body += `<rect width="${DW}" height="${DH}" fill="url(#ceil)"/>`
  body += cam.face(
    [
      [-X, 0, Zb],
      [X, 0, Zb],
      [X, CE, Zb],
      [-X, CE, Zb],
    ],
    `fill="url(#bw)"`,
  )
  body += cornice(cam, [-X, Zb], [X, Zb], CE, TRIM)
  const fl = floorboards('fl', cam, -X, X, 1000, Zb, '#bf8a52', 23)
  defs += fl.defs
  body += fl.body
  body += skirting(cam, [-X, Zb - 1], [X, Zb - 1], TRIM)

  const win = windowUnit({
    id: 'sw',
    cam,
    plane: { o: [-800, 1000, Zb], u: [1, 0, 0], v: [0, 1, 0], w: [0, 0, 1] },
    w: 1600,
    h: 1260,
    viewId: 'view',
    wallColour: WALL,
    recess: 160,
    architrave: true,
    sill: true,
    lights: 2,
    blind: {
      colour: c.colour,
      tiltOpen: c.tilt,
      grain: c.grain,
      controls: 'right',
      dropFraction: 0.8,
      ladder: c.ladder,
    },
  })
  defs += win.defs
  body += win.body

  // framed print on the left
  body += artPrint(cam, -2050, 1250, -1450, 1950, Zb, 0)

  // bookcase on the right
  const bx0 = 1300
  const bx1 = 2250
  const bz = Zb - 330
  body += cam.face(
    [
      [bx0, 0, Zb - 2],
      [bx1, 0, Zb - 2],
      [bx1, 2150, Zb - 2],
      [bx0, 2150, Zb - 2],
    ],
    `fill="${shade(WALL, 0.2)}"`,
  )
  const shelves = [60, 480, 900, 1320, 1740]
  const palette = ['#1e3a5f', '#b9803f', '#5a3e2b', '#9aab8c', '#e8dfcf', '#c8714a', '#3b3d40', '#d9c7a7', '#7d8f6c']
  let seed = 7
  const rnd = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }
  for (const sy of shelves) {
    let x = bx0 + 50
    const limit = sy === 900 ? bx1 - 380 : bx1 - 40
    // books are drawn right to left: the camera is on their left, so each hides the next one's side
    const books: string[] = []
    while (x < limit) {
      const w = 28 + rnd() * 40
      const h = 230 + rnd() * 130
      const col = palette[Math.floor(rnd() * palette.length)]
      let body = ''
      body += box(cam, x, x + w, sy + 40, sy + 40 + h, bz + 60 + rnd() * 30, Zb - 20, {
        front: col,
        top: light(col, 0.2),
        side: shade(col, 0.25),
      })
      body += cam.face(
        [
          [x + 2, sy + 40 + h * 0.78, bz + 59],
          [x + w - 2, sy + 40 + h * 0.78, bz + 59],
          [x + w - 2, sy + 40 + h * 0.82, bz + 59],
          [x + 2, sy + 40 + h * 0.82, bz + 59],
        ],
        `fill="#fff" fill-opacity="0.25"`,
      )
      books.push(body)
      x += w + 2
    }
    body += books.reverse().join('')
    body += box(cam, bx0, bx1, sy, sy + 40, bz, Zb - 2, {
      front: light(OAK, 0.1),
      top: light(OAK, 0.25),
      side: shade(OAK, 0.15),
    })
  }
  body += box(cam, bx0, bx1, 2150, 2190, bz, Zb - 2, { front: light(OAK, 0.1), top: light(OAK, 0.25) })
  body += box(cam, bx0, bx0 + 35, 0, 2190, bz, Zb - 2, { front: OAK, side: shade(OAK, 0.12) })
  body += box(cam, bx1 - 35, bx1, 0, 2190, bz, Zb - 2, { front: OAK, side: shade(OAK, 0.12) })
  defs += pottedPlantDefs('shp', '#e9e1d3')
  const sp = cam.p([bx1 - 200, 940, Zb - 160])
  body += pottedPlant('shp', sp[0], sp[1], cam.k(Zb - 160), {
    kind: 'trailing',
    seed: 14,
    pot: '#e9e1d3',
    potHeight: 150,
  })

  // desk beneath the window
  defs += radial('sh', [
    [0, '#1b1510', 0.3],
    [1, '#1b1510', 0],
  ])
  body += floorShadow(cam, -950, 950, 2900, 3450, 'sh', 2)
  for (const [lx, lz] of [
    [-880, 3440],
    [880, 3440],
    [-880, 2960],
    [880, 2960],
  ] as [number, number][]) {
    body += box(cam, lx - 22, lx + 22, 0, 720, lz - 22, lz + 22, { front: shade(OAK, 0.15) })
  }
  body += box(cam, -930, 930, 720, 760, 2930, 3470, { front: shade(OAK, 0.05), top: light(OAK, 0.15) })
  body += box(cam, -900, 900, 600, 720, 2950, 3440, { front: shade(OAK, 0.12) })
  // light across the desk top
  defs += `<clipPath id="dc">${poly([cam.p([-930, 760, 2930]), cam.p([930, 760, 2930]), cam.p([930, 760, 3470]), cam.p([-930, 760, 3470])], '')}</clipPath>`
  body += `<g clip-path="url(#dc)"><g stroke="#fff3d0" stroke-width="3" stroke-opacity="0.12" stroke-linejoin="round">${lightStripes(cam, win.gaps, [0.2, -0.8, -0.6], 760, `fill="#fff3d0" fill-opacity="0.4"`)}</g></g>`
  // books, laptop, lamp, mug
  body += box(cam, -800, -520, 760, 800, 3150, 3350, { front: '#1e3a5f', top: '#2c4d77' })
  body += box(cam, -780, -540, 800, 830, 3170, 3340, { front: '#e8dfcf', top: '#f3ece0' })
  body += box(cam, -790, -560, 830, 870, 3160, 3330, { front: '#c8714a', top: '#d88a64' })
  body += box(cam, -190, 190, 760, 775, 3000, 3260, { front: '#8d9197', top: '#a4a8ad' })
  body += cam.face(
    [
      [-190, 775, 3262],
      [190, 775, 3262],
      [190, 1010, 3300],
      [-190, 1010, 3300],
    ],
    `fill="#5d6168" stroke="#4b4f55" stroke-width="2" stroke-linejoin="round"`,
  )
  const mug = cam.p([330, 760, 3050])
  const mk = cam.k(3050)
  body += `<rect x="${n(mug[0] - 40 * mk)}" y="${n(mug[1] - 95 * mk)}" width="${n(80 * mk)}" height="${n(95 * mk)}" rx="${n(8 * mk)}" fill="#f3ece0"/><path d="M ${n(mug[0] + 40 * mk)} ${n(mug[1] - 75 * mk)} q ${n(30 * mk)} ${n(5 * mk)} ${n(0)} ${n(45 * mk)}" stroke="#f3ece0" stroke-width="${n(9 * mk)}" fill="none"/>`
  body += deskLamp(cam, 650, 760, 3300)

  // chair, seen from behind
  defs += linear(
    'chairB',
    [
      [0, '#a8683a'],
      [1, '#7e4a27'],
    ],
    'h',
  )
  const cx = 80
  const cz = 2450
  for (const [lx, lz] of [
    [-230, 2250],
    [230, 2250],
    [-230, 2650],
    [230, 2650],
  ] as [number, number][]) {
    const a = cam.p([cx + lx, 460, lz])
    const b = cam.p([cx + lx * 1.1, 0, lz])
    body += `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#3a2a1e" stroke-width="${n(22 * cam.k(lz))}" stroke-linecap="round"/>`
  }
  body += box(cam, cx - 260, cx + 260, 440, 500, 2200, 2700, { front: '#6e4024', top: '#8f5631', round: 18 })
  const bk0 = cam.p([cx - 270, 930, cz - 230])
  const bk1 = cam.p([cx + 270, 560, cz - 230])
  body += `<rect x="${n(bk0[0])}" y="${n(bk0[1])}" width="${n(bk1[0] - bk0[0])}" height="${n(bk1[1] - bk0[1])}" rx="${n(60 * cam.k(cz))}" fill="url(#chairB)"/>`
  body += `<rect x="${n(bk0[0] + 10)}" y="${n(bk0[1] + 6)}" width="${n(bk1[0] - bk0[0] - 20)}" height="6" rx="3" fill="#c58a5a" fill-opacity="0.6"/>`
  const post0 = cam.p([cx, 560, cz - 230])
  const post1 = cam.p([cx, 500, cz - 230])
  body += `<line x1="${n(post0[0])}" y1="${n(post0[1])}" x2="${n(post1[0])}" y2="${n(post1[1])}" stroke="#3a2a1e" stroke-width="14"/>`

  // plant in the corner
  defs += pottedPlantDefs('sp2', '#5a3e2b')
  const pb = cam.p([-1850, 0, 3150])
  body += pottedPlant('sp2', pb[0], pb[1], cam.k(3150), { kind: 'snake', seed: 5, pot: '#5a3e2b', potHeight: 330 })
  return { defs, body }
}

function deskLamp(cam: Camera, x: number, y: number, z: number): string {
  const k = cam.k(z)
  const b = cam.p([x, y, z])
  const j1 = [b[0] - 110 * k, b[1] - 330 * k]
  const j2 = [b[0] - 330 * k, b[1] - 470 * k]
  let s = `<ellipse cx="${n(b[0])}" cy="${n(b[1] - 6 * k)}" rx="${n(90 * k)}" ry="${n(20 * k)}" fill="#1f2328"/>`
  s += `<path d="M ${n(b[0])} ${n(b[1] - 10 * k)} L ${n(j1[0])} ${n(j1[1])} L ${n(j2[0])} ${n(j2[1])}" stroke="#1f2328" stroke-width="${n(12 * k)}" fill="none" stroke-linejoin="round"/>`
  s += `<circle cx="${n(j1[0])}" cy="${n(j1[1])}" r="${n(13 * k)}" fill="#b88a3e"/>`
  s += `<g transform="rotate(28 ${n(j2[0])} ${n(j2[1])})"><path d="M ${n(j2[0] - 40 * k)} ${n(j2[1] - 20 * k)} L ${n(j2[0] + 40 * k)} ${n(j2[1] - 20 * k)} L ${n(j2[0] + 110 * k)} ${n(j2[1] + 120 * k)} L ${n(j2[0] - 110 * k)} ${n(j2[1] + 120 * k)} Z" fill="#1f2328"/><ellipse cx="${n(j2[0])}" cy="${n(j2[1] + 120 * k)}" rx="${n(110 * k)}" ry="${n(16 * k)}" fill="#ffe7b8"/></g>`
  return s
}

function bathroom(c: Ctx): Out {
  const cam = new Camera(800, 540, 1150, [100, 1380, 0])
  const WALL = '#f1ebe1'
  const SAGE = '#a7b49a'
  const CEIL = '#f7f3ec'
  const TRIM = '#f6f3ec'
  const NAVY = '#1e3a5f'
  const Zb = 3000
  const X = 2400
  const CE = 2500
  const dado = 1150
  let defs = gardenView('view', DW, DH, cam.p([0, 1260 + 120, Zb])[1], 71, 0.7)
  let body = ''
  defs += linear('ceil', [
    [0, shade(CEIL, 0.1)],
    [1, CEIL],
  ])
  defs += linear('bw', [
    [0, light(WALL, 0.08)],
    [1, shade(WALL, 0.04)],
  ])
  body += `<rect width="${DW}" height="${DH}" fill="url(#ceil)"/>`
  body += cam.face(
    [
      [-X, 0, Zb],
      [X, 0, Zb],
      [X, CE, Zb],
      [-X, CE, Zb],
    ],
    `fill="url(#bw)"`,
  )
  body += cam.face(
    [
      [X, 0, 0],
      [X, 0, Zb],
      [X, CE, Zb],
      [X, CE, 0],
    ],
    `fill="${shade(WALL, 0.1)}"`,
  )

  // floor: warm chequerboard tiles
  const ft = 330
  for (let xi = -X - ft; xi < X; xi += ft) {
    for (let zi = 1000; zi < Zb; zi += ft) {
      const dark = (Math.round(xi / ft) + Math.round(zi / ft)) % 2 === 0
      body += cam.face(
        [
          [xi, 0, zi],
          [xi + ft, 0, zi],
          [xi + ft, 0, Math.min(Zb, zi + ft)],
          [xi, 0, Math.min(Zb, zi + ft)],
        ],
        `fill="${dark ? '#58534c' : '#efe8dc'}"`,
      )
    }
  }
  defs += linear('flSheen', [
    [0, '#fff6e6', 0.25],
    [1, '#2a1a0c', 0.1],
  ])
  body += cam.face(
    [
      [-X, 0, Zb],
      [X, 0, Zb],
      [X, 0, 1000],
      [-X, 0, 1000],
    ],
    `fill="url(#flSheen)"`,
  )

  // tongue-and-groove panelling to dado height, on both walls
  body += cam.face(
    [
      [-X, 0, Zb - 1],
      [X, 0, Zb - 1],
      [X, dado, Zb - 1],
      [-X, dado, Zb - 1],
    ],
    `fill="${SAGE}"`,
  )
  body += cam.face(
    [
      [X - 1, 0, 0],
      [X - 1, 0, Zb],
      [X - 1, dado, Zb],
      [X - 1, dado, 0],
    ],
    `fill="${shade(SAGE, 0.12)}"`,
  )
  for (let x = -X + 110; x < X; x += 110) {
    const a = cam.p([x, 120, Zb - 2])
    const b = cam.p([x, dado, Zb - 2])
    body += `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${shade(SAGE, 0.2)}" stroke-width="1.4"/>`
    body += `<line x1="${n(a[0] + 1.6)}" y1="${n(a[1])}" x2="${n(b[0] + 1.6)}" y2="${n(b[1])}" stroke="${light(SAGE, 0.3)}" stroke-width="1"/>`
  }
  for (let z = 600; z < Zb; z += 110) {
    const a = cam.p([X - 2, 120, z])
    const b = cam.p([X - 2, dado, z])
    body += `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${shade(SAGE, 0.28)}" stroke-width="1.2"/>`
  }
  body += box(cam, -X, X - 1, dado, dado + 45, Zb - 30, Zb, { front: light(SAGE, 0.1), top: light(SAGE, 0.35) })
  body += skirting(cam, [-X, Zb - 3], [X, Zb - 3], shade(SAGE, 0.05), 120)
  body += skirting(cam, [X - 3, 0], [X - 3, Zb], shade(SAGE, 0.12), 120)

  // window above the bath
  const win = windowUnit({
    id: 'bw',
    cam,
    plane: { o: [-850, 1260, Zb], u: [1, 0, 0], v: [0, 1, 0], w: [0, 0, 1] },
    w: 1700,
    h: 1060,
    viewId: 'view',
    wallColour: WALL,
    recess: 160,
    sill: true,
    lights: 2,
    blind: {
      colour: c.colour,
      tiltOpen: c.tilt,
      grain: c.grain,
      controls: 'right',
      dropFraction: 0.82,
      ladder: c.ladder,
    },
  })
  defs += win.defs
  body += win.body
  defs += pottedPlantDefs('bp1', '#e9e1d3') + pottedPlantDefs('bp2', '#c8714a')
  const s1 = cam.p([-640, 1260, Zb + 70])
  body += pottedPlant('bp1', s1[0], s1[1], cam.k(Zb + 70), {
    kind: 'trailing',
    seed: 21,
    pot: '#e9e1d3',
    potHeight: 130,
  })
  // wall-mounted bath taps
  const tk = cam.k(Zb - 10)
  const tp = cam.p([0, 800, Zb - 10])
  const brass = '#c2974c'
  body += `<path d="M ${n(tp[0] - 120 * tk)} ${n(tp[1])} L ${n(tp[0] + 120 * tk)} ${n(tp[1])} M ${n(tp[0])} ${n(tp[1])} L ${n(tp[0])} ${n(tp[1] + 60 * tk)} Q ${n(tp[0])} ${n(tp[1] + 100 * tk)} ${n(tp[0] + 20 * tk)} ${n(tp[1] + 110 * tk)}" stroke="${brass}" stroke-width="${n(22 * tk)}" fill="none" stroke-linecap="round"/>`
  for (const dx of [-120, 120])
    body += `<circle cx="${n(tp[0] + dx * tk)}" cy="${n(tp[1])}" r="${n(34 * tk)}" fill="${brass}"/><circle cx="${n(tp[0] + (dx - 8) * tk)}" cy="${n(tp[1] - 8 * tk)}" r="${n(12 * tk)}" fill="#f0d79a" fill-opacity="0.7"/>`

  // light on the floor
  defs += `<clipPath id="flc"><rect x="0" y="${n(cam.p([0, 0, Zb])[1])}" width="${DW}" height="${DH}"/></clipPath>`
  body += `<g clip-path="url(#flc)"><g stroke="#fff3d0" stroke-width="3" stroke-opacity="0.12" stroke-linejoin="round">${lightStripes(cam, win.gaps, [0.4, -0.75, -0.55], 1, `fill="#fff3d0" fill-opacity="0.22"`)}</g></g>`

  // roll-top bath: navy outside, white inside
  body += rollTopBath(cam, -850, 850, 2280, 2920, 640, NAVY)
  defs += linear(
    'bathOut',
    [
      [0, light(NAVY, 0.12)],
      [0.5, NAVY],
      [1, shade(NAVY, 0.3)],
    ],
    'h',
  )
  defs += linear('bathIn', [
    [0, '#ebe7df'],
    [0.55, '#f8f6f1'],
    [0.8, '#e4dfd5'],
    [1, '#c9c2b6'],
  ])

  // oak towel ladder with towels
  const lz0 = 2350
  const lz1 = Zb - 60
  for (const lx of [1350, 1700]) {
    const a = cam.p([lx, 0, lz0])
    const b = cam.p([lx, 1800, lz1])
    body += `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#b9803f" stroke-width="${n(40 * cam.k(lz0))}" stroke-linecap="round"/>`
  }
  const rung = (t: number) => {
    const z = lz0 + (lz1 - lz0) * t
    const y = 1800 * t
    return [cam.p([1350, y, z]), cam.p([1700, y, z])]
  }
  for (const t of [0.25, 0.5, 0.75]) {
    const [a, b] = rung(t)
    body += `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#a87336" stroke-width="${n(26 * cam.k(lz0 + 300))}"/>`
  }
  const towel = (t: number, col: string, drop: number) => {
    const [a, b] = rung(t)
    const k = cam.k(lz0 + (lz1 - lz0) * t)
    return `<path d="M ${n(a[0] + 20 * k)} ${n(a[1] - 8 * k)} L ${n(b[0] - 30 * k)} ${n(b[1] - 8 * k)} Q ${n(b[0] - 20 * k)} ${n(b[1])} ${n(b[0] - 26 * k)} ${n(b[1] + drop * k)} L ${n(a[0] + 28 * k)} ${n(a[1] + drop * k)} Q ${n(a[0] + 10 * k)} ${n(a[1])} ${n(a[0] + 20 * k)} ${n(a[1] - 8 * k)} Z" fill="${col}"/><line x1="${n(a[0] + 30 * k)}" y1="${n(a[1] + drop * 0.85 * k)}" x2="${n(b[0] - 30 * k)}" y2="${n(b[1] + drop * 0.85 * k)}" stroke="${shade(col, 0.15)}" stroke-width="${n(8 * k)}"/>`
  }
  body += towel(0.75, '#f6f1e7', 420) + towel(0.5, '#c99a5c', 360)

  // fern on a stool
  body += box(cam, -1550, -1200, 0, 450, 2450, 2800, { front: '#b9803f', top: '#cf9c5e', side: '#946431' })
  defs += pottedPlantDefs('bp3', '#e9e1d3')
  const s3 = cam.p([-1375, 450, 2620])
  body += pottedPlant('bp3', s3[0], s3[1], cam.k(2620), { kind: 'fern', seed: 33, pot: '#e9e1d3', potHeight: 220 })
  void TRIM
  return { defs, body }
}

/** A roll-top bath: the rim is a rounded oblong in plan, projected; the body tapers to the feet. */
function rollTopBath(
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  top: number,
  outside: string,
): string {
  const cx = (x0 + x1) / 2
  const cz = (z0 + z1) / 2
  const ax = (x1 - x0) / 2
  const az = (z1 - z0) / 2
  const ring = (sx: number, sz: number, y: number, from = 0, to = Math.PI * 2, steps = 72): Pt[] => {
    const out: Pt[] = []
    for (let i = 0; i <= steps; i++) {
      const t = from + ((to - from) * i) / steps
      const c = Math.cos(t)
      const s = Math.sin(t)
      // superellipse: squarer than an ellipse, like a real bath
      const px = Math.sign(c) * Math.abs(c) ** 0.45 * sx
      const pz = Math.sign(s) * Math.abs(s) ** 0.7 * sz
      out.push(cam.p([cx + px, y, cz + pz]))
    }
    return out
  }
  // the near half of the rim (z < cz) runs from angle PI to 2PI
  const nearTop = ring(ax, az, top, Math.PI, Math.PI * 2)
  const nearBottom = ring(ax * 0.84, az * 0.8, 160, Math.PI, Math.PI * 2).reverse()
  let s = ''
  // feet
  const k = cam.k(z0)
  for (const fx of [x0 + 190, x1 - 190]) {
    const p = cam.p([fx, 0, z0 + 110])
    s += `<path d="M ${n(p[0] - 32 * k)} ${n(p[1])} Q ${n(p[0] - 40 * k)} ${n(p[1] - 120 * k)} ${n(p[0])} ${n(p[1] - 175 * k)} Q ${n(p[0] + 40 * k)} ${n(p[1] - 120 * k)} ${n(p[0] + 32 * k)} ${n(p[1])} Z" fill="#b88a3e"/><ellipse cx="${n(p[0])}" cy="${n(p[1])}" rx="${n(40 * k)}" ry="${n(9 * k)}" fill="#7e5b25"/>`
  }
  const sh = cam.p([cx, 0, cz])
  s += `<ellipse cx="${n(sh[0])}" cy="${n(sh[1])}" rx="${n(ax * cam.k(cz) * 1.05)}" ry="${n(az * cam.k(cz) * 0.45)}" fill="#1b1510" fill-opacity="0.12"/>`
  s += poly([...nearTop, ...nearBottom], `fill="url(#bathOut)"`)
  s += poly(ring(ax + 18, az + 18, top), `fill="#fbfaf6"`)
  s += poly(ring(ax - 40, az - 40, top + 2), `fill="url(#bathIn)"`)
  s += poly(
    ring(ax + 18, az + 18, top, Math.PI * 1.1, Math.PI * 1.9, 40),
    `fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.8"`,
  )
  void outside
  return s
}

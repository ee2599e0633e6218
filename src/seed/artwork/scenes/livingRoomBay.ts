/** The living room with a bay window: a window seat with cushions, a coffee table with a vase of dried stems, a fig and a floor lamp. */
import { Camera, light, linear, n, n3, type Plane, radial, shade, type V3 } from '../kit'
import { pottedPlant, pottedPlantDefs } from '../props'
import { box, cornice, floorboards, floorShadow, lightStripes, skirting } from '../room'
import { gardenView, windowUnit } from '../window'
import { type Ctx, DH, DW, type Out } from './canvas'
import { cushionDefs, lampDefs } from './furnishings'

const SUN: V3 = [0.35, -0.72, -0.6]

export function livingRoomBay(c: Ctx): Out {
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
  ] satisfies [number, number][]) {
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

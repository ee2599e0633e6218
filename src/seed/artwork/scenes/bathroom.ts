/** The bathroom: a roll-top bath below the window, panelled walls, a towel ladder and a fern on a stool. */
import { Camera, light, linear, n, poly, type Pt, shade } from '../kit'
import { pottedPlant, pottedPlantDefs } from '../props'
import { box, lightStripes, skirting } from '../room'
import { gardenView, windowUnit } from '../window'
import { type Ctx, DH, DW, type Out } from './canvas'

export function bathroom(c: Ctx): Out {
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

/** The kitchen: navy shaker units, an oak worktop and a Belfast sink below the window, oak shelves and pendant lights. */
import { Camera, light, linear, n, poly, shade } from '../kit'
import { glowDefs, pottedPlant, pottedPlantDefs } from '../props'
import { box, lightStripes } from '../room'
import { gardenView, windowUnit } from '../window'
import { type Ctx, DH, DW, type Out } from './canvas'

export function kitchen(c: Ctx): Out {
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
  ] satisfies [number, number][]) {
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
  ] satisfies [string, number, number][]) {
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
  ] satisfies [number, number][]) {
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

/** The bedroom: the bed with a velvet headboard, a print above it, a bedside table with a lamp. */
import { Camera, light, linear, n, radial, shade } from '../kit'
import { pottedPlant, pottedPlantDefs } from '../props'
import { box, cornice, floorboards, floorShadow, lightStripes, skirting } from '../room'
import { gardenView, windowUnit } from '../window'
import { type Ctx, DH, DW, type Out } from './canvas'
import { artPrint, cushionDefs, lampDefs } from './furnishings'

export function bedroom(c: Ctx): Out {
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
  ] satisfies [number, number, number, number][]) {
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

/** The study: a desk beneath the window with a desk lamp, a bookcase, a framed print and a chair. */
import { Camera, light, linear, n, poly, radial, shade } from '../kit'
import { pottedPlant, pottedPlantDefs } from '../props'
import { box, cornice, floorboards, floorShadow, lightStripes, skirting } from '../room'
import { gardenView, windowUnit } from '../window'
import { type Ctx, DH, DW, type Out } from './canvas'
import { artPrint } from './furnishings'

export function study(c: Ctx): Out {
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
  ] satisfies [number, number][]) {
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
  ] satisfies [number, number][]) {
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

/**
 * A venetian blind hung in a painted window frame, as a standalone SVG.
 */
import { Camera, linear, n, radial, shade, svgDoc, wallPlane } from './kit'
import { pottedPlant, pottedPlantDefs } from './props'
import { gardenView, windowUnit } from './window'

export interface BlindSvgOptions {
  /** Slat colour, CSS hex. */
  colour: string
  width: number
  height: number
  /** 0 = closed, 1 = slats level (fully open). Default 0.55. */
  tiltOpen?: number
  /** Draw a wood-grain hint on the slats (basswood). */
  grain?: boolean
  /** Show the window (architrave, reveals, sill, wall). Default true; false draws a close-up of the blind alone. */
  frame?: boolean
}

const WALL = '#e9e0d2'

export function blindSvg(opts: BlindSvgOptions): string {
  const { colour, width: W, height: H } = opts
  const tiltOpen = opts.tiltOpen ?? 0.55
  const grain = opts.grain ? 1 : 0.22
  const frame = opts.frame ?? true

  // window: 1500 x 1250 mm opening, seen from 2.8 m, eye a little left of centre
  const w = 1500
  const h = 1250
  const D = 2800
  const outerW = w + 2 * 100 + 40
  const outerH = h + 78 + 123
  const f = frame
    ? Math.min((0.8 * W * D) / outerW, (0.88 * H * D) / outerH)
    : Math.max((1.08 * W * D) / w, (1.1 * H * D) / h)
  const eyeY = h * 0.6
  const midY = frame ? (h + 78 - 123) / 2 : h * 0.47
  const cam = new Camera(W / 2 - (f * 120) / D, H / 2 - (f * (eyeY - midY)) / D, f, [w / 2 - 120, eyeY, 0])
  const plane = wallPlane(0, 0, D)

  // horizon near the sill: mostly sky through the slats, treetops and hedge low in the glass
  let defs = gardenView('view', W, H, cam.p([0, frame ? 60 : h * 0.15, D])[1], 11)
  let body = ''

  // wall: warm plaster, brighter around the window, soft vignette
  defs += linear('wall', [
    [0, shade(WALL, 0.04)],
    [0.5, WALL],
    [1, shade(WALL, 0.08)],
  ])
  defs += radial('glow', [
    [0, '#fff8ea', 0.55],
    [0.6, '#fff8ea', 0.12],
    [1, '#fff8ea', 0],
  ])
  defs += radial(
    'vig',
    [
      [0.55, '#2a1f16', 0],
      [1, '#2a1f16', 0.2],
    ],
    0.5,
    0.5,
    0.75,
  )
  body += `<rect width="${W}" height="${H}" fill="url(#wall)"/>`
  body += `<ellipse cx="${n(W / 2)}" cy="${n(H * 0.45)}" rx="${n(W * 0.6)}" ry="${n(H * 0.6)}" fill="url(#glow)"/>`

  const win = windowUnit({
    id: 'win',
    cam,
    plane,
    w,
    h,
    viewId: 'view',
    wallColour: WALL,
    architrave: frame,
    sill: frame,
    lights: 2,
    blind: { colour, tiltOpen, grain, controls: 'right', dropFraction: frame ? 0.84 : 1.05 },
  })
  defs += win.defs
  body += win.body

  if (frame) {
    // a small plant at the end of the window board
    const base = cam.p([w - 150, 0, D - 12])
    body += pottedPlant('plant', base[0], base[1], cam.k(D) * 1.0, {
      seed: 3,
      pot: '#d9cfc0',
      kind: 'trailing',
      potHeight: 130,
    })
    defs += pottedPlantDefs('plant', '#d9cfc0')
  }
  body += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`
  return svgDoc(W, H, defs, body)
}

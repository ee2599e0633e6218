/**
 * Collection hero: a long, calm wall with a row of tall windows, each dressed with a blind
 * in a different finish of the collection, oak boards and a little greenery between them.
 */
import type { Finish } from '@/content/finishes'
import { Camera, linear, n, radial, shade, svgDoc, wallPlane } from './kit'
import { pottedPlant, pottedPlantDefs } from './props'
import { floorboards, lightStripes, skirting } from './room'
import { gardenView, windowUnit } from './window'

export interface HeroOptions {
  width?: number
  height?: number
  grain?: boolean
}

export function collectionHeroSvg(finishes: readonly Finish[], o: HeroOptions = {}): string {
  const W = o.width ?? 1600
  const H = o.height ?? 1000
  const N = Math.max(1, finishes.length)
  const WALL = '#ece3d5'
  const TRIM = '#f6f3ec'
  const ww = N > 4 ? 620 : 760
  const gap = N > 4 ? 330 : 470
  const total = N * ww + (N - 1) * gap
  const Zb = 4200
  const margin = 320
  const f = (W * Zb) / (total + 2 * margin)
  const sill = 700
  const wh = 1550
  const eyeY = 1350
  const mid = sill + wh / 2
  const cam = new Camera(W / 2, H * 0.46 + (f * (eyeY - mid)) / Zb, f, [0, eyeY, 0])
  let defs = gardenView('view', W, H, cam.p([0, sill + 120, Zb])[1], 51, 0.7)
  let body = ''
  defs += linear('wall', [
    [0, shade(WALL, 0.05)],
    [0.6, WALL],
    [1, shade(WALL, 0.04)],
  ])
  defs += radial(
    'vig',
    [
      [0.6, '#24190f', 0],
      [1, '#24190f', 0.2],
    ],
    0.5,
    0.5,
    0.78,
  )
  body += `<rect width="${W}" height="${H}" fill="url(#wall)"/>`
  const X = total / 2 + 2000
  const fl = floorboards('fl', cam, -X, X, 1200, Zb, '#c48d55', 3)
  defs += fl.defs
  body += fl.body
  body += skirting(cam, [-X, Zb - 1], [X, Zb - 1], TRIM)

  const gaps: ReturnType<typeof windowUnit>['gaps'] = []
  finishes.forEach((fin, i) => {
    const x0 = -total / 2 + i * (ww + gap)
    const win = windowUnit({
      id: `w${i}`,
      cam,
      plane: wallPlane(x0, sill, Zb),
      w: ww,
      h: wh,
      viewId: 'view',
      wallColour: WALL,
      recess: 150,
      architrave: true,
      sill: true,
      lights: 1,
      blind: {
        colour: fin.hex,
        tiltOpen: 0.55,
        grain: o.grain ? 1 : 0.22,
        controls: i % 2 === 0 ? 'right' : 'left',
        dropFraction: [0.8, 0.72, 0.84, 0.76, 0.8, 0.7][i % 6],
      },
    })
    defs += win.defs
    body += win.body
    gaps.push(...win.gaps)
  })
  const floorTop = cam.p([0, 0, Zb])[1]
  defs += `<clipPath id="flc"><rect x="0" y="${n(floorTop)}" width="${W}" height="${n(H - floorTop)}"/></clipPath>`
  body += `<g clip-path="url(#flc)">${lightStripes(cam, gaps, [0.3, -0.72, -0.6], 1, `fill="#fff3d2" fill-opacity="0.22"`)}</g>`

  // plants standing between some of the windows
  const spots = N > 4 ? [1, 3] : [0, 2]
  spots.forEach((s, j) => {
    const x = -total / 2 + s * (ww + gap) + ww + gap / 2
    const id = `hp${j}`
    defs += pottedPlantDefs(id, j === 0 ? '#c9b8a0' : '#5a3e2b')
    const b = cam.p([x, 0, Zb - 250])
    body += pottedPlant(id, b[0], b[1], cam.k(Zb - 250), {
      kind: j === 0 ? 'fig' : 'snake',
      seed: 30 + j,
      pot: j === 0 ? '#c9b8a0' : '#5a3e2b',
      potHeight: j === 0 ? 330 : 300,
    })
  })
  body += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`
  return svgDoc(W, H, defs, body)
}

/** Furnishings more than one room uses: cushion fabrics, lamp glow and shade, a framed print. */
import { Camera, linear, n } from '../kit'
import { glowDefs } from '../props'

export function cushionDefs(): string {
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

export function lampDefs(id: string): string {
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

export function artPrint(
  cam: Camera,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  z: number,
  variant: number,
): string {
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

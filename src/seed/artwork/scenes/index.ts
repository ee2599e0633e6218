/**
 * Room scenes with a blind in the window: a living-room bay, a kitchen, a bedroom, a study and a bathroom, one file
 * per room. Each is drawn in true perspective at 1600 x 1200 and scaled (cropped to fill) to the requested size.
 */
import type { RoomScene } from '@/content/artwork'
import { linear, radial } from '../kit'
import { bathroom } from './bathroom'
import { bedroom } from './bedroom'
import { type Ctx, DH, DW } from './canvas'
import { kitchen } from './kitchen'
import { livingRoomBay } from './livingRoomBay'
import { study } from './study'

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

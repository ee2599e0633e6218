import { ArrowRight, Landmark, MapPin, Star } from 'lucide-react'

import { cn } from '@/lib/cn'

const ICONS = { pin: MapPin, landmark: Landmark, arrow: ArrowRight, star: Star } as const
export type SpriteIconName = keyof typeof ICONS

/**
 * The icons repeated on every area card, drawn once per page. With about 190 cards, inline SVGs would add
 * hundreds of kilobytes to the HTML and the RSC payload; a <use> reference costs a few bytes.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`area-icon-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  )
}

export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('size-4', className)}>
      <use href={`#area-icon-${name}`} />
    </svg>
  )
}

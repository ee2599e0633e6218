import type { JSX, SVGProps } from 'react'

import { type IconName, symbolId } from './names'
import { ICON_SPRITE_URL } from './sprite-url'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>
export type IconComponent = ((props: IconProps) => JSX.Element) & { displayName: string }

/**
 * An icon drawn from the site's sprite: an <svg> holding one <use>, two elements and no client code, where an inline
 * lucide icon is a client component with two to six elements of its own. The stroke (currentColor, 2 px, rounded)
 * is set on each symbol of the sprite, so it is not repeated here. 24 px unless a class sizes it; decorative unless
 * labelled (aria-label, aria-labelledby or a role), like lucide's.
 */
function spriteIcon(name: IconName): IconComponent {
  const id = symbolId(name)
  const href = `${ICON_SPRITE_URL}#${id}`
  const Icon = (props: IconProps) => {
    const labelled = props['aria-label'] != null || props['aria-labelledby'] != null || props.role != null
    return (
      <svg width={24} height={24} aria-hidden={labelled ? undefined : true} {...props}>
        <use href={href} />
      </svg>
    )
  }
  Icon.displayName = name
  return Icon
}

export const AlertCircle = spriteIcon('AlertCircle')
export const ArrowRight = spriteIcon('ArrowRight')
export const ArrowUp = spriteIcon('ArrowUp')
export const Baby = spriteIcon('Baby')
export const BadgePercent = spriteIcon('BadgePercent')
export const CalendarCheck = spriteIcon('CalendarCheck')
export const Check = spriteIcon('Check')
export const CheckCircle2 = spriteIcon('CheckCircle2')
export const ChevronDown = spriteIcon('ChevronDown')
export const ChevronLeft = spriteIcon('ChevronLeft')
export const ChevronRight = spriteIcon('ChevronRight')
export const CircleCheck = spriteIcon('CircleCheck')
export const Clock = spriteIcon('Clock')
export const Compass = spriteIcon('Compass')
export const Cookie = spriteIcon('Cookie')
export const Droplets = spriteIcon('Droplets')
export const Globe = spriteIcon('Globe')
export const Home = spriteIcon('Home')
export const House = spriteIcon('House')
export const Landmark = spriteIcon('Landmark')
export const Layers = spriteIcon('Layers')
export const Leaf = spriteIcon('Leaf')
export const LifeBuoy = spriteIcon('LifeBuoy')
export const Loader2 = spriteIcon('Loader2')
export const Mail = spriteIcon('Mail')
export const MapPin = spriteIcon('MapPin')
export const Menu = spriteIcon('Menu')
export const MessageCircle = spriteIcon('MessageCircle')
export const MessageSquareQuote = spriteIcon('MessageSquareQuote')
export const MessagesSquare = spriteIcon('MessagesSquare')
export const Navigation = spriteIcon('Navigation')
export const PackageOpen = spriteIcon('PackageOpen')
export const Phone = spriteIcon('Phone')
export const Plus = spriteIcon('Plus')
export const PoundSterling = spriteIcon('PoundSterling')
export const Quote = spriteIcon('Quote')
export const Ribbon = spriteIcon('Ribbon')
export const Ruler = spriteIcon('Ruler')
export const RulerDimensionLine = spriteIcon('RulerDimensionLine')
export const Scissors = spriteIcon('Scissors')
export const Search = spriteIcon('Search')
export const ShieldCheck = spriteIcon('ShieldCheck')
export const Sofa = spriteIcon('Sofa')
export const Sparkles = spriteIcon('Sparkles')
export const Star = spriteIcon('Star')
export const Sun = spriteIcon('Sun')
export const Timer = spriteIcon('Timer')
export const Wrench = spriteIcon('Wrench')
export const X = spriteIcon('X')
export const Zap = spriteIcon('Zap')

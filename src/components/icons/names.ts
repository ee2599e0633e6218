/**
 * Every icon the site draws: our component name → lucide-react's export of the same drawing. The drawings live once,
 * in the sprite `public/icons.svg` (made from lucide by `npm run icons`); pages reference them with <use>.
 * To add an icon: add its lucide name here, export it from ./index.tsx, run `npm run icons`.
 */
export const ICON_NAMES = [
  'AlertCircle',
  'ArrowRight',
  'ArrowUp',
  'Baby',
  'BadgePercent',
  'CalendarCheck',
  'Check',
  'CheckCircle2',
  'ChevronDown',
  'ChevronLeft',
  'ChevronRight',
  'CircleCheck',
  'Clock',
  'Compass',
  'Cookie',
  'Droplets',
  'Globe',
  'Home',
  'House',
  'Landmark',
  'Layers',
  'Leaf',
  'LifeBuoy',
  'Loader2',
  'Mail',
  'MapPin',
  'Menu',
  'MessageCircle',
  'MessageSquareQuote',
  'MessagesSquare',
  'Navigation',
  'PackageOpen',
  'Phone',
  'Plus',
  'PoundSterling',
  'Quote',
  'Ribbon',
  'Ruler',
  'RulerDimensionLine',
  'Scissors',
  'Search',
  'ShieldCheck',
  'Sofa',
  'Sparkles',
  'Star',
  'Sun',
  'Timer',
  'Wrench',
  'X',
  'Zap',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** The symbol's id in the sprite: `CheckCircle2` → `check-circle-2`. */
export const symbolId = (name: IconName) =>
  name
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()

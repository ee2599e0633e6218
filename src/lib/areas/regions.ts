import { areasByType, getArea } from './index'
import type { Area, AreaType } from '@/content/areaTypes'

/** The area index groups, in this order: Central, North, South, East and West Birmingham. */
export interface RegionGroup {
  type: AreaType
  /** Heading, e.g. 'North Birmingham' */
  title: string
  /** Anchor on /areas, e.g. 'north' */
  anchor: string
  /** Well-known places of the group, for its one-line summary; every slug exists in that group (unit-tested). */
  highlights: string[]
}

export const REGION_GROUPS: readonly RegionGroup[] = [
  {
    type: 'central',
    title: 'Central Birmingham',
    anchor: 'central',
    highlights: ['birmingham-city-centre', 'jewellery-quarter', 'digbeth', 'edgbaston'],
  },
  {
    type: 'north',
    title: 'North Birmingham',
    anchor: 'north',
    highlights: ['erdington', 'sutton-coldfield', 'walsall', 'lichfield'],
  },
  {
    type: 'south',
    title: 'South Birmingham',
    anchor: 'south',
    highlights: ['moseley', 'kings-heath', 'solihull', 'bromsgrove'],
  },
  {
    type: 'east',
    title: 'East Birmingham',
    anchor: 'east',
    highlights: ['yardley', 'sheldon', 'castle-bromwich', 'coleshill'],
  },
  {
    type: 'west',
    title: 'West Birmingham',
    anchor: 'west',
    highlights: ['harborne', 'quinton', 'halesowen', 'west-bromwich'],
  },
]

/** 'From Erdington and Sutton Coldfield to Walsall and Lichfield', skipping hidden areas. */
export function regionSummary(group: RegionGroup, hidden: readonly string[] = []): string {
  const names = group.highlights
    .filter((slug) => !hidden.includes(slug))
    .map((slug) => getArea(slug)?.name)
    .filter((n): n is string => Boolean(n))
  if (names.length === 0) return ''
  if (names.length === 1) return `Including ${names[0]}.`
  const half = Math.ceil(names.length / 2)
  const join = (xs: string[]) =>
    xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : (xs[0] ?? '')
  return `From ${join(names.slice(0, half))} to ${join(names.slice(half))}.`
}

/** The visible areas of one group, sorted by name. */
export function regionAreas(group: RegionGroup, hidden: readonly string[] = []): Area[] {
  return areasByType(group.type).filter((a) => !hidden.includes(a.slug))
}

const GROUP_TITLES = new Map<AreaType, string>(REGION_GROUPS.map((g) => [g.type, g.title]))

/** The line under an area page's postcodes: 'Suburb · South Birmingham', 'Town, Solihull borough'. */
export function areaPlaceLine(area: Area): string {
  if (area.region === 'solihull') return `${area.kind}, Solihull borough`
  const group = GROUP_TITLES.get(area.type) ?? ''
  return area.kind === 'City centre' ? group : `${area.kind} · ${group}`
}

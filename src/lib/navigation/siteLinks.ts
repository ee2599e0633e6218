/**
 * The site's link lists: header menu, footer columns and legal links, in one place so the header,
 * the mobile menu and the footer never drift apart. Routes only: no business facts here.
 */
export interface NavLink {
  label: string
  href: string
  /** Short badge shown beside the label, e.g. 'NEW' */
  badge?: string
}

export const BOOKING_HREF = '/book'

/** Desktop navigation and the mobile menu. */
export const PRIMARY_NAV: readonly NavLink[] = [
  { label: 'Faux Wood', href: '/faux-wood-collection', badge: 'NEW' },
  { label: 'Real Wood', href: '/wooden-collection', badge: 'NEW' },
  { label: 'Services', href: '/services' },
  { label: 'Areas', href: '/areas' },
  { label: 'Contact', href: '/contact' },
]

export const FOOTER_PRODUCTS: readonly NavLink[] = [
  { label: 'Faux Wood Venetian Blinds', href: '/faux-wood-collection' },
  { label: 'Real Wood Venetian Blinds', href: '/wooden-collection' },
  { label: 'Bay Window Blinds', href: '/services#bay-window' },
  { label: 'Child-Safe Blinds', href: '/services#child-safe' },
  { label: 'Our Work', href: '/our-work' },
  { label: 'Book Free Measuring', href: BOOKING_HREF },
]

export const SERVICE_LINKS: readonly NavLink[] = [
  { label: 'Free Measuring', href: '/services/free-measuring' },
  { label: 'Expert Installation', href: '/services/expert-installation' },
  { label: 'Fast-Track Fitting', href: '/services/fast-track-fitting' },
  { label: 'Free Consultations', href: '/services/free-consultations' },
  { label: 'Aftercare Support', href: '/services/aftercare-support' },
]

/** The five area pages the footer links to directly, after 'Birmingham' (the area index). */
export const FOOTER_AREA_SLUGS: readonly string[] = ['sutton-coldfield', 'solihull', 'edgbaston', 'harborne', 'moseley']

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
]

export const areaHref = (slug: string) => `/areas/${slug}`

/** Whether `href` is the current page (or a section of it), for aria-current. */
export function isCurrent(pathname: string, href: string): boolean {
  const path = href.split('#')[0] || '/'
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)
}

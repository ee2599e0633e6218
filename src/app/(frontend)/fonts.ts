import localFont from 'next/font/local'

/**
 * The site's one web font, for headings: self-hosted (the build is offline and no font is fetched from a third
 * party), cut by scripts/tools/subset-fonts.sh to what headings use (Fraunces 600, Latin). Body and interface text use the
 * system sans stack (globals.css), so no body font is fetched.
 * Not preloaded, and `optional`: the first paint never waits for a font download, and a font that misses the
 * browser's 100 ms block period is kept in cache for the next page instead of swapped in, since a swap re-lays out the
 * whole page (a long task). The size-adjusted fallback takes the same room either way.
 */
export const fraunces = localFont({
  src: '../../fonts/fraunces-latin-600.woff2',
  variable: '--font-fraunces',
  weight: '600',
  display: 'optional',
  preload: false,
})

import localFont from 'next/font/local'

/**
 * Self-hosted (the build is offline and no font is fetched from a third party). The files in src/fonts are cut from
 * the npm font packages by scripts/tools/subset-fonts.sh to what the site uses: Inter 400-700, Fraunces 600.
 * Not preloaded, and `optional`: the first paint never waits for a font download, and a font that misses the
 * browser's 100 ms block period is kept in cache for the next page instead of swapped in, since a swap re-lays out the
 * whole page (a long task). The size-adjusted fallbacks take the same room either way.
 */
export const inter = localFont({
  src: '../../fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'optional',
  preload: false,
})

export const fraunces = localFont({
  src: '../../fonts/fraunces-latin-600.woff2',
  variable: '--font-fraunces',
  weight: '600',
  display: 'optional',
  preload: false,
})

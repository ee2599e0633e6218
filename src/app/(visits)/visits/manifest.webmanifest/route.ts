/** The web app manifest of /visits: installed on a phone's home screen, it opens the day's visits full screen. */
export const dynamic = 'force-static'

export function GET() {
  return Response.json(
    {
      name: 'Visits (staff)',
      short_name: 'Visits',
      description: "Today's and the week's measuring and fitting visits.",
      id: '/visits',
      start_url: '/visits',
      scope: '/visits',
      display: 'standalone',
      background_color: '#faf7f2',
      theme_color: '#1e3a5f',
      icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    { headers: { 'Content-Type': 'application/manifest+json' } },
  )
}

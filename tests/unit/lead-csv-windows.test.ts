import { describe, expect, it } from 'vitest'

import { leadCsvRow } from '@/lib/exports/leadCsv'

describe('a lead export row', () => {
  it('carries the windows priced on the site, one per line, and the estimated total in pounds', () => {
    const row = leadCsvRow('measuring-appointments', {
      customerName: 'Alma Test',
      windows: [
        {
          room: 'Kitchen',
          product: 'Real wood',
          finish: 'Carbon',
          options: null,
          width: 90,
          drop: 140,
          estimate: 12000,
        },
        { room: null, product: 'Faux wood', finish: 'Sterling', options: null, width: 250, drop: 140, estimate: null },
      ],
      estimatedTotal: 12000,
      landingPage: '/areas/moseley',
      referrerHost: 'www.example.org',
      utmCampaign: 'leaflet',
    })
    expect(row['Windows priced on the site']).toBe(
      'Kitchen: Real wood, Carbon, 90 × 140 cm, £120.00\nFaux wood, Sterling, 250 × 140 cm, priced at the visit',
    )
    expect(row['Estimated total (£)']).toBe('120.00')
    expect(row['First page of the visit']).toBe('/areas/moseley')
    expect(row['Referring site']).toBe('www.example.org')
    expect(row.Campaign).toBe('leaflet')
  })
})

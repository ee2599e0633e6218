import { describe, expect, it } from 'vitest'

import { guaranteeText, fastTrackText } from '@/lib/format/facts'
import { serviceTimings } from '@/components/services/ServicePage'
import { HOME_PAGE_DEFAULTS, SERVICE_DEFAULTS, SERVICE_SLUGS, SITE_SETTINGS_DEFAULTS } from '@/content'
import { SERVICE_FRAMES } from '@/lib/services/frames'
import { fillAll, fillFacts } from '@/lib/format/placeholders'
import { isSendablePath, safePath } from '@/lib/platform/safePath'

const settings = structuredClone(SITE_SETTINGS_DEFAULTS)

describe('placeholders in page words', () => {
  it('fill business facts from Settings, leaving unknown names as written', () => {
    expect(fillFacts('Call {phone} ({businessName})', settings)).toBe('Call 0121 496 0123 (VB Birmingham)')
    expect(fillFacts('{guarantee}, fast track in {fastTrack}', settings)).toBe('5-year guarantee, fast track in 1 week')
    expect(fillFacts('{notAFact} and {constructor}', settings)).toBe('{notAFact} and {constructor}')
  })

  it('follow a changed setting', () => {
    const changed = { ...settings, guaranteeYears: 7, leadTimes: { ...settings.leadTimes, fastTrackDays: 14 } }
    expect(fillFacts('{guarantee} / {fastTrack}', changed)).toBe('7-year guarantee / 2 weeks')
  })

  it("render today's home page text from the defaults", () => {
    const words = fillAll(HOME_PAGE_DEFAULTS, settings)
    expect(words.hero.eyebrow).toBe(`Made to measure in Birmingham since ${settings.foundedYear}`)
    expect(words.hero.benefits.map((b) => b.text)).toEqual([
      'Free measuring & consultation',
      'Expert installation included',
      `${guaranteeText(settings)} on all blinds`,
      `Fast track available in ${fastTrackText(settings)}`,
    ])
    expect(JSON.stringify(words)).not.toMatch(/\{\w+\}/)
  })

  it('give a capitalised name in Title Case, and the showroom facts', () => {
    expect(fillFacts('Within {FastTrackWords} ({fastTrackWords})', settings)).toBe('Within One Week (one week)')
    expect(fillFacts('{Notafact} {Phone}', settings)).toBe('{Notafact} 0121 496 0123')
    const noLocality = { ...settings, address: { ...settings.address, locality: '' } }
    expect(fillFacts('{showroomArea}: {showroomAddress}', noLocality)).toBe(
      `${settings.address.city}: ${settings.address.street}, ${settings.address.postcode}`,
    )
    expect(fillFacts('{showroomArea}', settings)).toBe(settings.address.locality)
  })

  it("render today's service pages from the defaults, every fact from Settings", () => {
    const fill = (slug: (typeof SERVICE_SLUGS)[number], s = settings) =>
      fillAll({ ...SERVICE_FRAMES[slug], ...SERVICE_DEFAULTS[slug] }, s)
    for (const slug of SERVICE_SLUGS) expect(JSON.stringify(fill(slug)), slug).not.toMatch(/\{\w+\}/)
    expect(fill('fast-track-fitting').hero.title).toBe('Fast-track fitting within one week')
    expect(fill('fast-track-fitting').meta.title).toBe('Fast-Track Blind Fitting Within One Week')
    expect(fill('aftercare-support').hero.title).toBe('A 5-year guarantee and help whenever you need it')
    expect(fill('free-measuring').cta.text).toBe(
      "Pick a time online, or call us on 0121 496 0123. There's no obligation to buy.",
    )
    const changed = { ...settings, guaranteeYears: 7, leadTimes: { ...settings.leadTimes, fastTrackDays: 14 } }
    expect(fill('fast-track-fitting', changed).meta.title).toBe('Fast-Track Blind Fitting Within 2 Weeks')
    expect(fill('aftercare-support', changed).meta.title).toBe('7-Year Guarantee and Aftercare Support')
  })

  it("lead the consultations page's facts card with the showroom's opening hours", () => {
    const consult = fillAll(
      { ...SERVICE_FRAMES['free-consultations'], ...SERVICE_DEFAULTS['free-consultations'] },
      settings,
    )
    const rows = serviceTimings(consult, settings)
    expect(rows.map((r) => r.label)).toEqual([
      'Showroom Mon-Fri',
      'Showroom Sat',
      'Showroom Sun',
      'We reply within',
      'Cost',
    ])
    const measuring = fillAll({ ...SERVICE_FRAMES['free-measuring'], ...SERVICE_DEFAULTS['free-measuring'] }, settings)
    expect(serviceTimings(measuring, settings)[0]).toEqual({ label: 'We reply within', value: '24 hours' })
  })
})

describe('safePath', () => {
  it('keeps same-site paths and refuses anything that leaves the site', () => {
    expect(safePath('/services/free-measuring?x=1')).toBe('/services/free-measuring?x=1')
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safePath(bad)).toBe('/')
    }
  })
})

describe('isSendablePath', () => {
  it('refuses what no Location header can carry: control characters and anything beyond ASCII', () => {
    for (const bad of ['/\u0000', '/\u007f', '/a\u0001b', '/\ufffd', '/\u202e', '/caf\u00e9'])
      expect(isSendablePath(bad), JSON.stringify(bad)).toBe(false)
    for (const good of ['/', '/services/free-measuring?x=1', '/a%20b', null, ''])
      expect(isSendablePath(good), String(good)).toBe(true)
  })
})

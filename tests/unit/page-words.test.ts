import { describe, expect, it } from 'vitest'

import { guaranteeText, fastTrackText } from '@/components/home/facts'
import { HOME_PAGE_DEFAULTS, SITE_SETTINGS_DEFAULTS } from '@/lib/cms/defaults'
import { fillAll, fillFacts } from '@/lib/cms/placeholders'
import { safePath } from '@/lib/safePath'

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
})

describe('safePath', () => {
  it('keeps same-site paths and refuses anything that leaves the site', () => {
    expect(safePath('/services/free-measuring?x=1')).toBe('/services/free-measuring?x=1')
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safePath(bad)).toBe('/')
    }
  })
})

import { describe, expect, it } from 'vitest'

import {
  daysText,
  fastTrackText,
  fastTrackWords,
  guaranteeTerm,
  guaranteeText,
  promotionEndText,
  promotionPeriodText,
  rangeText,
} from '@/lib/format/facts'
import { PROMOTION_DEFAULTS, SITE_SETTINGS_DEFAULTS } from '@/content'
import type { PromotionSettings } from '@/lib/cms'
import { isCurrent, PRIMARY_NAV } from '@/lib/navigation/siteLinks'

const promotion = (endsAt: string | null): PromotionSettings =>
  ({ ...JSON.parse(JSON.stringify(PROMOTION_DEFAULTS)), endsAt }) as PromotionSettings

describe('phrases built from the CMS facts', () => {
  it('says lead times in weeks when they are whole weeks', () => {
    expect(daysText(7)).toBe('1 week')
    expect(daysText(14)).toBe('2 weeks')
    expect(daysText(5)).toBe('5 days')
    expect(daysText(1)).toBe('1 day')
  })

  it('says the fast-track time in figures for labels and in words for sentences, from one rule', () => {
    const settings = (fastTrackDays: number) => ({
      ...SITE_SETTINGS_DEFAULTS,
      leadTimes: { ...SITE_SETTINGS_DEFAULTS.leadTimes, fastTrackDays },
    })
    expect([fastTrackText(settings(7)), fastTrackWords(settings(7))]).toEqual(['1 week', 'one week'])
    expect([fastTrackText(settings(14)), fastTrackWords(settings(14))]).toEqual(['2 weeks', '2 weeks'])
    expect([fastTrackText(settings(1)), fastTrackWords(settings(1))]).toEqual(['1 day', '1 day'])
    expect([fastTrackText(settings(5)), fastTrackWords(settings(5))]).toEqual(['5 days', '5 days'])
    const guarantee = { ...SITE_SETTINGS_DEFAULTS, guaranteeYears: 5 }
    expect([guaranteeText(guarantee), guaranteeTerm(guarantee)]).toEqual(['5-year guarantee', '5-year'])
  })

  it('writes ranges, collapsing equal ends', () => {
    expect(rangeText(10, 14, 'days')).toBe('10-14 days')
    expect(rangeText(2, 2, 'hours')).toBe('2 hours')
  })

  it('describes a sale by the end date the owner set, and makes no claim about time without one (UK time)', () => {
    const wednesday = new Date('2026-07-15T12:00:00Z')
    // No end date: an ongoing offer, no "This Week", no "Offer ends" line.
    expect(promotionPeriodText(promotion(null), wednesday)).toBe('')
    expect(promotionEndText(promotion(null))).toBeNull()
    // Ending at the end of the current week (as the demo content seeds it): the seed's "This Week".
    expect(promotionPeriodText(promotion('2026-07-19T22:59:59.999Z'), wednesday)).toBe('This Week')
    expect(promotionEndText(promotion('2026-07-19T22:59:59.999Z'))).toBe('Sunday 19 July')
    // The same end date read in a later week would be over; read the week before, it is named.
    expect(promotionPeriodText(promotion('2026-07-19T22:59:59.999Z'), new Date('2026-07-08T12:00:00Z'))).toBe(
      'until Sunday 19 July',
    )
    // 23:30 UTC on Friday 31 July is already Saturday 1 August in London (BST)
    expect(promotionPeriodText(promotion('2026-07-31T23:30:00.000Z'), wednesday)).toBe('until Saturday 1 August')
    expect(promotionEndText(promotion('2026-07-31T23:30:00.000Z'))).toBe('Saturday 1 August')
  })
})

describe('navigation', () => {
  it('lists the seed menu with NEW badges on the two collections', () => {
    expect(PRIMARY_NAV.map((l) => [l.label, l.href, l.badge ?? null])).toEqual([
      ['Faux Wood', '/faux-wood-collection', 'NEW'],
      ['Real Wood', '/wooden-collection', 'NEW'],
      ['Services', '/services', null],
      ['Areas', '/areas', null],
      ['Contact', '/contact', null],
    ])
  })

  it('marks the current section', () => {
    expect(isCurrent('/services/free-measuring', '/services')).toBe(true)
    expect(isCurrent('/servicesx', '/services')).toBe(false)
    expect(isCurrent('/', '/')).toBe(true)
    expect(isCurrent('/areas', '/')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'

import { channelOf, cleanHost, cleanPath, cleanTag, firstTouchOf, sourceMedium } from '@/lib/attribution'
import { appointmentSchema } from '@/lib/validation/leads'

describe('first touch of a visit', () => {
  it('keeps the landing path, the campaign tags and the external referrer’s host only', () => {
    expect(
      firstTouchOf(
        'https://vb.example/areas/moseley?utm_source=leaflet&utm_campaign=spring&email=a@b.example#x',
        'https://www.google.co.uk/search?q=blinds',
      ),
    ).toEqual({
      landingPage: '/areas/moseley',
      referrerHost: 'www.google.co.uk',
      utmSource: 'leaflet',
      utmCampaign: 'spring',
    })
  })

  it('a referrer on the site itself, or none, is no referrer', () => {
    expect(firstTouchOf('https://vb.example/book', 'https://vb.example/areas/moseley')).toEqual({
      landingPage: '/book',
    })
    expect(firstTouchOf('https://vb.example/', '')).toEqual({ landingPage: '/' })
    expect(firstTouchOf('https://vb.example/', 'android-app://com.google.android.gm/')).toEqual({ landingPage: '/' })
  })

  it('tags are cut to 100 characters and cleaned of control characters and markup', () => {
    const tag = firstTouchOf(
      `https://vb.example/?utm_medium=${encodeURIComponent(`a\u0000<b>\n${'c'.repeat(200)}`)}`,
      '',
    )
    expect(tag.utmMedium).toBe(`ab${'c'.repeat(98)}`)
    expect(cleanTag('   ')).toBeUndefined()
  })

  it('hosts and paths that are not plain are refused', () => {
    expect(cleanHost('Evil.Example')).toBe('evil.example')
    expect(cleanHost('evil.example/path')).toBeUndefined()
    expect(cleanHost('a b')).toBeUndefined()
    expect(cleanPath('https://evil.example/')).toBeUndefined()
    expect(cleanPath('/areas/moseley?x=1')).toBe('/areas/moseley')
    expect(cleanPath(`/${'a'.repeat(300)}`)).toBeUndefined()
  })
})

describe('channel of a lead', () => {
  it('campaign when tagged, search from a search engine, referral from another site, else direct', () => {
    expect(channelOf({ utmSource: 'leaflet', referrerHost: 'www.google.com' })).toBe('campaign')
    expect(channelOf({ referrerHost: 'www.google.co.uk' })).toBe('search')
    expect(channelOf({ referrerHost: 'duckduckgo.com' })).toBe('search')
    expect(channelOf({ referrerHost: 'googleblinds.example' })).toBe('referral')
    expect(channelOf({ referrerHost: 'forum.example.org' })).toBe('referral')
    expect(channelOf({ landingPage: '/' })).toBe('direct')
  })
})

describe("a campaign's name on the dashboard", () => {
  it('is its source and medium, "google / cpc"; a missing tag is "(not set)"; none at all is no name', () => {
    expect(sourceMedium('google', 'cpc')).toBe('google / cpc')
    expect(sourceMedium('leaflet', null)).toBe('leaflet / (not set)')
    expect(sourceMedium(undefined, 'email')).toBe('(not set) / email')
    expect(sourceMedium(null, '')).toBeNull()
  })
})

describe('lead schema', () => {
  const lead = {
    customerName: 'Priya Patel',
    customerPhone: '0121 496 0555',
    address: '7 Example Grove, Moseley',
  }
  it('accepts attribution fields, and drops bad ones instead of refusing the lead', () => {
    const parsed = appointmentSchema.parse({
      ...lead,
      landingPage: '/areas/moseley',
      utmSource: 'leaflet',
      referrerHost: 'https://evil.example/',
      utmCampaign: { nested: true },
    })
    expect(parsed.landingPage).toBe('/areas/moseley')
    expect(parsed.utmSource).toBe('leaflet')
    expect(parsed.referrerHost).toBeUndefined()
    expect(parsed.utmCampaign).toBeUndefined()
  })
})

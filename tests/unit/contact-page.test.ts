import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ContactPage } from '@/components/pages/ContactPage'
import { CONTACT_PAGE_DEFAULTS, SITE_SETTINGS_DEFAULTS } from '@/content'
import { fillFacts } from '@/lib/format/placeholders'
import type { SiteSettings } from '@/content/settingsTypes'
import { htmlText } from '../support/area-pages'

const settings = structuredClone(SITE_SETTINGS_DEFAULTS) as SiteSettings

/** The visible text, a full stop kept against the bold word or link before it. */
const textOf = (html: string) => htmlText(html).replace(/ \./g, '.')

const render = (s: SiteSettings = settings, words = CONTACT_PAGE_DEFAULTS) =>
  renderToStaticMarkup(createElement(ContactPage, { settings: s, words }))

describe('the contact page words', () => {
  it("render today's text from the defaults, every fact from Settings", () => {
    const html = render()
    const text = textOf(html)
    const { street, locality, city, postcode } = settings.address
    for (const line of [
      'Contact us',
      'Get in touch',
      `Call us, send a message or visit our showroom in ${locality}. We reply to every message within 24 hours.`,
      `Call ${settings.phonePrimary}`,
      'Book Free Measuring',
      'How to reach us',
      "During opening hours; leave a message and we'll ring you back.",
      "We'll respond within 24 hours.",
      "Ask a question or request a quote. We'll reply within 24 hours.",
      'Finding our showroom',
      `Our showroom is at ${street}, ${locality}, ${city} ${postcode}.`,
      `By car: set your sat-nav or phone to ${postcode}.`,
      `By bus or train: plan your journey to ${postcode} with the Transport for West Midlands journey planner.`,
      `Please ring ahead on ${settings.phonePrimary} before you visit: we're often out measuring`,
      'Rather we came to you?',
    ]) {
      expect(text, line).toContain(line)
    }
    expect(html).toContain(`<strong class="font-semibold text-ink">${postcode}</strong>.`)
    expect(html).toContain('href="https://www.tfwm.org.uk/plan-your-journey/"')
    expect(text).not.toMatch(/\{\w+\}/)
    expect(fillFacts(CONTACT_PAGE_DEFAULTS.meta.description, settings)).toBe(
      `Call ${settings.phonePrimary}, e-mail us or visit our showroom at ${street}, ${postcode}. Open Mon-Fri 9am-5pm, Sat 10am-4pm. We reply within 24 hours.`,
    )
  })

  it('follow changed Settings without retyping the words', () => {
    const changed: SiteSettings = {
      ...settings,
      phonePrimary: '0121 496 0999',
      address: { ...settings.address, locality: '', postcode: 'B1 1AA' },
      leadTimes: { ...settings.leadTimes, responseHours: 1 },
    }
    const text = textOf(render(changed))
    expect(text).toContain(`Our showroom is at ${settings.address.street}, ${settings.address.city} B1 1AA.`)
    expect(text).toContain('By car: set your sat-nav or phone to B1 1AA.')
    expect(text).toContain('Please ring ahead on 0121 496 0999')
    expect(text).toContain(`visit our showroom in ${settings.address.city}. We reply to every message within 1 hour.`)
  })

  it("show the owner's words, the car line's postcode still in bold", () => {
    const words = structuredClone(CONTACT_PAGE_DEFAULTS)
    words.title = 'Come and see us'
    words.directions.byCar.text = 'park on Coppice Lane ({postcode}) for free.'
    const html = render(settings, words)
    expect(textOf(html)).toContain('Come and see us')
    expect(html).toContain(
      `park on Coppice Lane (<strong class="font-semibold text-ink">${settings.address.postcode}</strong>) for free.`,
    )
  })
})

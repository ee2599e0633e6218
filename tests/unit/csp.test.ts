// Next 16.4 still exports the matcher check under its middleware name (the docs call it unstable_doesProxyMatch).
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'

import { config } from '@/proxy'
import { adminCsp, analyticsOrigin, basePublicCsp, publicCsp } from '../../security-headers.mjs'

/** The public pages' Content-Security-Policy: settings + consent → header value (issue: hardened). */

const on = (scriptSrc: string) => ({ enabled: true, scriptSrc })
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)

describe('analyticsOrigin', () => {
  it('keeps only the https origin of the script address', () => {
    expect(analyticsOrigin(on('https://plausible.io/js/script.js'))).toBe('https://plausible.io')
    expect(analyticsOrigin(on('https://Stats.Example.co.uk:8443/a/b.js?x=1#y'))).toBe(
      'https://stats.example.co.uk:8443',
    )
    expect(analyticsOrigin(on('  https://stats.example.test/script.js  '))).toBe('https://stats.example.test')
    expect(analyticsOrigin(on('https://stats.example.test/s.js?a=1;b=2'))).toBe('https://stats.example.test')
  })

  it('rejects anything that is not a plain https address', () => {
    for (const bad of [
      'http://plausible.io/js/script.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '//plausible.io/js/script.js',
      '/js/script.js',
      'plausible.io/js/script.js',
      'https://',
      'https://user:pass@plausible.io/script.js',
      'https://*.plausible.io/script.js',
      "https://plausible.io';script-src *",
      'https://plausible.io;script-src/x.js',
      'https://a,b.example/x.js',
      'https://localhost/script.js',
      'https://[::1]/script.js',
      'not a url',
      '',
    ]) {
      expect(analyticsOrigin(on(bad)), bad).toBeNull()
    }
  })

  it('gives nothing when analytics is off or not configured', () => {
    expect(analyticsOrigin({ enabled: false, scriptSrc: 'https://plausible.io/js/script.js' })).toBeNull()
    expect(analyticsOrigin({ enabled: true, scriptSrc: null })).toBeNull()
    expect(analyticsOrigin({ enabled: null, scriptSrc: 'https://plausible.io/js/script.js' })).toBeNull()
    expect(analyticsOrigin(null)).toBeNull()
    expect(analyticsOrigin(undefined)).toBeNull()
  })
})

describe('publicCsp', () => {
  const SCRIPT = 'https://stats.example.test/script.js'

  it('allows the analytics origin for scripts and beacons to a visitor who accepted or has not chosen yet', () => {
    for (const consent of [undefined, null, '', 'accepted', 'something-else']) {
      const csp = publicCsp(on(SCRIPT), consent)
      expect(directive(csp, 'script-src'), String(consent)).toBe("'self' 'unsafe-inline' https://stats.example.test")
      expect(directive(csp, 'connect-src')).toBe("'self' https://stats.example.test")
    }
  })

  it('gives a visitor who declined no third-party origin', () => {
    expect(publicCsp(on(SCRIPT), 'declined')).toBe(basePublicCsp)
  })

  it('gives no third-party origin with analytics off or a bad address', () => {
    expect(publicCsp({ enabled: false, scriptSrc: SCRIPT }, undefined)).toBe(basePublicCsp)
    expect(publicCsp(on('http://stats.example.test/script.js'), 'accepted')).toBe(basePublicCsp)
    expect(publicCsp(on('javascript:alert(1)'), 'accepted')).toBe(basePublicCsp)
    expect(publicCsp(null, undefined)).toBe(basePublicCsp)
    expect(basePublicCsp).not.toMatch(/https?:/)
  })

  it('keeps everything else strict whatever the settings', () => {
    const strict = {
      'default-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self'",
      'frame-src': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    }
    for (const csp of [basePublicCsp, publicCsp(on(SCRIPT), undefined)]) {
      for (const [name, value] of Object.entries(strict)) expect(directive(csp, name), name).toBe(value)
      expect(csp).not.toContain('unsafe-eval')
      expect(csp.split('; ')).toHaveLength(11)
    }
  })

  it('leaves the admin policy as it was', () => {
    expect(adminCsp).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'self'",
    )
  })
})

describe('proxy matcher', () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url })

  it('runs on page requests', () => {
    for (const url of [
      '/',
      '/areas/moseley',
      '/book',
      '/cookie-policy',
      '/no-such-page',
      '/?utm_source=x',
      '/apiary',
      '/administration',
    ]) {
      expect(matches(url), url).toBe(true)
    }
  })

  it('skips assets, files, the APIs and the admin', () => {
    for (const url of [
      '/_next/static/chunks/main.js',
      '/_next/image?url=%2Fx.png&w=640&q=75',
      '/api',
      '/api/products',
      '/api/analytics-origin',
      '/api/cms/globals/site-settings',
      '/admin',
      '/admin/collections/products',
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/media/photo.jpg',
    ]) {
      expect(matches(url), url).toBe(false)
    }
  })
})

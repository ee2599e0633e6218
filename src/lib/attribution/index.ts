/**
 * Where a lead came from: the first touch of the visit (landing page, the referring site's host, campaign tags)
 * as the browser saw it, sent with the lead form. Pure functions, used by the browser leaf that records the first
 * touch, by the lead schemas and by the collections' hook that classifies the lead's channel.
 */
export const ATTRIBUTION_FIELDS = ['landingPage', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'] as const
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number]
export type Attribution = Partial<Record<AttributionField, string>>

/** Longest stored campaign tag and landing path; longer values are cut, never refused. */
export const TAG_MAX = 100
export const PATH_MAX = 200

/** How a visit reached the site, as the dashboard groups leads. */
export const CHANNELS = [
  { value: 'campaign', label: 'Campaign' },
  { value: 'search', label: 'Search' },
  { value: 'referral', label: 'Referral' },
  { value: 'direct', label: 'Direct' },
] as const
export type Channel = (typeof CHANNELS)[number]['value']

// Hosts of the search engines UK visitors use; a referrer from one of them is "search".
const SEARCH_ENGINES =
  /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|ask|aol|startpage|qwant|brave)\.[a-z.]+$/

const CONTROL_OR_MARKUP = /[\u0000-\u001F\u007F-\u009F\u2028\u2029<>]/g

/** One line of plain text, trimmed and cut to `max`: what the browser sends and the server accepts. */
export const cleanTag = (value: string | null | undefined, max = TAG_MAX): string | undefined => {
  const cleaned = (value ?? '').replace(CONTROL_OR_MARKUP, '').trim().slice(0, max).trim()
  return cleaned === '' ? undefined : cleaned
}

/** A host name as URLs carry it (lower case letters, digits, dots, hyphens), or undefined. */
export const cleanHost = (value: string | null | undefined): string | undefined => {
  const host = (value ?? '').trim().toLowerCase()
  return /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/.test(host) ? host : undefined
}

/** A site path without its query or fragment (they may carry personal data), or undefined. */
export const cleanPath = (value: string | null | undefined): string | undefined => {
  const path = (value ?? '').split(/[?#]/)[0].trim()
  return /^\/[A-Za-z0-9\-/._~%]*$/.test(path) && path.length <= PATH_MAX ? path : undefined
}

/**
 * The first touch of a visit from the page the visit started on (`href`) and `document.referrer`. A referrer on
 * the site's own host is no referrer (the visit began here); only the referrer's host is kept, never its path.
 */
export function firstTouchOf(href: string, referrer: string): Attribution {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return {}
  }
  let referrerHost: string | undefined
  try {
    const from = referrer ? new URL(referrer) : null
    if (from && (from.protocol === 'http:' || from.protocol === 'https:') && from.host !== url.host) {
      referrerHost = cleanHost(from.hostname)
    }
  } catch {
    referrerHost = undefined
  }
  const out: Attribution = {
    landingPage: cleanPath(url.pathname),
    referrerHost,
    utmSource: cleanTag(url.searchParams.get('utm_source')),
    utmMedium: cleanTag(url.searchParams.get('utm_medium')),
    utmCampaign: cleanTag(url.searchParams.get('utm_campaign')),
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined))
}

/** Campaign when tagged, search when a search engine referred, referral for any other site, else direct. */
export function channelOf(attribution: Attribution): Channel {
  if (attribution.utmSource || attribution.utmCampaign || attribution.utmMedium) return 'campaign'
  const host = attribution.referrerHost
  if (!host) return 'direct'
  return SEARCH_ENGINES.test(host) ? 'search' : 'referral'
}

/** What a campaign's missing tag shows as, the way analytics tools write it. */
export const NOT_SET = '(not set)'

/**
 * A campaign as the owner tells campaigns apart: its tags' source and medium, "google / cpc" (Google Ads),
 * "facebook / paid-social", "leaflet / print"; a tag left off shows as "(not set)". Null when neither tag was given
 * (a campaign known by its name alone). The dashboard groups tags in lower case, so "Google" and "google" are one.
 */
export function sourceMedium(source: string | null | undefined, medium: string | null | undefined): string | null {
  if (!source && !medium) return null
  return `${source || NOT_SET} / ${medium || NOT_SET}`
}

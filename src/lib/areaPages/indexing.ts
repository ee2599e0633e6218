/**
 * Indexing follows substance: an area page is indexed (robots index, listed in sitemap.xml) only when enough of it is
 * its own. The rule, measured on the text an area page shows (see uniqueness.ts):
 *   at least UNIQUENESS_GOALS.minUniqueShare (30%) of the page's 5-word phrases appear on no other area page.
 * or a published local job that is not a demo entry is in the area: a job the business did there is the page's own
 * substance by definition (no other page shows its note), so it lifts the page whatever the measure says.
 * A page below the bar is still served to visitors, with `robots: noindex, follow`, and left out of the sitemap.
 * The decision is computed from the data (dataset, settings, promotion, area overrides, local jobs) whenever the
 * pages are rendered, so an override that gives a page its own text, or a newly published job, lifts it into the
 * index on the next revalidation.
 *
 * areaPageText() is the page's text as AreaPageView renders it, without the local-jobs sections: the measure is
 * taken over the rest of the page, so demo jobs (examples, not substance) never raise a page's figures, and a real
 * job acts through the lift (a unit test renders every page and checks that both give the same decision).
 */
import type { AreaOverrideView } from '@/lib/cms/areaOverrides'
import { BLIND_TYPES, TIME_WINDOWS, WINDOW_COUNTS } from '@/content/leadOptions'
import { testimonialQuote } from '@/lib/testimonials/demoLabel'
import type { LocalFacts } from '@/lib/areas/localFacts'
import { milesText } from '@/lib/areas/geo'
import { AREAS } from '@/lib/areas'
import { landmarkNote } from '@/lib/areas/landmarks'
import { type AreaPageData, type AreaPageInputs, assembleAreaPage, offerFacts } from './areaPage'
import { postcodeRangeText } from '@/lib/areas/postcodes'
import { areaPlaceLine } from '@/lib/areas/regions'
import { measurePages, type PageUniqueness, UNIQUENESS_GOALS } from '@/lib/areas/uniqueness'

/** Why a page is or is not indexed, for the owner's list in /admin. */
export interface AreaIndexing extends PageUniqueness {
  indexable: boolean
  /** One line for the owner, e.g. '18% of its text is its own (needs 30%)' */
  reason: string
  /** Published local jobs in the area that are not demo entries */
  realJobs: number
}

const percent = (x: number) => `${Math.round(x * 100)}%`

/** The rule for one page: its measure, and the count of published real jobs in its area. */
export function decideIndexing(m: PageUniqueness, realJobs = 0, reviews = 0): AreaIndexing {
  const bar = UNIQUENESS_GOALS.minUniqueShare
  const measured = m.uniqueShare >= bar
  // A published verified review of a job fitted there is the same proof as a published local job.
  const indexable = measured || realJobs > 0 || reviews > 0
  const lifts = [
    realJobs ? `${realJobs} published local ${realJobs === 1 ? 'job' : 'jobs'}` : '',
    reviews ? `${reviews} published verified ${reviews === 1 ? 'review' : 'reviews'}` : '',
  ]
    .filter(Boolean)
    .join(' and ')
  const reason = measured
    ? `${percent(m.uniqueShare)} of its text is its own`
    : indexable
      ? `lifted by ${lifts} (the rest of its text: ${percent(m.uniqueShare)} its own)`
      : `too little of its own text: ${percent(m.uniqueShare)} of its phrases are found on no other area page (needs ${percent(bar)}); a published local job or an override with its own text lifts it`
  return { ...m, indexable, reason, realJobs }
}

/** Published jobs per area slug, demo entries left out (they never lift a page). */
export function realJobCounts(jobs: readonly { area: string; demo: boolean }[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const j of jobs) if (!j.demo) out.set(j.area, (out.get(j.area) ?? 0) + 1)
  return out
}

function aboutFacts(data: AreaPageData, facts: LocalFacts): string[] {
  const { area, settings } = data
  const { fromCentre, fromShowroom, neighbours, sharedDistricts, housing, housingNote } = facts
  const out = [
    `About ${area.name}`,
    area.description,
    'Postcodes',
    area.postcodes.join(', '),
    'Where',
    `${areaPlaceLine(area)}${fromCentre ? `, ${milesText(fromCentre.km)} ${fromCentre.direction} of Birmingham city centre` : ', in central Birmingham'}`,
    'Property types',
    area.propertyTypes.length > 0 ? area.propertyTypes.join(', ') : 'All property types',
  ]
  if (area.landmarks.length > 0) {
    out.push('Local landmarks')
    for (const l of area.landmarks) {
      const note = landmarkNote(area.slug, l)
      out.push(note ? `${l}: ${note}` : l)
    }
  }
  out.push(
    'From our showroom',
    `About ${fromShowroom.minutes} minutes by road from ${settings.address.locality} (${milesText(fromShowroom.km)} as the crow flies)`,
  )
  if (!housingNote && housing.length > 0) {
    out.push(`Homes in ${area.name} and the blinds that suit them`, ...housing.map((h) => `${h.type}: ${h.advice}`))
  }
  if (neighbours.length > 0) {
    out.push('Nearby areas we cover')
    for (const n of neighbours) out.push(n.area.name, `${postcodeRangeText(n.area)}, ${milesText(n.km)} ${n.direction}`)
    for (const d of sharedDistricts) {
      const names = d.areas.slice(0, 8).map((a) => a.name)
      out.push(`Also in ${d.code}: ${names.join(', ')}${d.areas.length > 8 ? ' and more' : ''}`)
    }
    out.push('All areas we cover →')
  }
  return out
}

/** The visible text of an area page, section by section, as AreaPageView renders it. */
export function areaPageText(data: AreaPageData): string {
  const { area, text, settings, promotion, images, testimonials, facts } = data
  const hours = settings.leadTimes.responseHours
  const { price, blindCount: count } = offerFacts(promotion, hours)
  const phone = settings.phonePrimary
  const figure = (img: (typeof images.gallery)[number]) => [img.collection, img.description]
  const thumb = (img: (typeof images.gallery)[number]) => [
    img.finish ?? img.collection,
    img.collection,
    img.description,
  ]
  const parts: string[] = [
    // Hero
    'Home',
    'Areas',
    area.name,
    postcodeRangeText(area),
    areaPlaceLine(area),
    text.h1,
    area.description,
    'Book Free Survey',
    `Call ${phone}`,
    price,
    `for ${count} ${count === 1 ? 'fitted blind' : 'fitted blinds'}`,
    'FREE',
    'home survey',
    `${hours}HR`,
    'response time',
    ...(images.featured ? figure(images.featured) : []),
    ...images.thumbnails.flatMap(thumb),
    // Intro and Quick Quote
    `Venetian blinds for ${area.name} homes`,
    ...text.intro,
    'Area offer',
    'Quick Quote',
    `${count} fitted venetian ${count === 1 ? 'blind' : 'blinds'}`,
    price,
    'Free home survey',
    'Included',
    'Professional installation',
    'Included',
    'Total',
    price,
    `${settings.guaranteeYears}-year guarantee on every blind`,
    'Book Free Survey',
    'More windows? We measure first and quote with no obligation.',
    // Benefits, gallery, about
    `Why homeowners in ${area.name} choose us`,
    ...text.benefits,
    ...(images.gallery.length > 0
      ? ['Finishes and rooms', `Finishes we can bring to your home in ${area.name}.`, ...images.gallery.flatMap(figure)]
      : []),
    ...aboutFacts(data, facts),
    // FAQs
    `Questions from ${area.name}`,
    ...text.faqs.flatMap((f) => [f.question, f.answer]),
    // Booking
    `Book your free survey in ${area.name}`,
    `We reply within ${hours} hours to arrange a free, no-obligation visit.`,
    'Prefer to talk?',
    phone,
    'Leave this field empty',
    'Full Name *',
    'Phone Number *',
    'Email (optional)',
    'Property Address *',
    'Preferred Time (optional)',
    ...TIME_WINDOWS.map((o) => o.label),
    'Number of Windows (optional)',
    'Choose…',
    ...WINDOW_COUNTS.map((o) => o.label),
    'Preferred Blind Type (optional)',
    'Choose…',
    ...BLIND_TYPES.map((o) => o.label),
    'Additional Information (optional)',
    'Book My Free Survey',
    'By submitting this form you agree that we may contact you about your enquiry. See our privacy policy.',
  ]
  if (testimonials.length > 0) {
    parts.push('Customer reviews')
    const allDemo = testimonials.every((t) => t.demo)
    if (allDemo) parts.push('Shown as examples until we publish reviews from real customers.')
    for (const t of testimonials) {
      if (t.demo) parts.push('Example testimonial')
      parts.push(`“${testimonialQuote(t)}”`, t.name, `· ${t.location}`)
    }
  }
  const { address } = settings
  parts.push(
    `Ready for new blinds in ${area.name}?`,
    'Call or e-mail us with your postcode.',
    `Showroom: ${address.street}, ${address.locality}, ${address.city} ${address.postcode}`,
    'Fully insured • Family business',
    `Call ${phone}`,
    'Email Us Today',
  )
  return parts.join(' ')
}

/**
 * Whether each visible area page reaches the bar, measured against every other visible area page.
 * `overrides` holds the owner's override of each area that has one; `realJobs` the published real jobs per area.
 */
export function measureAreaIndexing(
  inputs: Omit<AreaPageInputs, 'override' | 'jobs'>,
  overrides: ReadonlyMap<string, AreaOverrideView>,
  realJobs: ReadonlyMap<string, number> = new Map(),
): Map<string, AreaIndexing> {
  const hidden = new Set(inputs.hidden)
  const visible = AREAS.filter((a) => !hidden.has(a.slug))
  const pages = visible.map((area) => ({
    key: area.slug,
    name: area.name,
    text: areaPageText(assembleAreaPage(area, { ...inputs, override: overrides.get(area.slug) ?? null })),
  }))
  return new Map(measurePages(pages).map((m) => [m.key, decideIndexing(m, realJobs.get(m.key))]))
}

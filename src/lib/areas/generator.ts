/**
 * Deterministic text for the area pages: generated once from the data, overridable per area in /admin.
 *
 * Every choice is seeded from a hash of the area slug, so an area always gets the same page. The text is
 * built from the area's own facts (postcode districts, housing, landmarks, distance from the showroom)
 * and the business facts passed in (price, guarantee, response time), never from literals.
 * It generates no reviews and no reviewer names: testimonials come from the CMS.
 */
import { formatPenceShort } from '../format/money'
import { truncateDescription } from '@/lib/format/description'
import { GENERAL_HOUSING_ADVICE, housingAdvice } from './localFacts'
import { housingNoteFor } from './housing'
import { estimateTravelMinutes, haversineKm, kmToMiles, round1 } from './geo'
import { pick, rngFor, shuffleWith } from './hash'
import { postcodeRangeText } from './postcodes'
import type { Area } from '@/content/areaTypes'

export interface GeneratorFacts {
  /** Area offer price in pence, e.g. 15000 → '£150' */
  offerPricePence: number
  /** Blinds included in the area offer, e.g. 2 */
  offerBlindCount: number
  guaranteeYears: number
  brandName: string
  /** Where distances are measured from, e.g. { label: 'Sheldon', ... } */
  showroom: { lat: number; lng: number; label: string }
  /** Promised reply time to an enquiry, in hours */
  responseHours: number
}

export interface AreaContent {
  h1: string
  intro: [string, string, string]
  /** Exactly 6 */
  benefits: string[]
  /** Exactly 4 */
  faqs: { question: string; answer: string }[]
  metaTitle: string
  /** At most 160 characters */
  metaDescription: string
  keywords: string[]
  /** Straight-line distance from the showroom, 1 decimal */
  distanceKm: number
  /** Estimated drive time from the showroom, minutes (multiple of 5, at least 5) */
  travelMinutes: number
}

// ── Variation lists ───────────────────────────────────────────────────────

/**
 * 10 title variations: `${name} Venetian Blinds ${variation} - ${price} | ${brand}`. None says "free": the price
 * after it would read as the price of the free thing ("Free Measuring - £150").
 */
export const TITLE_VARIATIONS = [
  'Made to Measure',
  'Fitted Locally',
  'Supplied & Fitted',
  'Measured & Fitted',
  'Wood & Faux Wood',
  'Surveyed at Home',
  'Measured at Home',
  'Expert Fitting',
  'Custom Made',
  'Local Fitters',
] as const

/** 10 value propositions (meta description and benefits). */
export const VALUE_PROPOSITIONS = [
  'Wooden and faux wood blinds, measured and fitted by our own team',
  'Real basswood and moisture-resistant faux wood, made to fit',
  'Measured in your home and made to fit each window',
  'Made-to-measure blinds with professional fitting included',
  'Blinds for bay windows, kitchens, bathrooms and living rooms',
  'Child-safe options for family homes in wood and faux wood',
  'Basswood with 50mm slats, or faux wood that wipes clean',
  'Electric operation and decorative tapes available',
  'Local fitting with a free, no-obligation quote',
  'Wood for living rooms, faux wood for kitchens and bathrooms',
] as const

/** 5 opening lines; {name} is the area name. */
export const OPENING_LINES = [
  'Looking for new venetian blinds in {name}?',
  'If the windows in your {name} home need new blinds, we can help.',
  'We measure, make and fit venetian blinds for homes across {name}.',
  'Homes in {name} come in all shapes and sizes, and so do their windows.',
  'Wooden and faux wood venetian blinds suit almost every kind of home in {name}.',
] as const

/** 5 calls to action. */
export const CALLS_TO_ACTION = [
  'Book a free measuring visit and we will bring samples to your home.',
  'Call us or book online for a free, no-obligation home survey.',
  'Ask for a free measure and quote, with no obligation to buy.',
  'Book your free survey and see the finishes in your own light.',
  'Tell us about your windows and we will arrange a free home visit.',
] as const

const H1_PATTERNS = [
  'Venetian Blinds in {name}',
  'Made-to-Measure Venetian Blinds in {name}',
  'Wooden and Faux Wood Venetian Blinds in {name}',
  '{name} Venetian Blinds, Measured and Fitted',
] as const

/** The base title (name + 'Venetian Blinds' + variation) keeps its variation only up to this length. */
export const META_TITLE_BASE_MAX = 45

// ── Public helpers ────────────────────────────────────────────────────────

/** The area pages' meta description is cut by the site-wide rule (re-exported for the generator's tests). */
export { truncateDescription }

/**
 * `${name} Venetian Blinds ${variation} - ${price} | ${brand}`; when the base title
 * `${name} Venetian Blinds ${variation}` is longer than 45 characters the variation is dropped.
 */
export function buildMetaTitle(areaName: string, variation: string, priceText: string, brandName: string): string {
  const plain = `${areaName} Venetian Blinds`
  const v = variation.trim()
  const base = v ? `${plain} ${v}` : plain
  const head = base.length > META_TITLE_BASE_MAX ? plain : base
  return `${head} - ${priceText} | ${brandName}`
}

/** Fisher-Yates shuffle seeded by a string: the same seed always gives the same order. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  return shuffleWith(items, rngFor(`shuffle:${seed}`))
}

/** Gallery images for an area page: a shuffle seeded by the slug, `count` of them (6 by default). */
export function selectGallery<T>(images: readonly T[], slug: string, count = 6): T[] {
  const n = Math.max(0, Math.floor(count))
  return seededShuffle(images, `gallery:${slug}`).slice(0, n)
}

// ── Text helpers ──────────────────────────────────────────────────────────

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

function numberWord(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < NUMBER_WORDS.length ? NUMBER_WORDS[n] : String(n)
}

/** 'a', 'a and b', 'a, b and c' */
function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const fill = (template: string, name: string) => template.replaceAll('{name}', name)

/** Landmark names that read naturally with 'the' in running text ('the Clent Hills', 'the Bullring'). */
const NEEDS_THE =
  /^River |\b(Canal|Hills|Locks|Tunnel|Viaduct|Flyover|Interchange|Museum|Gallery|Centre|Shopping Park|Factory|Inn|Arms|Head|stocks|statue|ruins|Clock|Carillon|Memorial|Rooms|Grounds|Cone|Works|Council House|Nature Reserve)\b| (of|at) |^(Bullring|High Street|Guild Hall|SnowDome)$/i

/** 'Clent Hills' → 'the Clent Hills'; 'Sutton Park' and 'The Belfry' unchanged. */
export function landmarkInSentence(landmark: string): string {
  if (/^the /i.test(landmark)) return landmark
  return NEEDS_THE.test(landmark) ? `the ${landmark}` : landmark
}

function distanceText(km: number): string {
  const miles = kmToMiles(km)
  if (miles < 0.75) return 'less than a mile'
  if (miles < 1.5) return 'about a mile'
  return `about ${Math.round(miles)} miles`
}

/** 'B13' → 'the B13 postcode district'; several → 'the B72-B76 postcode districts' */
function districtPhrase(area: Area): string {
  return `the ${postcodeRangeText(area)} postcode ${area.postcodes.length > 1 ? 'districts' : 'district'}`
}

// ── Generator ─────────────────────────────────────────────────────────────

/**
 * The generated text of one area page. `neighbours` are the nearest visible areas, nearest first
 * (the page links them); without them the text names none.
 */
export function generateAreaContent(
  area: Area,
  facts: GeneratorFacts,
  neighbours: readonly Pick<Area, 'name' | 'postcodes'>[] = [],
): AreaContent {
  const { name, slug } = area
  const price = formatPenceShort(facts.offerPricePence)
  const count = facts.offerBlindCount
  const countWord = numberWord(count)
  const blinds = count === 1 ? 'blind' : 'blinds'
  const years = facts.guaranteeYears
  const hours = facts.responseHours
  const showroom = facts.showroom.label
  const range = postcodeRangeText(area)
  const districts = districtPhrase(area)

  const exactKm = haversineKm(facts.showroom, area)
  const distanceKm = round1(exactKm)
  const travelMinutes = estimateTravelMinutes(exactKm)
  const away = distanceText(exactKm)
  const noTravelCharge = travelMinutes <= 30
  const propertyTypes = area.propertyTypes.length > 0 ? area.propertyTypes : ['all property types']
  const housing = joinList(propertyTypes.slice(0, 3))
  const typeAdvice = housingAdvice(area.propertyTypes)[0]?.advice ?? GENERAL_HOUSING_ADVICE
  const note = housingNoteFor(slug)

  // Seeded choices: one PRNG stream per field so adding a field never reshuffles the others.
  const variation = pick(TITLE_VARIATIONS, rngFor(`${slug}:title`))
  const valueProp = pick(VALUE_PROPOSITIONS, rngFor(`${slug}:value`))
  const opening = fill(pick(OPENING_LINES, rngFor(`${slug}:opening`)), name)
  const cta = pick(CALLS_TO_ACTION, rngFor(`${slug}:cta`))
  const h1 = fill(pick(H1_PATTERNS, rngFor(`${slug}:h1`)), name)

  // Intro, paragraph 1: the place's landmarks and homes (from the dataset). Where it lies is in the hero and About.
  const landmarksPart =
    area.landmarks.length > 0 ? `Local landmarks include ${joinList(area.landmarks.map(landmarkInSentence))}, and` : ''
  const p1 = `${opening} ${landmarksPart ? `${landmarksPart} typical` : 'Typical'} homes in ${districts} include ${housing}.`

  // Paragraph 2: distance, the neighbouring areas we also cover, and response.
  const near = exactKm < 1.6
  const distanceSentence = near
    ? `Our ${showroom} showroom is on your doorstep, around ${travelMinutes} minutes by road.`
    : `Our ${showroom} showroom is ${away} from ${name}, around ${travelMinutes} minutes by road.`
  const around = neighbours.slice(0, 3).map((n) => n.name)
  // Neighbouring areas with their postcode districts: 'Sparkbrook (B11-B12), Tyseley (B11) and Moseley (B13)'.
  const coverage = joinList(neighbours.slice(0, 4).map((n) => `${n.name} (${postcodeRangeText(n)})`))
  const p2 = [
    distanceSentence,
    noTravelCharge ? 'There is no travel charge for a home visit.' : null,
    around.length > 0
      ? `We also measure and fit in neighbouring ${joinList(around)}.`
      : `We reply to every enquiry within ${hours} hours.`,
  ]
    .filter(Boolean)
    .join(' ')

  // Paragraph 3: advice for the local housing, the offer and a call to action.
  const p3 = `${note ?? typeAdvice} ${cta}`

  // Benefits: the survey and guarantee, this area's own facts, then seeded general lines up to 6, in a seeded order.
  // (The offer itself is in the hero highlights, the Quick Quote and the FAQs.)
  const local = [
    `Free home survey anywhere in ${range}`,
    `${years}-year guarantee on every blind we fit`,
    `About ${travelMinutes} minutes from our ${showroom} showroom${noTravelCharge ? ', with no travel charge' : ''}`,
    `Made to fit ${joinList(propertyTypes.slice(0, 2))}`,
    ...(around.length > 1 ? [`Also fitting in neighbouring ${joinList(around.slice(0, 2))}`] : []),
  ]
  const general = [
    'Real basswood and faux wood samples brought to your home',
    'Bay windows measured section by section',
    'Child-safe options for family homes',
    'Faux wood that copes with steam in kitchens and bathrooms',
  ]
  const benefits = shuffleWith(
    [...local, ...shuffleWith(general, rngFor(`${slug}:benefit-pick`)).slice(0, 6 - local.length)],
    rngFor(`${slug}:benefit-order`),
  )

  // FAQs: three about this area, one seeded from a general pool.
  const ptQuestion = propertyTypes[0].toLowerCase().startsWith('all ')
    ? `homes in ${name}`
    : `${propertyTypes[0]} in ${name}`
  const faqs: { question: string; answer: string }[] = [
    {
      question: `Do you fit venetian blinds in ${name}?`,
      answer: `Yes: the whole of ${districts}${coverage ? `, and around it ${coverage}` : ''}.`,
    },
    {
      question: `How much do venetian blinds cost in ${name}?`,
      answer: `Our area offer is ${countWord} made-to-measure venetian ${blinds} fitted for ${price}, survey included. Other windows are quoted free after we measure.`,
    },
    {
      question: `Which blinds suit ${ptQuestion}?`,
      answer: `${note ? '' : `${typeAdvice} `}Basswood suits living rooms and bedrooms; faux wood copes with steam in kitchens and bathrooms.`,
    },
    pick(
      [
        {
          question: `How soon can you measure in ${name}?`,
          answer: `We reply to every enquiry within ${hours} hours and arrange a free home visit at a time that suits you.`,
        },
        {
          question: 'Is there a guarantee?',
          answer: `Yes. Every blind we supply and fit comes with a ${years}-year guarantee.`,
        },
        {
          question: 'Can you fit venetian blinds in a bay window?',
          answer: 'Yes. We measure each section of the bay separately so the blinds meet neatly at the angles.',
        },
        {
          question: 'How long does fitting take?',
          answer: 'A standard room usually takes an hour or two; bay windows and whole-house orders take longer.',
        },
        {
          question: 'Do I need to visit the showroom?',
          answer: `No. We bring samples of every finish to your home in ${name}, but you are welcome to visit our ${showroom} showroom.`,
        },
      ],
      rngFor(`${slug}:faq`),
    ),
  ]

  const metaTitle = buildMetaTitle(name, variation, price, facts.brandName)
  const metaDescription = truncateDescription(
    `${name} (${range}): ${countWord} fitted venetian ${blinds} for ${price} with a free home survey and ${years}-year guarantee. ${valueProp}.`,
  )

  const lower = name.toLowerCase()
  const keywords = [
    ...new Set([
      `venetian blinds ${lower}`,
      `wooden venetian blinds ${lower}`,
      `faux wood blinds ${lower}`,
      `made to measure blinds ${lower}`,
      `blind fitters ${lower}`,
      ...area.postcodes.map((pc) => `venetian blinds ${pc.toUpperCase()}`),
    ]),
  ]

  return {
    h1,
    intro: [p1, p2, p3],
    benefits,
    faqs,
    metaTitle,
    metaDescription,
    keywords,
    distanceKm,
    travelMinutes,
  }
}

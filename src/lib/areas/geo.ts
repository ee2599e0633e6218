/** Straight-line distances and rough drive times from the showroom to an area. */

export interface LatLng {
  lat: number
  lng: number
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle (haversine) distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Roads are longer than the straight line: a typical factor for a city road network. */
export const ROAD_FACTOR = 1.3
/** Average speed in town (km/h), used for the first URBAN_KM of road. */
export const URBAN_SPEED_KMH = 28
/** Road kilometres driven at the urban speed before main roads and motorways take over. */
export const URBAN_KM = 10
/** Average speed beyond the first URBAN_KM (ring roads, dual carriageways, motorways). */
export const OUT_OF_TOWN_SPEED_KMH = 50
export const MIN_TRAVEL_MINUTES = 5

/**
 * Estimated drive time in minutes for a straight-line distance: road distance = straight × ROAD_FACTOR,
 * the first URBAN_KM at URBAN_SPEED_KMH, the rest at OUT_OF_TOWN_SPEED_KMH; rounded to the nearest
 * 5 minutes, never below MIN_TRAVEL_MINUTES. An estimate for page text, not a promise.
 */
export function estimateTravelMinutes(straightKm: number): number {
  const roadKm = Math.max(0, straightKm) * ROAD_FACTOR
  const urban = Math.min(roadKm, URBAN_KM)
  const rest = roadKm - urban
  const minutes = (urban / URBAN_SPEED_KMH) * 60 + (rest / OUT_OF_TOWN_SPEED_KMH) * 60
  return Math.max(MIN_TRAVEL_MINUTES, Math.round(minutes / 5) * 5)
}

/** Kilometres to miles. */
export function kmToMiles(km: number): number {
  return km / 1.609344
}

/** Rounds to one decimal place. */
export function round1(n: number): number {
  return Math.round(n * 10) / 10
}

/** Initial compass bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearingDegrees(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const y = Math.sin((b.lng - a.lng) * rad) * Math.cos(b.lat * rad)
  const x =
    Math.cos(a.lat * rad) * Math.sin(b.lat * rad) -
    Math.sin(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lng - a.lng) * rad)
  return (((Math.atan2(y, x) / rad) % 360) + 360) % 360
}

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const
export type CompassPoint = (typeof COMPASS)[number]

/** The 8-point compass direction of a bearing: 0 → 'north', 135 → 'south-east'. */
export function compassPoint(bearing: number): CompassPoint {
  return COMPASS[Math.round((((bearing % 360) + 360) % 360) / 45) % 8]
}

/** Miles with one decimal: 1.26 km → 0.8. */
export function milesText(km: number): string {
  return `${round1(kmToMiles(km)).toFixed(1)} miles`
}

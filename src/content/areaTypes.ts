/**
 * Local area pages: real Birmingham neighbourhoods and nearby towns, with their real postcode districts.
 */

/** An area's compass group (its `type`), used on the area index. */
export type AreaType = 'north' | 'central' | 'east' | 'south' | 'west'

/** Home page region tabs: the five compass groups plus Solihull borough. */
export type HomeRegion = AreaType | 'solihull'

/** Shown as the 'area type badge' on area cards. */
export type AreaKind = 'Neighbourhood' | 'Suburb' | 'Town' | 'City' | 'Village' | 'City centre'

export interface Area {
  /** URL-safe, lowercase-hyphen, unique: /areas/{slug} */
  slug: string
  name: string
  type: AreaType
  /** 'solihull' for areas in Solihull borough, otherwise equal to type */
  region: HomeRegion
  kind: AreaKind
  /** One or two factual sentences about the place */
  description: string
  /** Postcode districts (outward codes), e.g. ['B13'] */
  postcodes: string[]
  /** 2-4 typical housing types */
  propertyTypes: string[]
  /** 1-4 real landmarks */
  landmarks: string[]
  lat: number
  lng: number
}

export const AREA_TYPES: readonly AreaType[] = ['central', 'north', 'east', 'south', 'west']
export const HOME_REGIONS: readonly HomeRegion[] = ['north', 'central', 'east', 'south', 'west', 'solihull']

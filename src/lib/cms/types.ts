/** View models the public pages render: plain data, independent of Payload's document shapes. */
export interface ImageView {
  url: string
  alt: string
  width: number
  height: number
}

export interface ProductView {
  id: number | string
  slug: string
  name: string
  type: 'wooden' | 'faux-wood'
  description: string
  /** pence */
  startingPrice: number
  /** pence */
  highPrice: number | null
  features: string[]
  finishes: { name: string; hex: string; image: ImageView | null }[]
  image: ImageView | null
}

export interface TestimonialView {
  id: number | string
  quote: string
  name: string
  location: string
  area: string | null
  rating: number
  demo: boolean
}

export interface FaqView {
  id: number | string
  question: string
  answer: string
  topic: string
}

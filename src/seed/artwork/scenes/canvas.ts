/** The drawing every room scene shares: its size in drawing units, the options it is drawn with, its output. */
export const DW = 1600
export const DH = 1200

export interface Ctx {
  colour: string
  grain: number
  tilt: number
  ladder: 'string' | 'tape'
  variant: 0 | 1
}

export interface Out {
  defs: string
  body: string
}

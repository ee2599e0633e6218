import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { checkImage } from '@/lib/images/checkImage'
import { sniffImage } from '@/lib/images/sniffImage'
import { UPLOAD_MAX_BYTES } from '@/lib/images/uploadLimits'
import { blankPng, heicWithoutDecoder, notAnImage, pngBomb, svgWithScript } from '../support/images'

const made = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#468' } })
    .toFormat(format)
    .toBuffer()

describe('sniffImage', () => {
  it('tells JPEG, PNG, WebP and HEIC from their first bytes', async () => {
    expect(sniffImage(await made('jpeg'))).toBe('jpeg')
    expect(sniffImage(await made('png'))).toBe('png')
    expect(sniffImage(await made('webp'))).toBe('webp')
    expect(sniffImage(heicWithoutDecoder())).toBe('heic')
  })

  it('knows nothing else, whatever it would be declared as', () => {
    expect(sniffImage(svgWithScript())).toBeNull()
    expect(sniffImage(notAnImage())).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull()
  })
})

describe('checkImage', () => {
  it('takes a small photo with its real type and size', async () => {
    expect(await checkImage(await made('webp'))).toMatchObject({
      ok: true,
      mimetype: 'image/webp',
      width: 8,
      height: 6,
    })
  })

  it('refuses from the header an image declaring more pixels than the limit', async () => {
    expect(await checkImage(pngBomb())).toMatchObject({ ok: false, status: 413 })
    expect(await checkImage(blankPng(7000, 7000))).toMatchObject({ ok: true })
    expect(await checkImage(blankPng(7000, 7200))).toMatchObject({ ok: false, status: 413 })
  })

  it('refuses a file over the size limit before reading its type', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1)
    big.set([0xff, 0xd8, 0xff])
    expect(await checkImage(big)).toMatchObject({ ok: false, status: 413, message: expect.stringMatching(/15 MB/) })
  })

  it('refuses a damaged photo and an unreadable HEIC with what to do', async () => {
    const damaged = (await made('jpeg')).subarray(0, 12)
    expect(await checkImage(damaged)).toMatchObject({
      ok: false,
      status: 415,
      message: expect.stringMatching(/damaged/),
    })
    expect(await checkImage(heicWithoutDecoder())).toMatchObject({
      ok: false,
      status: 415,
      message: expect.stringMatching(/Settings → Camera → Formats/),
    })
  })
})

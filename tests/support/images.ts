import { deflateSync } from 'node:zlib'

/**
 * Hostile uploads built byte by byte, so no test needs sharp to make (and so decode) them: a PNG is valid to the
 * last checksum, whatever size its header declares.
 */

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A real black-and-white PNG of `width` × `height` pixels, every one white: 1 bit a pixel, so its rows deflate to
 * almost nothing (16000 × 16000 is 31 KB on the wire and 1 GB in memory once decoded to RGBA).
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  const row = 1 + Math.ceil(width / 8)
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A decompression bomb: a tiny PNG declaring 16000 × 16000 pixels. */
export const pngBomb = () => blankPng(16000, 16000)

/** An SVG with a script, as someone would send it declared as image/png. */
export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">' +
      '<script>alert(document.cookie)</script><rect width="40" height="30" fill="#468"/></svg>',
  )

/** Not an image at all: a PDF's first bytes. */
export const notAnImage = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')

/** An iPhone photo's container (ftyp heic) around HEVC data the installed sharp has no decoder for. */
export const heicWithoutDecoder = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic', 'ascii'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'ascii'),
    Buffer.alloc(2048, 7),
  ])

/**
 * A multipart form with one file of `fileSize` bytes (a JPEG's first bytes, then filler), made as it is read and
 * counting what was read: a route that refuses it while it streams reads far less than all of it. Sent without a
 * Content-Length, as a client that hides the size would.
 */
export function streamedUpload(
  fields: Record<string, string>,
  fileSize: number,
): { body: ReadableStream<Uint8Array>; contentType: string; read: () => number } {
  const boundary = `----upload${Date.now().toString(36)}`
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="IMG_0001.JPG"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = 64 * 1024
  let sent = 0
  let stage: 'head' | 'file' | 'tail' | 'done' = 'head'
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 'head') {
        stage = 'file'
        sent += head.length
        return controller.enqueue(new Uint8Array(head))
      }
      if (stage === 'file') {
        const fileSent = sent - head.length
        if (fileSent >= fileSize) {
          stage = 'tail'
        } else {
          const next = new Uint8Array(Math.min(chunk, fileSize - fileSent)).fill(0x41)
          if (fileSent === 0) next.set([0xff, 0xd8, 0xff, 0xe0])
          sent += next.length
          return controller.enqueue(next)
        }
      }
      if (stage === 'tail') {
        stage = 'done'
        sent += tail.length
        return controller.enqueue(new Uint8Array(tail))
      }
      controller.close()
    },
  })
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, read: () => sent }
}

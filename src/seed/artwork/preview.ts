/**
 * Writes every artwork image as PNG to a folder for a look:
 *   npx tsx src/seed/artwork/preview.ts /tmp/art [filter]
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { ARTWORK } from './catalogue'

async function main() {
  const dir = process.argv[2] ?? '/tmp/artwork-preview'
  const filter = process.argv[3]
  await mkdir(dir, { recursive: true })
  const specs = ARTWORK.filter((s) => !filter || s.key.includes(filter))
  const started = Date.now()
  for (const spec of specs) {
    const t = Date.now()
    const png = await sharp(Buffer.from(spec.svg())).resize(spec.width, spec.height, { fit: 'cover' }).png().toBuffer()
    const file = path.join(dir, spec.filename.replace(/\.webp$/, '.png'))
    await writeFile(file, png)
    console.log(`${file}  ${spec.width}x${spec.height}  ${Date.now() - t} ms`)
  }
  console.log(`${specs.length} images in ${Date.now() - started} ms`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})

/** `npm run icons`: writes the icon sprite (public/icons.svg) and its versioned address from src/components/icons/names.ts. */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ROOT } from '../lib/local-env'
import { iconSprite, spriteUrlModule } from './lib/icon-sprite'

const sprite = iconSprite()
mkdirSync(path.join(ROOT, 'public'), { recursive: true })
writeFileSync(path.join(ROOT, 'public/icons.svg'), sprite)
writeFileSync(path.join(ROOT, 'src/components/icons/sprite-url.ts'), spriteUrlModule(sprite))
console.log(`public/icons.svg: ${sprite.length} bytes`)

import { createHash } from 'node:crypto'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as lucide from 'lucide-react'

import { ICON_NAMES, symbolId } from '../../../src/components/icons/names'

/** Lucide's drawing style, on each symbol so the <svg> that uses it needn't repeat it (colour: the text's). */
const STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

/** The sprite of every icon the site draws, one <symbol> each, drawn by lucide-react. */
export function iconSprite(): string {
  const symbols = ICON_NAMES.map((name) => {
    const markup = renderToStaticMarkup(createElement(lucide[name]))
    const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
    return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24" ${STROKE}>${inner}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

/** The module the icons read their sprite's address from; the version changes with the sprite, for long caching. */
export function spriteUrlModule(sprite: string): string {
  const version = createHash('sha256').update(sprite).digest('hex').slice(0, 10)
  return `// Made by \`npm run icons\` with public/icons.svg; the version changes whenever the sprite does.\nexport const ICON_SPRITE_URL = '/icons.svg?v=${version}'\n`
}

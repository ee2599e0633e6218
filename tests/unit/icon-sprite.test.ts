import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import * as icons from '../../src/components/icons'
import { ICON_NAMES, symbolId } from '../../src/components/icons/names'
import { ICON_SPRITE_URL } from '../../src/components/icons/sprite-url'
import { iconSprite, spriteUrlModule } from '../../scripts/tools/lib/icon-sprite'

const ROOT = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

describe('the icon sprite', () => {
  it('is the one `npm run icons` makes from the list of names, with the address of that version', () => {
    const sprite = iconSprite()
    expect(read('public/icons.svg'), 'public/icons.svg is stale: run `npm run icons`').toBe(sprite)
    expect(read('src/components/icons/sprite-url.ts'), 'sprite-url.ts is stale: run `npm run icons`').toBe(
      spriteUrlModule(sprite),
    )
  })

  it('holds a drawing for every icon the site exports, and every icon it holds is exported', () => {
    const sprite = read('public/icons.svg')
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual(ICON_NAMES.map(symbolId))
    expect(Object.keys(icons).sort()).toEqual([...ICON_NAMES].sort())
    for (const id of ids)
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${id}"[^>]*>(<(path|circle|line|rect|polyline|polygon|ellipse)\\b)`),
      )
  })

  it('names symbols in kebab case, numbers included', () => {
    expect(symbolId('CheckCircle2')).toBe('check-circle-2')
    expect(symbolId('RulerDimensionLine')).toBe('ruler-dimension-line')
    expect(symbolId('X')).toBe('x')
  })

  it('versions the address with the content, so a changed sprite is fetched again', () => {
    expect(ICON_SPRITE_URL).toMatch(/^\/icons\.svg\?v=[0-9a-f]{10}$/)
    expect(spriteUrlModule('<svg>a</svg>')).not.toBe(spriteUrlModule('<svg>b</svg>'))
  })
})

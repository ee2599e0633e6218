import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

describe('src/lib', () => {
  it('holds folders only: each module lives in its feature or the platform (docs/architecture.md)', () => {
    const lib = path.resolve(__dirname, '../../src/lib')
    const loose = readdirSync(lib, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
    expect(loose).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'

import { countCasts } from '../../scripts/tools/lib/count-casts'

// `npm run count:casts` counts type assertions from the compiler's syntax tree, not from the text.
describe('countCasts', () => {
  it('counts `as T` and leaves `as const` out', () => {
    const count = countCasts('const a = JSON.parse("1") as number\nconst b = [1, 2] as const\nexport { a, b }\n')
    expect(count).toMatchObject({ casts: 1, asNever: 0, doubleCasts: 0 })
  })

  it('counts `as never` apart as well as among the casts', () => {
    const count = countCasts('declare function f(x: string): void\nf(1 as never)\nf("a" as string)\n')
    expect(count).toMatchObject({ casts: 2, asNever: 1, doubleCasts: 0 })
  })

  it('counts a double cast through unknown or any once as double, each assertion as a cast', () => {
    expect(countCasts('const a = "1" as unknown as number\n')).toMatchObject({ casts: 2, doubleCasts: 1 })
    expect(countCasts('const a = ("1" as any) as number\n')).toMatchObject({ casts: 2, doubleCasts: 1 })
    // A cast of a cast through a real type is two casts, not a double cast.
    expect(countCasts('const a = (b as Date) as object\n')).toMatchObject({ casts: 2, doubleCasts: 0 })
  })

  it('counts the angle-bracket form `<T>x`', () => {
    const count = countCasts('const a = <number>JSON.parse("1")\nconst b = <never>a\nconst c = <const>["x"]\n')
    expect(count).toMatchObject({ casts: 2, asNever: 1 })
  })

  it('reads JSX in .tsx files, where `<T>` is an element', () => {
    const count = countCasts('export const A = () => <div>{(1 as number).toFixed()} as never</div>\n', 'a.tsx')
    expect(count).toMatchObject({ casts: 1, asNever: 0 })
  })

  it('does not count `as` in strings, templates and comments', () => {
    const text = [
      '// x as never, y as unknown as T',
      '/* <number>z */',
      'const a = "b as never"',
      'const c = `d as unknown as ${a}`',
      "const e = 'f as string'",
      '',
    ].join('\n')
    expect(countCasts(text)).toMatchObject({ casts: 0, asNever: 0, doubleCasts: 0 })
  })

  it('counts every line and the lines with code apart', () => {
    const count = countCasts('// a comment\n\nconst a = 1\n/*\n * more\n */\nconst b = `x\ny`\n')
    expect(count).toMatchObject({ lines: 8, codeLines: 3 })
  })
})

import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The ESLint rules of our own that `npm run lint` runs on src/, checked on small sources linted as files of src/lib.
const root = resolve(__dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function lint(code: string, file = 'src/lib/example.ts') {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) })
  return result.messages
}

async function ruleIds(code: string, file = 'src/lib/example.ts'): Promise<string[]> {
  return (await lint(code, file)).map((m) => m.ruleId ?? 'parse error')
}

describe('the ESLint rules of npm run lint', { timeout: 60_000 }, () => {
  it('pass a single cast from the type a value has', async () => {
    expect(await ruleIds('const size = JSON.parse("1") as number\nexport { size }\n')).toEqual([])
  })

  it('fail on a double cast through unknown', async () => {
    const ids = await ruleIds('const size = "1" as unknown as number\nexport { size }\n')
    expect(ids).toEqual(['no-restricted-syntax'])
  })

  it('fail on a double cast through any, in a component too', async () => {
    const ids = await ruleIds(
      '// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport const size = ("1" as any) as number\n',
      'src/components/Example.tsx',
    )
    expect(ids).toEqual(['no-restricted-syntax'])
  })

  it('fail on the fixture’s double cast, with the message that says what to do instead', async () => {
    const fixture = readFileSync(resolve(root, 'tests/unit/fixtures/double-cast.ts'), 'utf8')
    const messages = await lint(fixture)
    expect(messages.map((m) => [m.ruleId, m.message])).toEqual([
      [
        'no-restricted-syntax',
        'No double cast through unknown or any: narrow with a check or cast once from the real type.',
      ],
    ])
  })

  it('fail on `as never` and `<never>x`, and pass `as const`', async () => {
    const messages = await lint(
      'declare const f: (n: number) => void\nf("1" as never)\nf(<never>"2")\nexport const a = [1] as const\n',
    )
    expect(messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['no-restricted-syntax', 2],
      ['no-restricted-syntax', 3],
    ])
    expect(messages[0].message).toMatch(/^No `as never`/)
  })
})

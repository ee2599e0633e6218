import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The ESLint rules of our own that `npm run lint` runs on src/, checked on small sources linted as files of src/lib.
const root = resolve(__dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function ruleIds(code: string, file = 'src/lib/example.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) })
  return result.messages.map((m) => m.ruleId ?? 'parse error')
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
})

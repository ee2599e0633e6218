import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// The import rules `npm run lint` runs, checked on a tiny project laid out like this one.
const root = resolve(__dirname, '../..')
const dirs: string[] = []

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dep-rules-'))
  dirs.push(dir)
  const all = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'], '@payload-config': ['./payload.config.ts'] } },
    }),
    'payload.config.ts': "import { hook } from '@/hooks/hook'\nexport default { hook }\n",
    'src/app/route.ts': "import config from '@payload-config'\nexport const GET = () => config\n",
    'src/components/Card.tsx': "import { a } from '@/lib/a'\nexport const Card = () => a\n",
    'src/hooks/hook.ts': "import { a } from '@/lib/a'\nexport const hook = () => a\n",
    'src/lib/a.ts': "import { b } from './b'\nexport const a = b\nexport type A = string\n",
    'src/lib/b.ts': 'export const b = 1\n',
    'src/lib/cms/payload.ts': "import config from '@payload-config'\nexport const client = () => config\n",
    'src/lib/cms/getters.ts': "import { client } from './payload'\nexport const getSettings = () => client()\n",
    'src/content/settings.ts': "export const SETTINGS = { phone: '' }\n",
    'src/lib/platform/env.ts': "import { SETTINGS } from '@/content/settings'\nexport const env = SETTINGS\n",
    'src/lib/format/money.ts': 'export const pounds = (pence: number) => pence / 100\n',
    'src/lib/booking/book.ts': "import { env } from '@/lib/platform/env'\nexport const book = () => env\n",
    'src/lib/booking/slots.ts': 'export const slots: string[] = []\n',
    'src/lib/leads/options.ts': 'export const OPTIONS: string[] = []\n',
    'src/lib/orders/lines/totals.ts': 'export const total = 0\n',
    'src/lib/orders/money/figures.ts': "import { total } from '../lines/totals'\nexport const deposit = total\n",
    'src/lib/orders/index.ts': "export { total } from './lines/totals'\nexport { deposit } from './money/figures'\n",
    'src/lib/leads/submit.ts':
      "import { book } from '@/lib/booking/book'\nimport { getSettings } from '@/lib/cms/getters'\n" +
      "import { pounds } from '@/lib/format/money'\nimport { deposit } from '@/lib/orders'\n" +
      'export const submit = [book, getSettings, pounds, deposit]\n',
    'scripts/lib/env.ts': 'export const ROOT = "."\n',
    'scripts/start.ts': "import { ROOT } from './lib/env'\nexport const start = ROOT\n",
    'scripts/tools/lib/report.ts': 'export const report = () => 0\n',
    'scripts/tools/test.ts':
      "import { ROOT } from '../lib/env'\nimport { report } from './lib/report'\nexport const t = [ROOT, report]\n",
    ...files,
  }
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

function violations(dir: string): { status: number | null; rules: string[] } {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config',
      join(root, '.dependency-cruiser.cjs'),
      'src',
      'payload.config.ts',
      'scripts',
    ],
    { cwd: dir, encoding: 'utf8' },
  )
  // The lint's own report: one `error <rule>: <from> → …` per violation, and a non-zero exit when there is one.
  const rules = [...run.stdout.matchAll(/^\s*error ([a-z-]+):/gm)].map((m) => m[1])
  return { status: run.status, rules: [...new Set(rules)].sort() }
}

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

// Each case runs the checker's CLI (about 3 s, more on a busy machine).
describe('the dependency rules of npm run lint', { timeout: 60_000 }, () => {
  it('pass imports that point one way', () => {
    expect(violations(project({}))).toEqual({ status: 0, rules: [] })
  })

  it('fail on a circle, even one made of a type import', () => {
    const result = violations(project({ 'src/lib/b.ts': "import type { A } from './a'\nexport const b: A = ''\n" }))
    expect(result.status).not.toBe(0)
    expect(result.rules).toEqual(['no-circular'])
  })

  it('fail when src/lib imports a component, hook or collection', () => {
    const result = violations(project({ 'src/lib/b.ts': "export { hook as b } from '@/hooks/hook'\n" }))
    expect(result.status).not.toBe(0)
    expect(result.rules).toContain('lib-at-the-bottom')
  })

  it('fail when src/lib imports an access rule or a shared field', () => {
    for (const layer of ['access', 'fields']) {
      const result = violations(
        project({
          [`src/${layer}/rule.ts`]: 'export const rule = () => true\n',
          'src/lib/b.ts': `export { rule as b } from '@/${layer}/rule'\n`,
        }),
      )
      expect(result.status).not.toBe(0)
      expect(result.rules).toContain('lib-at-the-bottom')
    }
  })

  it('fail when a hook imports the Payload config instead of taking req.payload', () => {
    const result = violations(
      project({ 'src/hooks/hook.ts': "import config from '@payload-config'\nexport const hook = () => config\n" }),
    )
    expect(result.status).not.toBe(0)
    expect(result.rules).toContain('config-from-the-top-only')
  })

  it('fail when a hook reaches the Payload client through a cached getter', () => {
    const result = violations(
      project({
        'src/hooks/hook.ts': "import { getSettings } from '@/lib/cms/getters'\nexport const hook = getSettings\n",
      }),
    )
    expect(result.status).not.toBe(0)
    expect(result.rules).toContain('hooks-take-payload-from-req')
  })

  it('fail when a runtime script imports a developer tool', () => {
    const result = violations(
      project({ 'scripts/lib/env.ts': "export { report as ROOT } from '../tools/lib/report'\n" }),
    )
    expect(result.status).not.toBe(0)
    expect(result.rules).toEqual(['runtime-scripts-without-tools'])
  })

  it('fail when the platform imports a feature', () => {
    const result = violations(
      project({
        'src/lib/platform/env.ts': "import { pounds } from '@/lib/format/money'\nexport const env = pounds\n",
      }),
    )
    expect(result.status).not.toBe(0)
    expect(result.rules).toEqual(['platform-at-the-bottom'])
  })

  it('fail when the data layer imports a feature', () => {
    const result = violations(
      project({
        'src/lib/cms/getters.ts':
          "import { client } from './payload'\nimport { slots } from '@/lib/booking/slots'\n" +
          'export const getSettings = () => [client(), slots]\n',
      }),
    )
    expect(result.status).not.toBe(0)
    expect(result.rules).toEqual(['cms-knows-no-feature'])
  })

  it('fail when src/content imports code from src/lib', () => {
    const result = violations(
      project({
        'src/content/settings.ts': "import { pounds } from '@/lib/format/money'\nexport const SETTINGS = pounds\n",
      }),
    )
    expect(result.status).not.toBe(0)
    expect(result.rules).toEqual(['content-is-data'])
  })

  it('fail when two src/lib folders import each other, though no module circle does', () => {
    const result = violations(
      project({
        'src/lib/booking/slots.ts': "import { OPTIONS } from '@/lib/leads/options'\nexport const slots = OPTIONS\n",
      }),
    )
    expect(result.status).not.toBe(0)
    expect(result.rules).toEqual(['no-folder-cycles-in-lib'])
  })

  it("fail when code outside the order's wing imports a file behind its face", () => {
    const result = violations(
      project({
        'src/hooks/hook.ts':
          "import { deposit } from '@/lib/orders/money/figures'\nexport const hook = () => deposit\n",
      }),
    )
    expect(result.status).not.toBe(0)
    expect(result.rules).toEqual(['orders-through-its-face'])
  })

  it("fail when two folders inside the order's wing import each other", () => {
    const result = violations(
      project({
        'src/lib/orders/lines/totals.ts':
          "import type { deposit } from '../money/figures'\nexport const total: typeof deposit = 0\n",
      }),
    )
    expect(result.status).not.toBe(0)
    expect(result.rules).toContain('no-folder-cycles-in-lib')
  })
})

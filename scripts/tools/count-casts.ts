/**
 * `npm run count:casts`: the type assertions of `src` and `tests`, counted with the TypeScript compiler
 * (scripts/tools/lib/count-casts.ts): `as` expressions other than `as const`, and `<T>x`. Per tree it prints the lines
 * (all, and those with code), the casts, casts per thousand of each, `as never` and double casts (`x as unknown as T`, `x as any as T`),
 * then the files with the most casts (`CASTS_TOP=<n>`, default 10; 0 for none). Generated files (Payload's types and
 * import map) and the migrations are left out. A figure, not a test: it always exits 0.
 *
 * `npm run count:casts -- <file>…` lists each cast of the files named instead, with its line.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { ROOT } from '../lib/local-env'
import { countCasts, listCasts, type CastCount } from './lib/count-casts'

const TREES = ['src', 'tests']
const LEFT_OUT = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js', 'src/migrations/']
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const top = Number(process.env.CASTS_TOP ?? 10)

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !LEFT_OUT.some((out) => file === out || (out.endsWith('/') && file.startsWith(out))))
    .sort()
}

const perThousand = (casts: number, lines: number) => (lines ? (casts / lines) * 1000 : 0).toFixed(1)

const named = process.argv.slice(2)
for (const file of named) {
  for (const cast of listCasts(readFileSync(path.resolve(file), 'utf8'), file)) {
    console.log(`${file}:${cast.line}: ${cast.text}`)
  }
}

for (const tree of named.length ? [] : TREES) {
  const total: CastCount = { lines: 0, codeLines: 0, casts: 0, asNever: 0, doubleCasts: 0 }
  const perFile: [string, CastCount][] = []
  for (const file of filesUnder(tree)) {
    const count = countCasts(readFileSync(path.join(ROOT, file), 'utf8'), file)
    perFile.push([file, count])
    for (const key of Object.keys(total) as (keyof CastCount)[]) total[key] += count[key]
  }
  console.log(
    `${tree}: ${perFile.length} files, ${total.lines} lines (${total.codeLines} of code), ${total.casts} casts ` +
      `(${perThousand(total.casts, total.lines)} per thousand lines, ` +
      `${perThousand(total.casts, total.codeLines)} per thousand lines of code), ${total.asNever} as never, ` +
      `${total.doubleCasts} double casts`,
  )
  const most = perFile
    .filter(([, count]) => count.casts > 0)
    .sort(([a, x], [b, y]) => y.casts - x.casts || a.localeCompare(b))
    .slice(0, top)
  for (const [file, count] of most) {
    const extras = [count.asNever && `${count.asNever} as never`, count.doubleCasts && `${count.doubleCasts} double`]
    const note = extras.filter(Boolean).join(', ')
    console.log(`  ${String(count.casts).padStart(4)}  ${file}${note ? ` (${note})` : ''}`)
  }
}

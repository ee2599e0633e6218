/**
 * Type assertions in a source file, found with the TypeScript compiler's parser: `x as T` (not `as const`) and
 * `<T>x`. Strings, comments and JSX text never count, since only the syntax tree is read.
 */
import ts from 'typescript'

export type CastCount = {
  /** Every line of the file. */
  lines: number
  /** Lines with code on them (blank lines and comment-only lines left out). */
  codeLines: number
  /** Every type assertion except `as const`. */
  casts: number
  /** `x as never`. */
  asNever: number
  /** An assertion of an assertion through `unknown` or `any`: `x as unknown as T`, `x as any as T`, `<T>(x as any)`. */
  doubleCasts: number
}

function isConstAssertion(node: ts.AssertionExpression): boolean {
  return ts.isTypeReferenceNode(node.type) && ts.isIdentifier(node.type.typeName) && node.type.typeName.text === 'const'
}

function isAssertion(node: ts.Node): node is ts.AssertionExpression {
  return ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)
}

/** The assertion under `node`, through parentheses: `(x as unknown) as T` is as double as `x as unknown as T`. */
function innerAssertion(node: ts.Expression): ts.AssertionExpression | undefined {
  let inner = node
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression
  return isAssertion(inner) ? inner : undefined
}

/** Lines holding anything but whitespace and comments. */
function codeLines(source: ts.SourceFile): number {
  const lines = new Set<number>()
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, source.languageVariant, source.text)
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.NewLineTrivia || kind === ts.SyntaxKind.WhitespaceTrivia) continue
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) continue
    const start = source.getLineAndCharacterOfPosition(scanner.getTokenStart()).line
    const end = source.getLineAndCharacterOfPosition(scanner.getTokenEnd()).line
    for (let line = start; line <= end; line++) lines.add(line)
  }
  return lines.size
}

/** The syntax tree of one file's text; `fileName` picks the dialect (`.tsx` and `.jsx` read JSX, where `<T>x` cannot be). */
function parse(text: string, fileName: string): ts.SourceFile {
  const kind = /\.[jt]sx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(fileName)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind)
}

/** Each cast of one file's text: its line (from 1) and its text. */
export function listCasts(text: string, fileName = 'file.ts'): { line: number; text: string }[] {
  const source = parse(text, fileName)
  const casts: { line: number; text: string }[] = []
  const visit = (node: ts.Node): void => {
    if (isAssertion(node) && !isConstAssertion(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      casts.push({ line, text: node.getText(source).replace(/\s+/g, ' ') })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return casts
}

/** The casts of one file's text; `fileName` picks the dialect as for `listCasts`. */
export function countCasts(text: string, fileName = 'file.ts'): CastCount {
  const source = parse(text, fileName)
  const lines = text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  const count: CastCount = { lines, codeLines: codeLines(source), casts: 0, asNever: 0, doubleCasts: 0 }
  const visit = (node: ts.Node): void => {
    if (isAssertion(node) && !isConstAssertion(node)) {
      count.casts++
      if (node.type.kind === ts.SyntaxKind.NeverKeyword) count.asNever++
      const inner = innerAssertion(node.expression)
      if (inner && (inner.type.kind === ts.SyntaxKind.UnknownKeyword || inner.type.kind === ts.SyntaxKind.AnyKeyword)) {
        count.doubleCasts++
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return count
}

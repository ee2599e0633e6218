/**
 * Builds Lexical rich-text JSON from simple blocks, so the seed's legal drafts are readable in code.
 * Output matches what Payload's Lexical editor stores.
 */
type Block = { h2: string } | { h3: string } | { p: string } | { ul: string[] }

const text = (t: string) => ({
  type: 'text',
  text: t,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export function lexical(blocks: Block[]) {
  return {
    root: element(
      'root',
      blocks.map((block) => {
        if ('h2' in block) return element('heading', [text(block.h2)], { tag: 'h2' })
        if ('h3' in block) return element('heading', [text(block.h3)], { tag: 'h3' })
        if ('ul' in block)
          return element(
            'list',
            block.ul.map((item, i) => element('listitem', [text(item)], { value: i + 1 })),
            { listType: 'bullet', start: 1, tag: 'ul' },
          )
        return element('paragraph', [text(block.p)], { textFormat: 0, textStyle: '' })
      }),
    ),
  }
}

/** Plain text of a Lexical document (for search snippets and tests). */
export function lexicalToText(doc: unknown): string {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { text?: string; children?: unknown[]; root?: unknown }
    if (typeof n.text === 'string') out.push(n.text)
    if (n.root) walk(n.root)
    n.children?.forEach(walk)
  }
  walk(doc)
  return out.join(' ')
}

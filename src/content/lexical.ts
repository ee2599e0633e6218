import type { LegalPage } from '@/payload-types'

/**
 * Builds Lexical rich-text JSON from simple blocks, so the default legal drafts are readable in code.
 * Output matches what Payload's Lexical editor stores.
 */
type Block = { h2: string } | { h3: string } | { p: string } | { ul: string[] }
type LexicalNode = { type: string; version: number; [key: string]: unknown }

const text = (t: string): LexicalNode => ({
  type: 'text',
  text: t,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  ...extra,
})

export function lexical(blocks: Block[]): LegalPage['content'] {
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

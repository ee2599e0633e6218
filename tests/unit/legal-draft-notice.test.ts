import { describe, expect, it } from 'vitest'

import { DEFAULT_LEGAL_PAGES, LEGAL_DRAFT_NOTICE } from '@/content'
import { withoutDraftNotice } from '@/lib/cms/legalDraft'
import type { LegalPage } from '@/payload-types'

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  children: [{ type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }],
})
const content = (...texts: string[]): LegalPage['content'] => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: texts.map(paragraph) },
})
const texts = (c: LegalPage['content']) =>
  c.root.children.map((n) => (n.children as { text: string }[]).map((t) => t.text).join(''))

describe('the legal pages’ draft notice', () => {
  it('is a banner of the page, never part of the seeded text', () => {
    for (const page of DEFAULT_LEGAL_PAGES) expect(JSON.stringify(page.content)).not.toContain('Draft for the owner')
  })

  it('is taken out of a text seeded before it became a banner, wherever it would open the page', () => {
    expect(texts(withoutDraftNotice(content(LEGAL_DRAFT_NOTICE, 'Who we are')))).toEqual(['Who we are'])
  })

  it('leaves the owner’s own text alone, even when it quotes the notice later on', () => {
    expect(texts(withoutDraftNotice(content('Who we are', LEGAL_DRAFT_NOTICE)))).toEqual([
      'Who we are',
      LEGAL_DRAFT_NOTICE,
    ])
    expect(texts(withoutDraftNotice(content('Draft for the owner’s review: our own words')))).toEqual([
      'Draft for the owner’s review: our own words',
    ])
  })
})

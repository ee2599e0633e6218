import type { LegalPage } from '@/payload-types'

import { LEGAL_DRAFT_NOTICE } from '@/content'

/**
 * The owner's text without the draft notice that pages seeded before it became a banner carry as their first
 * paragraph: the banner shows it while the page is unreviewed, and a reviewed page must not open with it.
 */
export function withoutDraftNotice(content: LegalPage['content']): LegalPage['content'] {
  const [first, ...rest] = content.root.children
  const text = (first as { children?: { text?: string }[] } | undefined)?.children?.map((c) => c.text ?? '').join('')
  return text?.trim() === LEGAL_DRAFT_NOTICE ? { ...content, root: { ...content.root, children: rest } } : content
}

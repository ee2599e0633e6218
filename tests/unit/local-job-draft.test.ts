import { describe, expect, it } from 'vitest'

import { localJobDraftNote } from '@/lib/orders'

describe('the local job drafted from a fitted order', () => {
  it('names each blind of a mixed order with its own count and finish', () => {
    expect(
      localJobDraftNote(
        [
          { productId: 1, name: 'real wood', count: 1, finish: 'Carbon' },
          { productId: 2, name: 'faux wood', count: 1, finish: 'Sterling' },
        ],
        'Kitchen, Lounge',
      ),
    ).toBe('1 real wood blind in Carbon and 1 faux wood blind in Sterling fitted: Kitchen, Lounge.')
  })

  it('leaves out a finish it does not know, and never carries instructions to the owner', () => {
    const note = localJobDraftNote([{ productId: 1, name: 'real wood', count: 3, finish: null }], 'Bay window')
    expect(note).toBe('3 real wood blinds fitted: Bay window.')
    expect(note).not.toMatch(/draft|owner|publish/i)
  })
})

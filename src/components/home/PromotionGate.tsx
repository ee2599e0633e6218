'use client'

import { type ReactNode, useEffect, useState } from 'react'

import { parseEndsAt } from '@/lib/promotion/countdown'

const MAX_TIMEOUT = 2_147_483_647 // setTimeout's limit (about 24.8 days)

/**
 * Hides promotion content in the browser once the owner's end date has passed. The page is prerendered, so the
 * server cannot know when it is read; without an end date the sale rolls over weekly and never hides here.
 * (A disabled promotion is not rendered at all.)
 */
export function PromotionGate({ endsAt, children }: { endsAt: string | null; children: ReactNode }) {
  const [over, setOver] = useState(false)

  useEffect(() => {
    const end = parseEndsAt(endsAt)
    if (!end) return
    let timer: number | undefined
    const check = () => {
      const left = end.getTime() - Date.now()
      if (left <= 0) setOver(true)
      else timer = window.setTimeout(check, Math.min(left, MAX_TIMEOUT))
    }
    check()
    return () => window.clearTimeout(timer)
  }, [endsAt])

  return over ? null : children
}

'use client'

import { useLivePreviewContext } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/**
 * Opening or closing live preview re-lays out the editor beside the preview pane, which leaves the form scrolled
 * away from the field being edited. This remembers the last field the editor was in and scrolls it back into view
 * (and keeps its focus) once the new layout has been drawn. It renders nothing.
 */
export function KeepFieldInView() {
  const { isLivePreviewing } = useLivePreviewContext()
  const last = useRef<HTMLElement | null>(null)
  const first = useRef(true)

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null
      if (target?.closest('.document-fields, .collection-edit, .global-edit')) last.current = target
    }
    document.addEventListener('focusin', remember)
    return () => document.removeEventListener('focusin', remember)
  }, [])

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const field = last.current
    if (!field?.isConnected) return
    // Two frames: the split layout is drawn in the frame after the toggle.
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        field.scrollIntoView({ block: 'center' })
        field.focus({ preventScroll: true })
      }),
    )
    return () => cancelAnimationFrame(frame)
  }, [isLivePreviewing])

  return null
}

'use client'

import Image, { type ImageProps } from 'next/image'
import { useState } from 'react'

import { clsx } from 'clsx'

/** next/image that fails gracefully: 'Image not available' instead of a broken picture. */
export function SafeImage({ className, alt, ...props }: ImageProps) {
  const [failed, setFailed] = useState(false)
  if (failed || !props.src) {
    return (
      <div
        role="img"
        aria-label={alt || 'Image not available'}
        className={clsx('flex items-center justify-center bg-oak-soft text-sm text-muted', className)}
      >
        Image not available
      </div>
    )
  }
  return <Image {...props} alt={alt} className={className} onError={() => setFailed(true)} />
}

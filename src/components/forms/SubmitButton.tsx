import { Loader2 } from '@/components/icons'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/Button'

export function SubmitButton({
  sending,
  children,
  sendingLabel = 'Sending…',
}: {
  sending: boolean
  children: ReactNode
  sendingLabel?: string
}) {
  return (
    <Button type="submit" size="lg" disabled={sending} aria-busy={sending} className="w-full sm:w-auto">
      {sending ? (
        <>
          <Loader2 className="animate-spin" aria-hidden="true" />
          {sendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  )
}

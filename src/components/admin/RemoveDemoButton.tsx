'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Props = { testimonials: number; localJobs: number }

/** The one confirmed action of "Ready to go live": removes the demo testimonials and jobs after a second click. */
export function RemoveDemoButton({ testimonials, localJobs }: Props) {
  const router = useRouter()
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy' | 'error'>('idle')
  if (testimonials + localJobs === 0) return null
  const what = `${testimonials} demo testimonial${testimonials === 1 ? '' : 's'} and ${localJobs} demo job${localJobs === 1 ? '' : 's'}`
  const remove = async () => {
    setStep('busy')
    const res = await fetch('/api/go-live/remove-demo', { method: 'POST', credentials: 'include' }).catch(() => null)
    if (!res?.ok) return setStep('error')
    setStep('idle')
    router.refresh()
  }
  if (step === 'idle')
    return (
      <Button buttonStyle="secondary" onClick={() => setStep('confirm')}>
        Remove demo testimonials and jobs…
      </Button>
    )
  return (
    <div
      role="alertdialog"
      aria-label="Remove demo content"
      style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <span>
        {step === 'error'
          ? 'They could not be removed. Try again.'
          : `Remove ${what} from the site? This cannot be undone.`}
      </span>
      <Button buttonStyle="primary" disabled={step === 'busy'} onClick={remove}>
        Yes, remove them
      </Button>
      <Button buttonStyle="secondary" disabled={step === 'busy'} onClick={() => setStep('idle')}>
        Cancel
      </Button>
    </div>
  )
}

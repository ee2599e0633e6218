'use client'

import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { answerOf } from '@/lib/api/request'

type Offered = { id: number; thumbnailUrl: string; published: boolean }
type Answer = { consent?: boolean; photos?: Offered[]; error?: string }

/**
 * On a local job made from an order: the fitting's after photos, offered only when the customer agreed at sign-off.
 * The owner publishes one ("Publish this photo"): it is copied into the public media and added to the job's photos.
 */
export function FittingPhotos() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ role?: string }>()
  const router = useRouter()
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    if (!id) return
    fetch(`/api/cms/local-jobs/${id}/fitting-photos`, { credentials: 'include' })
      .then((r) => r.json() as Promise<Answer>)
      .then(setAnswer, () => setAnswer({ error: 'The photos could not be loaded.' }))
  }, [id])

  const publish = async (photo: number) => {
    setBusy(photo)
    setMessage(null)
    const response = await fetch(`/api/cms/local-jobs/${id}/fitting-photos/${photo}`, {
      method: 'POST',
      credentials: 'include',
    })
    const result = await answerOf<{ error?: string }>(response)
    setBusy(null)
    if (!response.ok) return setMessage(result.error ?? 'The photo could not be published.')
    setAnswer((a) => ({ ...a, photos: a?.photos?.map((p) => (p.id === photo ? { ...p, published: true } : p)) }))
    setMessage('Published: added to this job’s photos.')
    router.refresh()
  }

  const owner = user?.role === 'owner'
  return (
    <section
      className="field-type fitting-photos"
      aria-labelledby="fitting-photos-heading"
      style={{ marginBottom: 24 }}
    >
      <h3 id="fitting-photos-heading">Photos from the fitting</h3>
      {!answer ? (
        <p>Loading…</p>
      ) : answer.error ? (
        <p role="alert">{answer.error}</p>
      ) : !answer.consent ? (
        <p>The customer did not agree to photos of their blinds being shown: none are offered.</p>
      ) : !answer.photos?.length ? (
        <p>No after photos were taken at this fitting.</p>
      ) : (
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0 }}>
          {answer.photos.map((p) => (
            <li key={p.id} data-fitting-photo={p.id}>
              {/* A staff-only file: next/image's optimiser would fetch it without the session. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={p.thumbnailUrl}
                alt={`After photo ${p.id}`}
                width={160}
                height={120}
                style={{ objectFit: 'cover' }}
              />
              <div>
                {p.published ? (
                  'Published'
                ) : owner ? (
                  <Button buttonStyle="secondary" size="small" disabled={busy !== null} onClick={() => publish(p.id)}>
                    Publish this photo
                  </Button>
                ) : (
                  'Only the owner publishes photos.'
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {message ? <p role="status">{message}</p> : null}
    </section>
  )
}

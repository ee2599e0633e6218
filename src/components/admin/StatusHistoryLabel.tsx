'use client'

import { useRowLabel } from '@payloadcms/ui'

type Change = { status?: string; changedAt?: string }

const WHEN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

/** A status change's row: the status and when (UK time), instead of "Status History 01". */
export function StatusHistoryLabel() {
  const { data } = useRowLabel<Change>()
  const status = data?.status ? data.status.charAt(0).toUpperCase() + data.status.slice(1) : 'Status'
  const when = data?.changedAt ? WHEN.format(new Date(data.changedAt)) : ''
  return <span>{[status, when].filter(Boolean).join(' · ')}</span>
}

'use client'

import { useRowLabel } from '@payloadcms/ui'

import { staffTime } from '@/lib/platform/ukDates'

type Change = { status?: string; changedAt?: string }

/** A status change's row: the status and when (UK time), instead of "Status History 01". */
export function StatusHistoryLabel() {
  const { data } = useRowLabel<Change>()
  const status = data?.status ? data.status.charAt(0).toUpperCase() + data.status.slice(1) : 'Status'
  const when = data?.changedAt ? staffTime(data.changedAt) : ''
  return <span>{[status, when].filter(Boolean).join(' · ')}</span>
}

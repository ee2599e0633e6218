import { z } from '@/lib/validation/zod'

import { recordId } from '@/lib/validation/recordId'
import { windowSchema } from '@/lib/windows/window'

/**
 * One window as the phone sends it (PUT /api/visits/windows/<clientId>) and as the measure form checks it: the window
 * (`src/lib/windows/window.ts`, the rules every path shares) on its visit, at its place in the visit's order. The
 * blind's own finishes and options are checked on the server (every path), where the products are known.
 */
export const measuredWindowSchema = windowSchema.extend({
  appointment: recordId('Unknown visit.'),
  position: z.number().int().min(1).max(500),
  measuredAt: z.iso.datetime({ offset: true }).optional(),
})

export type MeasuredWindowInput = z.input<typeof measuredWindowSchema>
export type MeasuredWindowData = z.output<typeof measuredWindowSchema>

/** The phone's id for a window (crypto.randomUUID()), the endpoint's idempotency key. */
export const CLIENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

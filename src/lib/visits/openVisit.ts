/** A measuring visit whose windows may still be measured: not cancelled, missed, or already quoted on. */
export const OPEN_VISIT_STATUSES = ['pending', 'confirmed', 'completed'] as const

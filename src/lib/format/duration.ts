/**
 * A duration in hours for the dashboard, "3.5 h", or "—" when there is none. Never negative: a median a rounding
 * puts a hair below zero (a first contact logged in the same second as the lead) reads "0.0 h", not "−0.0 h".
 */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return '—'
  return `${Math.max(0, hours).toFixed(1)} h`
}

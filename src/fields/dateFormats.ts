/**
 * Every date the admin shows in one UK style, the one Payload's own dates use (`admin.dateFormat` in
 * payload.config.ts): a moment as "Sun 29 Nov 2026 14:05", a day as "29 Nov 2026". Without a display format a date
 * field falls back to the browser's locale, which prints 11/29/2026 beside them.
 */
export const UK_MOMENT = { pickerAppearance: 'dayAndTime', displayFormat: 'EEE d MMM yyyy HH:mm' } as const
export const UK_DAY = { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } as const

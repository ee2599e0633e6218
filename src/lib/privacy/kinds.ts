/**
 * The kinds of record that hold personal data, in one place: a privacy request (a person's copy, their erasure)
 * reaches a collection only through its entry here, and `tests/unit/personal-fields.test.ts` fails while a
 * collection with marked personal fields has none. A new kind (questions, payments, visit photos, messages) joins
 * by marking its fields (`personal(kind)`) and adding one entry.
 *
 * - `own`: the record is a person's own when one of its marked `email`/`phone` fields is their contact (normalised,
 *   compared whole). Its marked `text` fields are searched only for mentions, which are suggestions for the owner.
 * - `follows`: the record has no contact details of its own and belongs to the person of the record it points at
 *   (a review follows its order; a visit photo its appointment or its order, whichever it was taken for). A photo
 *   of a home has no field to mark: the whole record (its file) is the personal data.
 * - `mentions`: free text only (a local job's note): never a person's own record; a mention is a suggestion.
 * - `request`: the privacy log itself; a request's contact is cleared when it is done, never searched.
 */
export type PersonalDataKind =
  | { label: string; reach: 'own' }
  | { label: string; reach: 'follows'; follows: { field: string; of: string }[] }
  | { label: string; reach: 'mentions' }
  | { label: string; reach: 'request' }

export const PERSONAL_DATA_KINDS: Record<string, PersonalDataKind> = {
  'measuring-appointments': { label: 'Measuring appointment', reach: 'own' },
  'quote-requests': { label: 'Quote request', reach: 'own' },
  quotes: { label: 'Quote', reach: 'own' },
  reviews: { label: 'Review', reach: 'follows', follows: [{ field: 'quote', of: 'quotes' }] },
  'quote-questions': { label: 'Question about a quote', reach: 'follows', follows: [{ field: 'quote', of: 'quotes' }] },
  'measured-windows': {
    label: 'Measured window',
    reach: 'follows',
    follows: [{ field: 'appointment', of: 'measuring-appointments' }],
  },
  'visit-photos': {
    label: 'Visit photo',
    reach: 'follows',
    follows: [
      { field: 'appointment', of: 'measuring-appointments' },
      { field: 'quote', of: 'quotes' },
    ],
  },
  'local-jobs': { label: 'Local job note', reach: 'mentions' },
  'privacy-requests': { label: 'Privacy request', reach: 'request' },
}

export const kindLabel = (collection: string) => PERSONAL_DATA_KINDS[collection]?.label ?? collection

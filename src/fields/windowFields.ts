import type { NumberField, RelationshipField, SelectField, TextField } from 'payload'

import { selectOptions } from '@/content/leadOptions'
import { CONTROL_SIDES, FITS, FIXINGS, SAFETY_DEVICES } from '@/lib/orders'
import { millimetresProblem, roomProblem, ROOM_MAX } from '@/lib/windows/window'

/**
 * The window's fields (the rules: `src/lib/windows/window.ts`), defined once for the measured windows and a quote's
 * lines (so for the admin's quote editor, "Make the quote" and the accepted copy too). Each collection lays them out
 * in its own rows.
 *
 * `measured`: a window as measured on the phone is whole, every size and choice required and each field checked as
 * it is saved. A quote's line may be a draft ("Send to customer" asks for blind and sizes), and its lines are judged
 * as whole rows by `validateQuoteLines`, which leaves the rows unchanged since the last save alone.
 */
export function windowFields({ measured }: { measured: boolean }) {
  const check = (rule: (value: unknown) => string | null) =>
    measured ? { validate: (value: unknown) => rule(value) ?? true } : {}
  const size = (name: 'widthMm' | 'dropMm', what: 'width' | 'drop'): NumberField => ({
    name,
    label: `${what === 'width' ? 'Width' : 'Drop'} (mm)`,
    type: 'number',
    required: measured,
    ...check((value) => millimetresProblem(value, what)),
  })
  const choice = (name: string, label: string, options: readonly { value: string; label: string }[]) =>
    ({ name, label, type: 'select', required: measured, options: selectOptions(options) }) satisfies SelectField

  return {
    room: {
      name: 'room',
      type: 'text',
      admin: { description: `A short name, e.g. Kitchen (up to ${ROOM_MAX} characters, no prices or amounts).` },
      ...check(roomProblem),
    } satisfies TextField,
    widthMm: size('widthMm', 'width'),
    dropMm: size('dropMm', 'drop'),
    fit: choice('fit', 'Fit', FITS),
    fixing: choice('fixing', 'Fixing', FIXINGS),
    controlSide: { ...choice('controlSide', 'Control side', CONTROL_SIDES), required: false } satisfies SelectField,
    product: {
      name: 'product',
      label: 'Blind',
      type: 'relationship',
      relationTo: 'products',
      required: measured,
      // Named on the server in the measured windows' list (Payload's cell reads "<No Blind>" until scrolled to).
      admin: { components: { Cell: '/components/admin/RelatedTitleCell#RelatedTitleCell' } },
    } satisfies RelationshipField,
    finish: {
      name: 'finish',
      type: 'text',
      admin: { description: 'One of the blind’s finishes, or empty.' },
    } satisfies TextField,
    options: {
      name: 'options',
      type: 'text',
      hasMany: true,
      // Shown by their labels, a box per option of the window's blind (so each once); stored as the blind's codes.
      admin: { components: { Field: '/components/admin/QuoteOptionsField#QuoteOptionsField' } },
    } satisfies TextField,
    // Chosen per window at the visit; a line drafted in /admin before the visit starts from the cord cleat.
    safetyDevice: {
      ...choice('safetyDevice', 'Child-safety device', SAFETY_DEVICES),
      required: true,
      ...(measured ? {} : { defaultValue: 'cleat' }),
    } satisfies SelectField,
  }
}

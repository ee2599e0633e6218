'use client'

import { FieldError, TextInput, useField } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'
import { useEffect, useRef, useState } from 'react'

import { formatPence } from '@/lib/format/money'
import { parsePounds, penceToPoundsText, poundsToPence, type PriceKind } from '@/lib/pricing/poundsInput'

/** The stored value as the owner reads it: pence as pounds, unreadable text as typed. */
const shown = (v: number | string | null | undefined) => (typeof v === 'number' ? penceToPoundsText(v) : (v ?? ''))

/**
 * A price in pounds in /admin: shows the stored pence as pounds and stores what the owner types as pence. Text it
 * cannot read as pounds is kept as typed, so the field's validation names it and the save is refused. A read-only
 * figure (worked out by the server: paid, still owed) is shown as money, "£0.00", and never checked: the range is
 * for what someone types, and a paid order's "£0.00 still owed" is right, not an error.
 */
export function PoundsField({
  field,
  path,
  readOnly,
  kind,
  signed = false,
}: NumberFieldClientProps & { kind: PriceKind; signed?: boolean }) {
  const { value, setValue, showError, errorMessage } = useField<number | string | null>({ path })
  const [text, setText] = useState(() => shown(value))
  const typing = useRef(false)

  // A value set from elsewhere (a reset, a derived price) replaces the text unless the owner is typing.
  useEffect(() => {
    if (!typing.current) setText(shown(value))
  }, [value])

  const label = typeof field.label === 'string' ? field.label : field.name
  const locked = Boolean(readOnly || field.admin?.readOnly)
  const local = locked || text.trim() === '' ? null : parsePounds(text, kind, signed)
  return (
    <div className="field-type pounds-field" data-testid={`pounds-${path}`}>
      <TextInput
        path={path}
        label={locked ? label : `${label} (£)`}
        required={field.required}
        readOnly={locked}
        value={locked && typeof value === 'number' ? formatPence(value) : text}
        showError={showError || (local !== null && !local.ok)}
        Error={<FieldError path={path} message={local && !local.ok ? local.message : errorMessage} showError />}
        description={typeof field.admin?.description === 'string' ? field.admin.description : undefined}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
          typing.current = true
          const typed = e.target.value
          setText(typed)
          // Out of range still stores the pence and unreadable text stays text: the field's validation refuses
          // either on save, with the same message as shown here.
          setValue(typed.trim() === '' ? null : (poundsToPence(typed) ?? typed))
        }}
        htmlAttributes={{ autoComplete: 'off' }}
      />
    </div>
  )
}

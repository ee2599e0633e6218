import { IntentLink } from '@/components/ui/IntentLink'
import type { ComponentProps, ReactNode } from 'react'

import { ATTRIBUTION_FIELDS, type AttributionField } from '@/lib/attribution'
import { cn } from '@/lib/platform/cn'
import type { FieldBinding } from './binding'

/** Form controls with their label, hint and error wired for screen readers. Native controls: they work without JS. */

/** The look of every form control (also used by filters outside the lead forms). */
export const control =
  'block w-full rounded-md border border-[#b9ada0] bg-white px-3 py-2.5 text-base text-ink placeholder:text-[#8a7f74] focus:border-navy focus:outline-none focus:ring-2 focus:ring-navy/30 aria-[invalid=true]:border-danger'

interface FieldProps {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  optional?: boolean
  className?: string
}

function FieldShell({ id, label, error, hint, optional, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {optional ? (
          <span className="font-normal text-muted"> (optional)</span>
        ) : (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined

export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        required={!optional}
        className={control}
        {...input}
      />
    </FieldShell>
  )
}

export function SelectField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  options,
  placeholder,
  ...select
}: FieldProps &
  ComponentProps<'select'> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        required={!optional}
        className={control}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...area
}: FieldProps & ComponentProps<'textarea'>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        required={!optional}
        className={control}
        {...area}
      />
    </FieldShell>
  )
}

/** The honeypot: invisible to people and screen readers, irresistible to bots. */
export function Honeypot(props: ComponentProps<'input'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  )
}

/** Where the visit came from: empty in the server's HTML, filled in the browser when the visitor uses the form. */
export function AttributionInputs({ bind }: { bind: (name: AttributionField) => FieldBinding }) {
  return ATTRIBUTION_FIELDS.map((name) => <input key={name} type="hidden" {...bind(name)} />)
}

export function ConsentLine({ businessName }: { businessName?: string }) {
  return (
    <p className="text-xs text-muted">
      By submitting this form you agree that {businessName ?? 'we'} may contact you about your enquiry. See our{' '}
      <IntentLink href="/privacy-policy" className="underline">
        privacy policy
      </IntentLink>
      .
    </p>
  )
}

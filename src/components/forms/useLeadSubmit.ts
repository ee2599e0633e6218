'use client'

import { type BaseSyntheticEvent, useCallback, useEffect, useRef } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { useHydrated } from '@/components/hooks/useHydrated'
import { toast } from '@/components/ui/Toaster'
import { ApiError, apiRequest } from '@/lib/api/request'
import { currentAttribution } from '@/lib/attribution/firstTouch'
import { newIdempotencyKey } from './idempotencyKey'

export const FAILURE_TOAST = {
  title: 'Error',
  description: 'There was a problem booking your appointment. Please try again.',
  variant: 'destructive' as const,
}

/** What a lead endpoint answers on success: `outsideArea` when we do not usually cover the postcode. */
export interface LeadAnswer {
  id?: number | string
  outsideArea?: boolean
}

/**
 * Sends a lead form as JSON with the visit's first touch and a per-form idempotency key (a double click or retry
 * stores one lead).
 * Success: the toast (only for a form that shows no confirmation of its own, which would sit behind it), reset
 * (to `resetValues` when given), new key; `onSuccess` gets the endpoint's answer. Failure: the destructive toast, field messages
 * from the server, and every typed value kept.
 */
export function useLeadSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  options: {
    endpoint: string | ((values: T) => string)
    toBody?: (values: T) => Record<string, unknown>
    success?: { title: string; description: string }
    onSuccess?: (values: T, answer: LeadAnswer) => void
    resetOnSuccess?: boolean
    /** What the form goes back to after a success (default: its defaultValues, which may hold carried-over input). */
    resetValues?: T
  },
) {
  const key = useRef<string>('')
  // Once hydrated, our messages replace the browser's own validation bubbles.
  const hydrated = useHydrated()
  useEffect(() => {
    key.current = newIdempotencyKey()
  }, [])

  const submit = useCallback(
    async (values: T) => {
      const endpoint = typeof options.endpoint === 'function' ? options.endpoint(values) : options.endpoint
      const body = {
        ...(options.toBody ? options.toBody(values) : values),
        ...currentAttribution(),
        idempotencyKey: key.current,
      }
      try {
        const answer = await apiRequest<LeadAnswer>('POST', endpoint, body)
        if (options.success) toast(options.success)
        key.current = newIdempotencyKey()
        options.onSuccess?.(values, answer)
        if (options.resetOnSuccess !== false) form.reset(options.resetValues)
      } catch (error) {
        if (error instanceof ApiError) {
          const fields = error.json<{ fields?: Record<string, string>; error?: string }>()?.fields
          for (const [name, message] of Object.entries(fields ?? {})) {
            form.setError(name as Path<T>, { type: 'server', message })
          }
          toast({
            ...FAILURE_TOAST,
            description:
              error.status === 429 || error.status === 503
                ? (error.json<{ error?: string }>()?.error ?? FAILURE_TOAST.description)
                : FAILURE_TOAST.description,
          })
        } else {
          toast(FAILURE_TOAST)
        }
      }
    },
    [form, options],
  )

  // handleSubmit is called at submit time, not during render: `submit` reads the idempotency key ref.
  const onSubmit = useCallback((event?: BaseSyntheticEvent) => form.handleSubmit(submit)(event), [form, submit])
  return { onSubmit, sending: form.formState.isSubmitting, hydrated }
}

import type { FormEventHandler } from 'react'
import type { FieldErrors } from 'react-hook-form'

/**
 * What a form view spreads onto one control. The server passes only `name` and `defaultValue` (a plain form that
 * posts without JavaScript); the interactive form passes react-hook-form's `register(name)` (name, ref, handlers).
 */
export interface FieldBinding {
  name: string
  defaultValue?: string
  ref?: (instance: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void
  onChange?: (event: { target: unknown; type?: unknown }) => unknown
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown
}

export type Bind<K extends string> = (name: K) => FieldBinding

/** The props every form view takes: hook-free, so the same markup renders on the server and in the browser. */
export interface FormViewProps<K extends string> {
  bind: Bind<K>
  /** Field name → message to show under it. */
  errors?: Partial<Record<K, string>>
  sending?: boolean
  /** True once the interactive form runs: its own messages then replace the browser's validation bubbles. */
  hydrated?: boolean
  onSubmit?: FormEventHandler<HTMLFormElement>
}

/** The server's binder: each control gets its name and its default value, nothing else. */
export function staticBind<K extends string>(values: { [P in K]?: unknown }): Bind<K> {
  return (name) => {
    const value = values[name]
    return { name, defaultValue: typeof value === 'string' && value !== '' ? value : undefined }
  }
}

/** react-hook-form's errors as field name → message. */
export function messagesOf<K extends string>(errors: FieldErrors): Partial<Record<K, string>> {
  const out: Partial<Record<string, string>> = {}
  for (const [name, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string') out[name] = error.message
  }
  return out
}

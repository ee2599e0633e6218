import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type CollectionSlug,
  type Endpoint,
  type Field,
  type PayloadHandler,
  type PayloadRequest,
  type TextFieldSingleValidation,
  type Where,
} from 'payload'

import { classifyError } from '@/lib/api/errors'
import { missingFileIsNotFound } from '@/lib/api/uploads'
import { errorMessage, errorStatus } from '@/lib/platform/narrow'

/**
 * The import-export plugin's `exports` collection accepts any collection slug (Payload's jobs, key-value store,
 * preferences…), and its download streams rows from a query that, for a collection the user may not read, throws
 * inside the stream, so the answer never ends. Restricted here to the collections the plugin was configured for,
 * checked with the user's own access and filter before anything is streamed.
 */
export const EXPORT_MESSAGES = {
  notExportable: 'This collection cannot be exported.',
  signIn: 'Sign in to export.',
  notAllowed: 'You are not allowed to export this collection.',
  stalled: 'The export stopped responding.',
}

/** How long a download may go without sending its next batch before it is ended. */
export const EXPORT_IDLE_TIMEOUT_MS = 30_000

const json = (status: number, message: string | undefined) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** Why this user may not export `slug` with this filter, as an answer; null when they may. */
async function refusal(req: PayloadRequest, exportable: readonly string[], slug: unknown, where: unknown) {
  if (!req.user) return json(401, EXPORT_MESSAGES.signIn)
  if (typeof slug !== 'string' || !exportable.includes(slug)) return json(400, EXPORT_MESSAGES.notExportable)
  try {
    await req.payload.count({
      collection: slug as CollectionSlug,
      overrideAccess: false,
      user: req.user,
      where: where && typeof where === 'object' ? (where as Where) : undefined,
    })
  } catch (error) {
    const status = errorStatus(error)
    if (status === 401 || status === 403) return json(403, EXPORT_MESSAGES.notAllowed)
    if (status !== undefined && status >= 400 && status < 500) return json(status, errorMessage(error))
    const known = classifyError(error)
    if (known) return json(known.status, known.message)
    throw error
  }
  return null
}

/**
 * A download body that ends in an error when its source sends nothing for `ms` (the client sees a failed download
 * instead of waiting for ever).
 */
export function failWhenStalled(body: ReadableStream<Uint8Array>, ms: number): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(EXPORT_MESSAGES.stalled)), ms)
      })
      try {
        const { done, value } = await Promise.race([reader.read(), stalled])
        if (done) controller.close()
        else controller.enqueue(value)
      } catch (error) {
        controller.error(error)
        reader.cancel(error).catch(() => {})
      } finally {
        clearTimeout(timer)
      }
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
}

type BodyPicker = (body: Record<string, unknown> | null) => { slug: unknown; where: unknown }

function guarded(
  handler: PayloadHandler,
  exportable: readonly string[],
  pick: BodyPicker,
  stream: boolean,
): PayloadHandler {
  return async (req) => {
    // A copy: the plugin's handler reads the body itself.
    const copy = req.clone?.()
    const body = ((await copy?.json().catch(() => null)) ?? null) as Record<string, unknown> | null
    const { slug, where } = pick(body && typeof body === 'object' ? body : null)
    const refused = await refusal(req, exportable, slug, where)
    if (refused) return refused
    // Who ran an export of personal data, by user id (the filter can hold a searched name, so it is not logged).
    if (stream) req.payload.logger.info(`export of ${String(slug)} by user ${String(req.user?.id)}`)
    const response = await handler(req)
    if (!stream || !response.body) return response
    return new Response(failWhenStalled(response.body, EXPORT_IDLE_TIMEOUT_MS), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}

const pickDownload: BodyPicker = (body) => {
  const data = (body?.data ?? null) as Record<string, unknown> | null
  return { slug: data?.collectionSlug, where: data?.where }
}
const pickPreview: BodyPicker = (body) => ({ slug: body?.collectionSlug, where: body?.where })

function restrictSlugField(fields: Field[], exportable: readonly string[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'text' && field.name === 'collectionSlug') {
      const validate = field.validate as TextFieldSingleValidation | undefined
      const restricted: TextFieldSingleValidation = (value, options) =>
        typeof value === 'string' && exportable.includes(value)
          ? (validate?.(value, options) ?? true)
          : EXPORT_MESSAGES.notExportable
      return { ...field, validate: restricted } as Field
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return { ...field, fields: restrictSlugField(field.fields, exportable) }
    }
    return field
  })
}

/** The plugin's `exports` collection limited to `exportable` collections, for `overrideExportCollection`. */
export function restrictExports(collection: CollectionConfig, exportable: readonly string[]): CollectionConfig {
  const refuseOthers: CollectionBeforeOperationHook = ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    // Signed-out requests are left to the collection's access rules, which refuse them (401/403, not 400).
    if (!req.user) return args
    const slug = (args.data as { collectionSlug?: unknown } | undefined)?.collectionSlug
    if (operation === 'create' || slug !== undefined) {
      if (typeof slug !== 'string' || !exportable.includes(slug))
        throw new APIError(EXPORT_MESSAGES.notExportable, 400, null, true)
    }
    return args
  }
  const endpoints = (collection.endpoints || []).map((endpoint): Endpoint => {
    if (endpoint.method === 'post' && endpoint.path === '/download') {
      return { ...endpoint, handler: guarded(endpoint.handler, exportable, pickDownload, true) }
    }
    if (endpoint.method === 'post' && endpoint.path === '/export-preview') {
      return { ...endpoint, handler: guarded(endpoint.handler, exportable, pickPreview, false) }
    }
    return endpoint
  })
  const upload = typeof collection.upload === 'object' ? collection.upload : {}
  return {
    ...collection,
    endpoints,
    fields: restrictSlugField(collection.fields, exportable),
    hooks: {
      ...collection.hooks,
      // Before the plugin's own hook, which starts the export.
      beforeOperation: [refuseOthers, ...(collection.hooks?.beforeOperation ?? [])],
    },
    upload: { ...upload, handlers: [missingFileIsNotFound, ...(upload.handlers ?? [])] },
  }
}

/**
 * Browser → server calls: JSON body, credentials included, and on a non-ok answer an error whose message is
 * "status: body text" (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    public status: number,
    public bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`)
  }

  /** The parsed JSON body, when there is one. */
  json<T = Record<string, unknown>>(): T | null {
    try {
      return JSON.parse(this.bodyText) as T
    } catch {
      return null
    }
  }
}

export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText)
  return (await res.json()) as T
}

/**
 * The JSON answer of one of this site's own routes, in the shape the caller knows that route answers; `{}` when the
 * body is not JSON (a proxy's error page, a dropped connection), so the shape's fields are optional.
 */
export const answerOf = <T extends object>(response: Response): Promise<T> => response.json().catch(() => ({}))

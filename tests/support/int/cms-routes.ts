import * as rest from '@/app/(payload)/api/cms/[...slug]/route'

/** Payload's REST API through the app's real route handler (src/app/(payload)/api/cms); GraphQL is turned off. */
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export interface CallOptions {
  /** A JSON value, or a string sent as it is. */
  body?: unknown
  headers?: Record<string, string>
  /** The client's address (the X-Forwarded-For a reverse proxy appends). */
  ip?: string
  token?: string
}

function init(method: string, { body, headers = {}, ip, token }: CallOptions): RequestInit {
  return {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  }
}

/** `path` as a visitor requests it, e.g. `/api/cms/products?page=2`. */
export function callRest(method: Method, path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(path, 'http://localhost:3000')
  const slug = url.pathname
    .replace(/^\/api\/cms\//, '')
    .split('/')
    .map(decodeURIComponent)
  return rest[method](new Request(url, init(method, options)), { params: Promise.resolve({ slug }) })
}

/** A POST to /api/cms/graphql, where Payload's GraphQL API would be: it is turned off, so this is Payload's REST route. */
export function callGraphql(options: CallOptions = {}): Promise<Response> {
  return rest.POST(new Request('http://localhost:3000/api/cms/graphql', init('POST', options)), {
    params: Promise.resolve({ slug: ['graphql'] }),
  })
}

/** A session token for a seeded user, from the real login route. */
export async function loginToken(username: string, password: string, ip = '192.0.2.250'): Promise<string> {
  const res = await callRest('POST', '/api/cms/users/login', { body: { username, password }, ip })
  if (res.status !== 200) throw new Error(`login as ${username} answered ${res.status}: ${await res.text()}`)
  return (await res.json()).token
}

/** True when a response body carries something that looks like a stack trace. */
export const hasStackTrace = (text: string) => /"stack"|\n\s+at |\bat .+\(.+:\d+:\d+\)/.test(text)

/** A same-site path to redirect to: one leading slash (no `//host`, no backslash, no scheme), else the fallback. */
export function safePath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\s]/.test(raw)) return fallback
  return raw
}

/**
 * Whether a requested path can be sent back in a Location header at all: printable ASCII only. Control characters
 * (C0, DEL), and anything the query decoded beyond ASCII (`%FF` reads as U+FFFD), make the redirect throw.
 */
export const isSendablePath = (raw: string | null | undefined): boolean => !raw || /^[\x20-\x7e]*$/.test(raw)

/** The answer to a preview route asked for a path no Location header can carry. */
export const badPathResponse = () => new Response('Not a path on this site.', { status: 400 })

/** A route segment decoded, or as it came when it cannot be (a lone `%`): a token lookup then finds nothing. */
export function decodedSegment(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

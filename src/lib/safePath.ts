/** A same-site path to redirect to: one leading slash (no `//host`, no backslash, no scheme), else the fallback. */
export function safePath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\s]/.test(raw)) return fallback
  return raw
}

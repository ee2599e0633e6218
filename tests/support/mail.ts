/** Just enough MIME decoding for the e-mail tests: headers (RFC 2047), quoted-printable and base64 bodies. */
const decodeQP = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8')

const decodeWords = (s: string) =>
  s.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQP(text.replace(/_/g, ' ')),
  )

export function parseMail(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  const subject = decodeWords(/^subject: (.*)$/im.exec(headers)?.[1] ?? '').trim()
  let body = rest.join('\n\n')
  const encoding = /^content-transfer-encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase()
  if (encoding === 'quoted-printable') body = decodeQP(body)
  else if (encoding === 'base64') body = Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
  return { subject, text: body }
}

/** The decoded body of each leaf part of a (possibly nested) multipart message, with its content type. */
export function mimeParts(raw: string): { type: string; body: string }[] {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  const type = (/^content-type: ([^;\r\n]*)/im.exec(headers)?.[1] ?? 'text/plain').trim().toLowerCase()
  const body = rest.join('\r\n\r\n')
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1]
    if (!boundary) return []
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')))
  }
  const encoding = /^content-transfer-encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase()
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQP(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
        : body
  return [{ type, body: decoded }]
}

/** An iCalendar text's properties (folded lines joined), as name → values in order. */
export function parseIcs(text: string): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const line of text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const match = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line)
    if (match) (out[match[1]] ??= []).push(match[2])
  }
  return out
}

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

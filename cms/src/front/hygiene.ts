/**
 * Input hygiene at the door: what no route of the product can use, refused with 400 before it
 * reaches Next or Payload (where it used to end in a 500 with a stack trace). Control characters
 * (NUL and the other C0 characters but tab, line feed and carriage return, and DEL) are never
 * part of a valid address or text; PostgreSQL cannot even store NUL.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** `\u0000`-style escapes of those characters in JSON text, unless the backslash is escaped. */
const ESCAPED_CONTROL = /(?<!\\)(?:\\\\)*\\u00(?:0[0-8bcef]|1[0-9a-f]|7f)/i

export type Problem = { status: number; detail: string }

const TEXT_PROBLEM: Problem = {
  status: 400,
  detail: 'Control characters (such as NUL) are not allowed in text',
}

function textProblem(text: string): Problem | null {
  return CONTROL.test(text) ? TEXT_PROBLEM : null
}

/** Checks a body that arrived whole (the route class bounds its size). */
export async function bodyProblem(
  body: Buffer,
  contentType: string | undefined,
): Promise<Problem | null> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'application/json' || type.endsWith('+json') || type === 'text/plain') {
    const text = body.toString('utf8')
    return textProblem(text) ?? (ESCAPED_CONTROL.test(text) ? TEXT_PROBLEM : null)
  }
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    let form: FormData
    try {
      // undici's parser (the one behind fetch) reads both encodings.
      form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': contentType ?? '' },
      }).formData()
    } catch {
      return { status: 400, detail: 'Malformed form data' }
    }
    for (const [name, value] of form) {
      if (typeof value !== 'string') continue
      const problem = textProblem(name) ?? textProblem(value)
      if (problem) return problem
      // Payload's panel sends its documents as JSON in a `_payload` field.
      if (ESCAPED_CONTROL.test(value)) return TEXT_PROBLEM
    }
  }
  return null
}

/**
 * Payload's REST queries that its database layer cannot answer (negative pages, geo operators
 * on fields that have no coordinates, unbounded page sizes) are refused here.
 */
const GEO_OPERATOR = /\[(near|within|intersects)\]/i
const MAX_PAGE = 1_000_000
const MAX_LIMIT = 1000
const MAX_DEPTH = 10

function wholeNumberIn(value: string, min: number, max: number): boolean {
  if (!/^\d{1,9}$/.test(value)) return false
  const n = Number(value)
  return n >= min && n <= max
}

export function payloadQueryProblem(query: URLSearchParams): Problem | null {
  for (const [key, value] of query) {
    if (key === 'page' && !wholeNumberIn(value, 1, MAX_PAGE))
      return { status: 400, detail: `page must be a whole number from 1 to ${MAX_PAGE}` }
    // 0 is Payload's "all", bounded by what the collection holds (catalogue-sized).
    if (key === 'limit' && !wholeNumberIn(value, 0, MAX_LIMIT))
      return { status: 400, detail: `limit must be a whole number from 0 to ${MAX_LIMIT}` }
    if (key === 'depth' && !wholeNumberIn(value, 0, MAX_DEPTH))
      return { status: 400, detail: `depth must be a whole number from 0 to ${MAX_DEPTH}` }
    if (GEO_OPERATOR.test(key))
      return { status: 400, detail: 'This query operator is not supported here' }
  }
  return null
}

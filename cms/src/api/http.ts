/**
 * The /api error contract: every failure is `{ "detail": "…" }` with a fitting status, and a
 * handler signals one by throwing `ApiError`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail)
  }
}

// A firearm form may carry its main image and a gallery as inline data (5 MB each, base64).
export const MAX_JSON_BYTES = 64 * 1024 * 1024

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('content-type', 'application/json; charset=utf-8')
  headers.set('cache-control', headers.get('cache-control') ?? 'no-store')
  return new Response(JSON.stringify(body), { ...init, headers })
}

export function detail(status: number, message: string): Response {
  return json({ detail: message }, { status })
}

/** Parses a JSON object body; malformed, non-object or oversized bodies are the caller's fault. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_JSON_BYTES) throw new ApiError(413, 'Request body is too large')
  const text = await request.text()
  if (text.length > MAX_JSON_BYTES) throw new ApiError(413, 'Request body is too large')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'Request body must be a JSON object')
  }
  return body as Record<string, unknown>
}

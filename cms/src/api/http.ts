import { fieldIssues, PARSE_OPTIONS, type FieldIssue, type CodedRefusal } from '@sog/contract'
import type { z } from 'zod'

/**
 * The /api error contract (docs/api.md): every failure is `{ "detail": "…" }` with a fitting
 * status, plus `errors` naming each invalid field of a refused body; a handler signals one by
 * throwing `HttpError`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: FieldIssue[],
    /** More of the answer's body, such as the current record of a 409 conflict. */
    readonly extra?: Record<string, unknown>,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(detail)
  }
}

/**
 * The largest body any route accepts: a firearm with a main image and a full gallery as inline
 * data. The front server enforces each route's own, smaller limit as the bytes arrive.
 */
export const MAX_JSON_BYTES = 64 * 1024 * 1024

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('content-type', 'application/json; charset=utf-8')
  headers.set('cache-control', headers.get('cache-control') ?? 'no-store')
  return new Response(JSON.stringify(body), { ...init, headers })
}

/**
 * A refusal the staff's screens show in their language: its code and parameters beside the
 * English text (contract/src/rules/refusals.ts).
 */
export const refused = (
  status: number,
  { code, params, detail }: CodedRefusal,
  errors?: FieldIssue[],
  extra?: Record<string, unknown>,
) => new HttpError(status, detail, errors, { code, params, ...extra })

export function errorResponse(error: HttpError): Response {
  return json(
    {
      detail: error.detail,
      ...(error.errors?.length ? { errors: error.errors } : {}),
      ...error.extra,
    },
    { status: error.status, headers: error.headers },
  )
}

export function detail(status: number, message: string): Response {
  return errorResponse(new HttpError(status, message))
}

/** Parses `value` with a contract schema; a refusal is a 400 naming every invalid field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, PARSE_OPTIONS)
  if (result.success) return result.data
  const errors = fieldIssues(result.error)
  throw new HttpError(400, errors[0]?.message ?? 'Invalid request', errors)
}

/** Reads a JSON body; malformed or oversized bodies are the caller's fault. */
export async function readJson(request: Request): Promise<unknown> {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_JSON_BYTES) throw new HttpError(413, 'Request body is too large')
  const text = await request.text()
  if (text.length > MAX_JSON_BYTES) throw new HttpError(413, 'Request body is too large')
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON')
  }
}

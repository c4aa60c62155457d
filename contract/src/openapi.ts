import { z } from 'zod'
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi'

import { FRONT_CLASSES, type FrontClass } from './front-classes'
import { routeList, type RouteSpec, type Tag } from './routes'
import { ApiErrorBody } from './schemas/misc'

/**
 * The OpenAPI 3.1 document of /api, generated from the route table (docs/api.md). Paths are
 * relative to the server URL `/api`, as the SPA's client writes them.
 */
const TAGS: Record<Tag, string> = {
  Catalogue: 'Firearms, filter options, countries and company details for the public site',
  Dealers: 'The public directory of authorized dealers',
  Contact: 'Messages from the contact form',
  Requests: 'Price and availability requests from visitors, and their dealers’ portal',
  'Sign-in': 'Administrator and dealer sessions (bearer tokens)',
  Inventory: 'Dealers’ stock, price (EUR) and availability',
  Admin: 'The administration area',
  System: 'Health and this document',
}

/** Response headers, each sent on every answer that declares it. */
const RetryAfter = z
  .int()
  .min(0)
  .meta({ description: 'Seconds to wait before trying again', header: { id: 'RetryAfter' } })
const EntityTag = z
  .string()
  .regex(/^(W\/)?"[^"]*"$/)
  .meta({
    description: 'The answer’s entity tag: sent back in If-None-Match, a 304 says it is current',
    header: { id: 'ETag' },
  })
const Attachment = z
  .string()
  .regex(/^attachment; filename="[^"]+"$/)
  .meta({ description: 'Saved as a file, under this name', header: { id: 'ContentDisposition' } })

const waitHeaders = z.object({ 'Retry-After': RetryAfter })

function refusal(
  description: string,
  schema: z.ZodType = ApiErrorBody,
  headers?: z.ZodObject,
): ZodOpenApiResponseObject {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema } },
  }
}

/**
 * The answers every route of its kind can give, then the route's own. Besides the router's
 * (400, 401, 403, 404), the front server's (docs/api.md, "The front door"): a body only where
 * the method takes one, of the class's media types (415) and size (413), of a known length where
 * the class's larger bound needs a live session (411); a client's share of requests at once and
 * its door (429), a database or application server that cannot answer now (503).
 */
function refusals(spec: RouteSpec) {
  const frontClass: FrontClass = FRONT_CLASSES[spec.front ?? 'api']
  // GET (and HEAD) take no body: one is a 400.
  const takesBody = spec.method !== 'GET'
  const answers: Record<string, ZodOpenApiResponseObject> = {}
  if (spec.cacheable)
    answers[304] = {
      description: 'Not modified: the ETag sent in If-None-Match is the answer’s (no body)',
      headers: z.object({ ETag: EntityTag }),
    }
  answers[400] = refusal(
    spec.body || spec.query
      ? 'Invalid input: `detail` names the first problem, `errors` every field'
      : takesBody
        ? 'Malformed request (broken URL escapes, control characters, or a body that is not JSON)'
        : 'Malformed request (broken URL escapes or control characters, or a body sent with GET)',
  )
  if (spec.access !== 'public') answers[401] = refusal('No valid token')
  if (spec.access !== 'public') answers[403] = refusal('This account may not do this')
  if (spec.params) answers[404] = refusal(`${spec.names ?? 'Record'} not found`)
  if (takesBody && frontClass.sessionBodyLimit)
    answers[411] = refusal(
      'A body of unknown length (chunked) where only a live session may send the larger bound: Content-Length is required',
    )
  if (takesBody) answers[413] = refusal('Request body too large')
  if (takesBody)
    answers[415] = refusal(`The body’s Content-Type is not ${frontClass.bodyTypes.join(' or ')}`)
  answers[429] = refusal(
    'Too many requests at once from this client (Retry-After gives the wait)',
    ApiErrorBody,
    waitHeaders,
  )
  answers[503] = refusal(
    'The database or the application server cannot answer now (Retry-After gives the wait)',
    ApiErrorBody,
    waitHeaders,
  )
  for (const [status, answer] of Object.entries(spec.refusals ?? {})) {
    const headers = status === '429' || status === '503' ? waitHeaders : undefined
    answers[status] =
      typeof answer === 'string'
        ? refusal(answer, ApiErrorBody, headers)
        : refusal(answer.description, answer.schema, headers)
  }
  return answers
}

function operation(name: string, spec: RouteSpec): ZodOpenApiOperationObject {
  return {
    operationId: name,
    summary: spec.summary,
    tags: [spec.tag],
    security: spec.access === 'public' ? [] : [{ bearer: [] }],
    ...(spec.params || spec.query
      ? {
          requestParams: {
            ...(spec.params ? { path: spec.params } : {}),
            ...(spec.query ? { query: spec.query } : {}),
          },
        }
      : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: spec.body } },
          },
        }
      : {}),
    responses: {
      [spec.ok.status]: {
        description: spec.ok.status === 201 ? 'Created' : 'Success',
        ...(spec.cacheable ? { headers: z.object({ ETag: EntityTag }) } : {}),
        ...(spec.ok.contentType === 'text/csv'
          ? { headers: z.object({ 'Content-Disposition': Attachment }) }
          : {}),
        content: { [spec.ok.contentType ?? 'application/json']: { schema: spec.ok.schema } },
      },
      ...refusals(spec),
    },
  }
}

/** `/firearms/:id` → `/firearms/{id}` */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

export function createOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {}
  for (const { name, ...spec } of routeList) {
    const path = openApiPath(spec.path)
    paths[path] = { ...paths[path], [spec.method.toLowerCase()]: operation(name, spec) }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'SOG Firearms catalogue API',
      version,
      description:
        'The catalogue, dealer network and administration API behind the SOG Firearms site. Errors are `{ "detail": "…" }`.',
      license: { name: 'Proprietary', url: 'https://www.sog-firearms.pl' },
    },
    servers: [{ url: '/api', description: 'This server' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    paths,
  })
}

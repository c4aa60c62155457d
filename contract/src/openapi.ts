import type { z } from 'zod'
import { createDocument, type ZodOpenApiOperationObject } from 'zod-openapi'

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
  'Sign-in': 'Administrator and dealer sessions (bearer tokens)',
  Inventory: 'Dealers’ stock, price (EUR) and availability',
  Admin: 'The administration area',
  System: 'Health and this document',
}

function refusal(description: string, schema: z.ZodType = ApiErrorBody) {
  return { description, content: { 'application/json': { schema } } }
}

/** The answers every route of its kind can give, then the route's own. */
function refusals(spec: RouteSpec) {
  const answers: Record<string, ReturnType<typeof refusal>> = {
    400: refusal(
      spec.body || spec.query
        ? 'Invalid input: `detail` names the first problem, `errors` every field'
        : 'Malformed request (broken URL escapes or control characters)',
    ),
  }
  if (spec.access !== 'public') answers[401] = refusal('No valid token')
  if (spec.access !== 'public') answers[403] = refusal('This account may not do this')
  if (spec.params) answers[404] = refusal(`${spec.names ?? 'Record'} not found`)
  if (spec.body) answers[413] = refusal('Request body too large')
  for (const [status, answer] of Object.entries(spec.refusals ?? {}))
    answers[status] =
      typeof answer === 'string' ? refusal(answer) : refusal(answer.description, answer.schema)
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

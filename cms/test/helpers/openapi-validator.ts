import { createOpenApiDocument } from '@sog/contract/openapi'
import Ajv2020, { type ErrorObject, type Options as AjvOptions } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { OpenAPIBackend, SetMatchType, type Document, type Operation } from 'openapi-backend'

import pkg from '../../package.json'

/**
 * Every /api answer the HTTP suite receives, checked against the generated OpenAPI document by
 * a validator that is not the contract's own zod schemas (docs/api.md, "Checking answers
 * against the document"): openapi-backend finds the operation by method and path template and
 * checks the declared response headers and the JSON body with Ajv, here Ajv's JSON Schema
 * 2020-12 build, the dialect of an OpenAPI 3.1 document's schemas. Around it, what
 * openapi-backend leaves to its caller: the status must be declared (it passes an undeclared
 * one silently), the media type must be a declared one, a body must be absent where none is
 * declared, and a non-JSON body (the CSV exports) is checked against its declared schema too.
 */
export type Exchange = {
  method: string
  /** The URL requested (no redirects: /api answers none). */
  url: string
  status: number
  headers: Headers
  body: Uint8Array
}

export type Verdict =
  /** The document declares this method and path: `problems` is empty when the answer conforms. */
  | { kind: 'checked'; operationId: string; problems: string[] }
  /** No operation of the document has this method and path (a 404 or 405 of the router). */
  | { kind: 'outside'; reason: string }

/** What this validator reads of a response object (the document is dereferenced). */
type ResponseObject = { content?: Record<string, { schema?: object }> }

/** The document the product serves at /api/openapi.json, as JSON. */
export function servedDocument(): Document {
  return JSON.parse(JSON.stringify(createOpenApiDocument(pkg.version))) as Document
}

function ajv2020(options: AjvOptions): Ajv2020 {
  // Unknown keywords are OpenAPI's annotations (`example`, …): not assertions.
  const ajv = new Ajv2020({ ...options, strict: false, allErrors: true })
  addFormats(ajv)
  return ajv
}

class OpenApi31Backend extends OpenAPIBackend {
  // openapi-backend checks a document against the OpenAPI 3.0 schema whatever its version;
  // this 3.1 document is linted by Redocly instead (`npm run lint:api -w contract`).
  override validateDefinition(): Document {
    return this.document
  }
}

const JSON_TYPE = /^application\/(.+\+)?json$/

function mediaTypeOf(header: string | null): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase()
}

function declaredType(declared: string[], actual: string): string | undefined {
  return declared.find((type) => {
    const [range, sub] = type.toLowerCase().split('/')
    const [actualRange, actualSub] = actual.split('/')
    return (range === '*' || range === actualRange) && (sub === '*' || sub === actualSub)
  })
}

/** The response object for a status: exact, then its class (`4XX`), then `default`. */
function responseFor(operation: Operation, status: number): ResponseObject | undefined {
  const responses = (operation.responses ?? {}) as Record<string, ResponseObject>
  return (
    responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default
  )
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => {
      const params = Object.entries(error.params)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
        .join(', ')
      return `${error.instancePath || '(root)'} ${error.message ?? error.keyword}${params ? ` (${params})` : ''}`
    })
    .join('; ')
}

export async function createOpenApiValidator(document: Document = servedDocument()) {
  const api = new OpenApi31Backend({
    definition: document,
    apiRoot: '/api',
    strict: true,
    // Validators compiled for an operation when an answer of it first comes (all at once is
    // seconds of a busy test process's event loop, long enough for a server to drop an idle
    // keep-alive connection the next request then meets closed).
    quick: true,
    customizeAjv: (_default, options) => ajv2020(options),
  })
  await api.init()
  // Declared schemas of media types other than JSON (openapi-backend compiles JSON ones only).
  const textAjv = ajv2020({})

  function check(exchange: Exchange): Verdict {
    const url = new URL(exchange.url)
    const method = exchange.method.toUpperCase()
    // HEAD answers as GET without the body.
    const asMethod = method === 'HEAD' ? 'GET' : method
    let operation: Operation
    try {
      operation = api.router.matchOperation(
        { method: asMethod, path: url.pathname, headers: {} },
        true,
      ) as Operation
    } catch (error) {
      return { kind: 'outside', reason: (error as Error).message }
    }
    const operationId = operation.operationId ?? `${asMethod} ${operation.path}`
    const problems: string[] = []
    const { status } = exchange
    const declared = responseFor(operation, status)
    if (!declared) {
      const statuses = Object.keys(operation.responses ?? {}).join(', ')
      problems.push(`status ${status} is not declared (declared: ${statuses})`)
      return { kind: 'checked', operationId, problems }
    }

    const headers = Object.fromEntries(exchange.headers.entries())
    const headerResult = api.validator.validateResponseHeaders(headers, operation, {
      statusCode: status,
      // Every declared header is required (the document declares only required ones).
      setMatchType: SetMatchType.Superset,
    })
    if (!headerResult.valid)
      problems.push(`headers: ${describeErrors(headerResult.errors?.map(asHeaderError))}`)

    const bodyless = method === 'HEAD' || status === 304 || status === 204
    const content = declared.content ?? {}
    const types = Object.keys(content)
    if (bodyless || types.length === 0) {
      if (exchange.body.length > 0 && !bodyless)
        problems.push(`a body of ${exchange.body.length} bytes where none is declared`)
      return { kind: 'checked', operationId, problems }
    }
    const actual = mediaTypeOf(exchange.headers.get('content-type'))
    const type = declaredType(types, actual)
    if (!type) {
      problems.push(`content type "${actual}" is not declared (declared: ${types.join(', ')})`)
      return { kind: 'checked', operationId, problems }
    }
    const text = new TextDecoder().decode(exchange.body)
    if (JSON_TYPE.test(actual)) {
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        problems.push(`body is not JSON: ${excerpt(text)}`)
        return { kind: 'checked', operationId, problems }
      }
      const result = api.validator.validateResponse(body, operation, status)
      if (!result.valid) problems.push(`body: ${describeErrors(result.errors)} in ${excerpt(text)}`)
    } else {
      const schema = content[type]?.schema
      if (schema) {
        const validate = textAjv.compile(schema)
        if (!validate(text)) problems.push(`body: ${describeErrors(validate.errors)}`)
      }
    }
    return { kind: 'checked', operationId, problems }
  }

  return { check, document: api.definition }
}

/** openapi-backend checks `{ headers }`: name the header, not the wrapper. */
function asHeaderError(error: ErrorObject): ErrorObject {
  return { ...error, instancePath: error.instancePath.replace(/^\/headers/, '') }
}

function excerpt(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text
}

export type OpenApiValidator = Awaited<ReturnType<typeof createOpenApiValidator>>

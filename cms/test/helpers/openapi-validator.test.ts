import type { Document } from 'openapi-backend'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  createOpenApiValidator,
  type Exchange,
  type OpenApiValidator,
  type Verdict,
} from './openapi-validator'

/**
 * The checker the HTTP suite runs under every /api answer (openapi-check.ts) catches each kind
 * of departure from the generated document, and lets conforming answers through.
 */
let validator: OpenApiValidator
beforeAll(async () => {
  validator = await createOpenApiValidator()
})

const ETAG = 'W/"abc"'

function answer(
  method: string,
  path: string,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Exchange {
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body)
  return {
    method,
    url: `http://127.0.0.1:3000${path}`,
    status,
    headers: new Headers({
      ...(typeof body === 'string' || body === undefined
        ? {}
        : { 'content-type': 'application/json; charset=utf-8' }),
      ...headers,
    }),
    body: new TextEncoder().encode(text),
  }
}

const problemsOf = (verdict: Verdict) => (verdict.kind === 'checked' ? verdict.problems : null)

describe('the OpenAPI check of /api answers', () => {
  it('passes answers that conform: status, headers, media type and body', () => {
    const { check } = validator
    expect(check(answer('GET', '/api/categories', 200, ['Rifle'], { etag: ETAG }))).toEqual({
      kind: 'checked',
      operationId: 'listCategories',
      problems: [],
    })
    expect(
      problemsOf(check(answer('GET', '/api/categories', 304, undefined, { etag: ETAG }))),
    ).toEqual([])
    expect(
      problemsOf(check(answer('HEAD', '/api/categories', 200, undefined, { etag: ETAG }))),
    ).toEqual([])
    const wrongPassword = answer('POST', '/api/auth/dealer/login', 401, { detail: 'Invalid' })
    expect(problemsOf(check(wrongPassword))).toEqual([])
    const csv = answer('GET', '/api/admin/catalogue/csv', 200, 'id,name\n', {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="catalogue.csv"',
    })
    expect(problemsOf(check(csv))).toEqual([])
  })

  it('refuses a status the operation does not declare', () => {
    const problems = problemsOf(
      validator.check(answer('POST', '/api/auth/admin/login', 418, { detail: 'x' })),
    )
    expect(problems).toEqual([expect.stringMatching(/^status 418 is not declared \(declared: 200/)])
  })

  it('refuses a body its schema does not accept, a field more included', () => {
    const { check } = validator
    expect(problemsOf(check(answer('GET', '/api/categories', 200, [1], { etag: ETAG })))).toEqual([
      expect.stringMatching(/^body: \/0 must be string/),
    ])
    const extra = answer('GET', '/api/dealers/1', 404, { detail: 'Dealer not found', extra: 1 })
    expect(problemsOf(check(extra))).toEqual([
      expect.stringMatching(/must NOT have additional properties.*"extra"/),
    ])
    const notJson = answer('GET', '/api/categories', 200, 'oops', {
      etag: ETAG,
      'content-type': 'application/json',
    })
    expect(problemsOf(check(notJson))).toEqual([expect.stringMatching(/^body is not JSON/)])
  })

  it('refuses an answer without a declared header, or with one of the wrong form', () => {
    const { check } = validator
    expect(problemsOf(check(answer('GET', '/api/categories', 200, ['Rifle'])))).toEqual([
      expect.stringMatching(/^headers: .*must have required property 'etag'/),
    ])
    const throttled = answer('POST', '/api/contact/submit', 429, { detail: 'Too many' })
    expect(problemsOf(check(throttled))).toEqual([
      expect.stringMatching(/must have required property 'retry-after'/),
    ])
    const badWait = answer('GET', '/api/health', 503, { detail: 'Busy' }, { 'retry-after': 'soon' })
    expect(problemsOf(check(badWait))).toEqual([expect.stringMatching(/^headers: \/retry-after/)])
  })

  it('refuses a media type the answer does not declare, and a body where none is', () => {
    const { check } = validator
    const csvAsJson = answer('GET', '/api/admin/catalogue/csv', 200, ['id'], {
      'content-disposition': 'attachment; filename="catalogue.csv"',
    })
    expect(problemsOf(check(csvAsJson))).toEqual([
      'content type "application/json" is not declared (declared: text/csv)',
    ])
    const notModified = answer('GET', '/api/categories', 304, ['Rifle'], { etag: ETAG })
    expect(problemsOf(check(notModified))).toEqual([])
  })

  it('counts, without checking, what the document has no operation for', () => {
    const { check } = validator
    expect(check(answer('GET', '/api/no-such-route', 404, { detail: 'No such route' }))).toEqual({
      kind: 'outside',
      reason: expect.stringMatching(/^404/),
    })
    expect(check(answer('PATCH', '/api/firearms', 405, { detail: 'Method' }))).toEqual({
      kind: 'outside',
      reason: expect.stringMatching(/^405/),
    })
  })

  it('reads schemas as JSON Schema 2020-12, the dialect of OpenAPI 3.1', async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'tuple', version: '1' },
      paths: {
        '/pair': {
          get: {
            operationId: 'pair',
            responses: {
              200: {
                description: 'A pair',
                content: {
                  'application/json': {
                    schema: {
                      type: 'array',
                      prefixItems: [{ type: 'string' }, { type: 'integer' }],
                      items: false,
                    },
                  },
                },
              },
            },
          },
        },
      },
    } as unknown as Document
    const { check } = await createOpenApiValidator(document)
    expect(problemsOf(check(answer('GET', '/api/pair', 200, ['a', 1])))).toEqual([])
    // Draft-07 ignores `prefixItems`, and its `items: false` would refuse any item at all.
    expect(problemsOf(check(answer('GET', '/api/pair', 200, [1, 'a'])))).toEqual([
      expect.stringMatching(/^body: \/0 must be string.*; \/1 must be integer/),
    ])
    expect(problemsOf(check(answer('GET', '/api/pair', 200, ['a', 1, 2])))).toEqual([
      expect.stringMatching(/^body: \(root\) must NOT have more than 2 items/),
    ])
  })
})

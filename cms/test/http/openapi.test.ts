import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { routes } from '@/api/router'
import type { ApiAdminLogin, ApiDealerLogin } from '@/api/routes/auth'
import { SAMPLE_FIREARMS } from '@/seed/sample-catalogue'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@/seed/sample-dealers'
import { DEFAULT_ADMIN } from '@/server/runtime-env'
import { launch, stop, type Launched } from '../helpers/launcher'

type Doc = {
  openapi: string
  components: { schemas: Record<string, object> }
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >
}

let app: Launched | undefined
let doc: Doc
let admin: ApiAdminLogin
let dealer: ApiDealerLogin
const ajv = new Ajv2020({ strict: false, validateFormats: false })

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${app!.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as T
}

beforeAll(async () => {
  app = await launch()
  doc = (await (await fetch(`${app.baseUrl}/api/openapi.json`)).json()) as Doc
  ajv.addSchema({ $id: 'doc', components: doc.components })
  admin = await post('/api/auth/admin/login', DEFAULT_ADMIN)
  dealer = await post('/api/auth/dealer/login', {
    username: SAMPLE_DEALERS[0]!.username,
    password: SAMPLE_DEALER_PASSWORD,
  })
}, 600_000)
afterAll(() => stop(app))

/** Compiles the documented response schema, resolving `#/components/...` inside the document. */
function schemaFor(template: string, method: string, status: number) {
  const response = doc.paths[template]?.[method]?.responses[String(status)]
  const schema = response?.content?.['application/json']?.schema
  if (!schema) throw new Error(`${method.toUpperCase()} ${template} documents no ${status} body`)
  return ajv.compile(
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"doc#/components')),
  )
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and documents every route the server has', () => {
    expect(doc.openapi).toBe('3.1.0')
    for (const route of routes) {
      const template = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`
      expect(
        doc.paths[template]?.[route.method.toLowerCase()],
        `${route.method} ${template}`,
      ).toBeDefined()
    }
  })

  it('describes the real responses', async () => {
    const dealerId = dealer.dealer.dealer_id
    const firearmId = SAMPLE_FIREARMS[0]!.id
    const checks: [
      method: string,
      template: string,
      path: string,
      token?: string,
      body?: unknown,
    ][] = [
      ['get', '/api/health', '/api/health'],
      ['get', '/api/countries', '/api/countries'],
      ['get', '/api/firearms', '/api/firearms'],
      ['get', '/api/firearms/{id}', `/api/firearms/${firearmId}`],
      ['get', '/api/categories', '/api/categories'],
      ['get', '/api/calibers', '/api/calibers'],
      ['get', '/api/barrel-lengths', '/api/barrel-lengths'],
      ['get', '/api/system-types', '/api/system-types'],
      ['get', '/api/settings', '/api/settings'],
      ['get', '/api/dealers', '/api/dealers'],
      ['get', '/api/dealers/{id}', `/api/dealers/${dealerId}`],
      [
        'post',
        '/api/contact/submit',
        '/api/contact/submit',
        undefined,
        { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
      ],
      [
        'get',
        '/api/inventory/dealer/{dealerId}',
        `/api/inventory/dealer/${dealerId}`,
        dealer.access_token,
      ],
      [
        'put',
        '/api/inventory/dealer/{dealerId}/firearm/{firearmId}',
        `/api/inventory/dealer/${dealerId}/firearm/${firearmId}`,
        dealer.access_token,
        { stock: 2, price: 10.5, available: true },
      ],
      ['get', '/api/admin/dashboard/stats', '/api/admin/dashboard/stats', admin.access_token],
      ['get', '/api/admin/dealers', '/api/admin/dealers', admin.access_token],
      ['get', '/api/admin/dealers/{id}', `/api/admin/dealers/${dealerId}`, admin.access_token],
      ['get', '/api/admin/contacts', '/api/admin/contacts', admin.access_token],
      ['get', '/api/admin/categories', '/api/admin/categories', admin.access_token],
    ]
    for (const [method, template, path, token, body] of checks) {
      const response = await fetch(`${app!.baseUrl}${path}`, {
        method: method.toUpperCase(),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
      const validate = schemaFor(template, method, response.status)
      const json: unknown = await response.json()
      expect(validate(json), `${method} ${path}: ${JSON.stringify(validate.errors)}`).toBe(true)
    }
    const error = await fetch(`${app!.baseUrl}/api/admin/dealers`)
    const validateError = schemaFor('/api/admin/dealers', 'get', 401)
    expect(validateError(await error.json())).toBe(true)
  })
})

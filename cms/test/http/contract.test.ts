import {
  ApiErrorBody,
  routes,
  type ApiAdminLogin,
  type ApiDealerLogin,
  type RouteName,
} from '@sog/contract'
import { createOpenApiDocument, openApiPath } from '@sog/contract/openapi'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS, SAMPLE_FIREARMS } from '@sog/samples'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import pkg from '../../package.json'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiCall, apiText, signInAdmin, signInDealer, type ApiResult } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'

/**
 * The route table against the running product: every route answers its declared success
 * status with a body its output schema parses (strictly: no field more or less), and refuses
 * what it should with a `{ detail, errors? }` body of the declared status.
 */
let app: Launched | undefined
let admin: string
let dealer: ApiDealerLogin

const call = <T = unknown>(
  method: string,
  path: string,
  options?: { token?: string; body?: unknown },
): Promise<ApiResult<T>> => apiCall<T>(app!.baseUrl, method, path, options)

beforeAll(async () => {
  app = await launch()
  admin = await signInAdmin(app.baseUrl)
  dealer = await signInDealer(app.baseUrl)
}, 600_000)
afterAll(() => stop(app))

const firearmId = () => SAMPLE_FIREARMS[0]!.id
const dealerId = () => dealer.dealer.dealer_id
const newDealer = (n: string) => ({
  name: `Contract ${n}`,
  email: `contract-${n}@example.com`,
  city: 'Kraków',
  country: 'PL',
  username: `contract-${n}`,
  password: 'secret-1',
})
const newFirearm = (id: string) => ({
  id,
  name: `Contract ${id}`,
  category: 'Rifle',
  caliber: '9mm',
  barrelLength: '16"',
  systemType: 'Carbine',
  pricePLN: 1000,
  priceEUR: 250,
})

const newRequest = (name: string, dealerId: number | null = null) => ({
  firearmId: firearmId(),
  dealerId,
  kind: 'price',
  name,
  email: 'visitor@example.com',
  country: 'PL',
})
/** A request to the signed-in dealer, which first lists the firearm where to buy it; its id. */
async function requestToDealer(name: string): Promise<number> {
  await call('PUT', `/api/inventory/dealer/${dealerId()}/firearm/${firearmId()}`, {
    token: dealer.access_token,
    body: { stock: 5, price: 10, available: true },
  })
  await call('POST', '/api/requests', { body: newRequest(name, dealerId()) })
  const { body } = await call<{ items: { id: number; name: string }[] }>(
    'GET',
    '/api/dealer/requests',
    { token: dealer.access_token },
  )
  return body.items.find((request) => request.name === name)!.id
}

/** One real request per route; records made here are removed by the routes that delete. */
const cases: Record<RouteName, () => Promise<ApiResult<unknown>>> = {
  getHealth: () => call('GET', '/api/health'),
  getOpenApi: () => call('GET', '/api/openapi.json'),
  listCountries: () => call('GET', '/api/countries'),
  listFirearms: () => call('GET', '/api/firearms'),
  getFirearm: () => call('GET', `/api/firearms/${firearmId()}`),
  listSearchSuggestions: () => call('GET', '/api/search-suggestions?q=9mm&lang=pl'),
  listStockists: () => call('GET', `/api/firearms/${firearmId()}/dealers`),
  listPlaces: () => call('GET', '/api/places?q=munchen&country=DE'),
  listCategories: () => call('GET', '/api/categories'),
  listCalibers: () => call('GET', '/api/calibers'),
  listBarrelLengths: () => call('GET', '/api/barrel-lengths'),
  listSystemTypes: () => call('GET', '/api/system-types'),
  listOptionLabels: () => call('GET', '/api/option-labels?lang=pl'),
  getSettings: () => call('GET', '/api/settings?lang=de'),
  getLegalTexts: () => call('GET', '/api/legal?lang=de'),
  listDealers: () => call('GET', '/api/dealers'),
  getDealer: () => call('GET', `/api/dealers/${dealerId()}`),
  submitContact: () =>
    call('POST', '/api/contact/submit', {
      body: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
    }),
  listDealerFirearms: () => call('GET', `/api/dealers/${dealerId()}/firearms`),
  submitRequest: () => call('POST', '/api/requests', { body: newRequest('Contract submit') }),
  listDealerRequests: () =>
    call('GET', '/api/dealer/requests?status=new', { token: dealer.access_token }),
  markDealerRequest: async () => {
    const id = await requestToDealer('Contract mark')
    return call('PATCH', `/api/dealer/requests/${id}`, {
      token: dealer.access_token,
      body: { status: 'answered' },
    })
  },
  loginDealer: () =>
    call('POST', '/api/auth/dealer/login', {
      body: { username: SAMPLE_DEALERS[1]!.username, password: SAMPLE_DEALER_PASSWORD },
    }),
  loginAdmin: () => call('POST', '/api/auth/admin/login', { body: DEFAULT_ADMIN }),
  logoutAdmin: async () => {
    const { body } = await call<ApiAdminLogin>('POST', '/api/auth/admin/login', {
      body: DEFAULT_ADMIN,
    })
    return call('POST', '/api/auth/admin/logout', { token: body.access_token })
  },
  logoutDealer: async () => {
    const { body } = await call<ApiDealerLogin>('POST', '/api/auth/dealer/login', {
      body: { username: SAMPLE_DEALERS[2]!.username, password: SAMPLE_DEALER_PASSWORD },
    })
    return call('POST', '/api/auth/dealer/logout', { token: body.access_token })
  },
  listInventory: () =>
    call('GET', `/api/inventory/dealer/${dealerId()}`, { token: dealer.access_token }),
  updateInventory: () =>
    call('PUT', `/api/inventory/dealer/${dealerId()}/firearm/${firearmId()}`, {
      token: dealer.access_token,
      body: { stock: 2, price: 10.5, available: true },
    }),
  exportInventoryCsv: () =>
    apiText(app!.baseUrl, `/api/inventory/dealer/${dealerId()}/csv`, dealer.access_token),
  previewInventoryCsv: () =>
    call('POST', `/api/inventory/dealer/${dealerId()}/csv/preview`, {
      token: dealer.access_token,
      body: { csv: `firearmId,stock,price,available\n${firearmId()},3,10.5,true\n` },
    }),
  importInventoryCsv: () =>
    call('POST', `/api/inventory/dealer/${dealerId()}/csv`, {
      token: dealer.access_token,
      body: { csv: `firearmId,stock,price,available\n${firearmId()},4,10.5,true\n` },
    }),
  exportCatalogueCsv: () => apiText(app!.baseUrl, '/api/admin/catalogue/csv', admin),
  getDashboardStats: () => call('GET', '/api/admin/dashboard/stats', { token: admin }),
  listAdminDealers: () => call('GET', '/api/admin/dealers', { token: admin }),
  getAdminDealer: () => call('GET', `/api/admin/dealers/${dealerId()}`, { token: admin }),
  createDealer: () => call('POST', '/api/admin/dealers', { token: admin, body: newDealer('c') }),
  updateDealer: async () => {
    const { body } = await call<{ id: number }>('POST', '/api/admin/dealers', {
      token: admin,
      body: newDealer('u'),
    })
    return call('PUT', `/api/admin/dealers/${body.id}`, {
      token: admin,
      body: { ...newDealer('u'), city: 'Gdańsk', isActive: true },
    })
  },
  deactivateDealer: async () => {
    const { body } = await call<{ id: number }>('POST', '/api/admin/dealers', {
      token: admin,
      body: newDealer('d'),
    })
    return call('DELETE', `/api/admin/dealers/${body.id}`, { token: admin })
  },
  getAdminFirearm: () => call('GET', `/api/admin/firearms/${firearmId()}`, { token: admin }),
  listAdminFirearms: () =>
    call('GET', '/api/admin/firearms?limit=2&sort=price-desc&search=sog', { token: admin }),
  createFirearm: async () => {
    const created = await call('POST', '/api/admin/firearms', {
      token: admin,
      body: newFirearm('sog-contract-c'),
    })
    await call('DELETE', '/api/admin/firearms/sog-contract-c', { token: admin })
    return created
  },
  updateFirearm: async () => {
    await call('POST', '/api/admin/firearms', { token: admin, body: newFirearm('sog-contract-u') })
    const updated = await call('PUT', '/api/admin/firearms/sog-contract-u', {
      token: admin,
      body: { ...newFirearm('sog-contract-u'), priceEUR: 260 },
    })
    await call('DELETE', '/api/admin/firearms/sog-contract-u', { token: admin })
    return updated
  },
  deleteFirearm: async () => {
    await call('POST', '/api/admin/firearms', { token: admin, body: newFirearm('sog-contract-d') })
    return call('DELETE', '/api/admin/firearms/sog-contract-d', { token: admin })
  },
  listContacts: () => call('GET', '/api/admin/contacts', { token: admin }),
  markContact: async () => {
    const { body } = await call<{ id: number }>('POST', '/api/contact/submit', {
      body: { name: 'B', email: 'b@example.com', subject: 'S', message: 'M' },
    })
    return call('PATCH', `/api/admin/contacts/${body.id}`, {
      token: admin,
      body: { status: 'read' },
    })
  },
  deleteContact: async () => {
    const { body } = await call<{ id: number }>('POST', '/api/contact/submit', {
      body: { name: 'C', email: 'c@example.com', subject: 'S', message: 'M' },
    })
    return call('DELETE', `/api/admin/contacts/${body.id}`, { token: admin })
  },
  listFilterOptions: () => call('GET', '/api/admin/categories', { token: admin }),
  createFilterOption: async () => {
    const created = await call<{ id: number }>('POST', '/api/admin/categories', {
      token: admin,
      body: { name: 'Contract option', type: 'category' },
    })
    await call('DELETE', `/api/admin/categories/${created.body.id}`, { token: admin })
    return created
  },
  renameFilterOption: async () => {
    const { body } = await call<{ id: number }>('POST', '/api/admin/categories', {
      token: admin,
      body: { name: 'Contract rename', type: 'caliber' },
    })
    const renamed = await call('PUT', `/api/admin/categories/${body.id}`, {
      token: admin,
      body: { name: 'Contract renamed' },
    })
    await call('DELETE', `/api/admin/categories/${body.id}`, { token: admin })
    return renamed
  },
  deleteFilterOption: async () => {
    const { body } = await call<{ id: number }>('POST', '/api/admin/categories', {
      token: admin,
      body: { name: 'Contract delete', type: 'systemType' },
    })
    return call('DELETE', `/api/admin/categories/${body.id}`, { token: admin })
  },
  getAdminSettings: () => call('GET', '/api/admin/settings', { token: admin }),
  saveSettings: async () => {
    const current = await call('GET', '/api/admin/settings', { token: admin })
    return call('PUT', '/api/admin/settings', { token: admin, body: current.body })
  },
  listAdminRequests: () =>
    call('GET', '/api/admin/requests?status=new&dealer=company', { token: admin }),
  updateAdminRequest: async () => {
    const id = await requestToDealer('Contract reassign')
    return call('PATCH', `/api/admin/requests/${id}`, {
      token: admin,
      body: { dealerId: null, status: 'closed' },
    })
  },
  getRequestInsight: () => call('GET', '/api/admin/dashboard/requests?days=90', { token: admin }),
  listActivity: () => call('GET', '/api/admin/activity', { token: admin }),
  refreshSession: async () => {
    const { body } = await call<ApiAdminLogin>('POST', '/api/auth/admin/login', {
      body: DEFAULT_ADMIN,
    })
    return call('POST', '/api/auth/refresh', { token: body.access_token })
  },
  setDealerPassword: async () => {
    const { body } = await call<{ id: number }>('POST', '/api/admin/dealers', {
      token: admin,
      body: newDealer('p'),
    })
    return call('PUT', `/api/admin/dealers/${body.id}/password`, {
      token: admin,
      body: { password: 'another-secret' },
    })
  },
  unlockDealer: () => call('POST', `/api/admin/dealers/${dealerId()}/unlock`, { token: admin }),
}

const names = Object.keys(routes) as RouteName[]

/** A path with each parameter replaced by a value that cannot name anything (a space). */
const unnamable = (path: string) => path.replace(/:(\w+)/g, 'no%20such')
/** A path with each parameter replaced by a well-formed id. */
const concrete = (path: string) => path.replace(/:(\w+)/g, '1')

describe('every route of the contract', () => {
  it.each(names)('%s answers its declared status and shape', async (name) => {
    const spec = routes[name]
    const { status, body } = await cases[name]()
    expect(status, JSON.stringify(body)).toBe(spec.ok.status)
    const parsed = spec.ok.schema.safeParse(body)
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
  })

  it.each(names)('%s refuses with the declared statuses and error shape', async (name) => {
    const spec = routes[name]
    const refusals: [number, ApiResult<unknown>][] = []
    const path = `/api${spec.path}`
    if (spec.access !== 'public') {
      refusals.push([401, await call(spec.method, concrete(path))])
    }
    if (spec.access === 'admin') {
      refusals.push([403, await call(spec.method, concrete(path), { token: dealer.access_token })])
    }
    if ('params' in spec) {
      const token = spec.access === 'public' ? undefined : admin
      const body = spec.method === 'GET' ? undefined : {}
      refusals.push([404, await call(spec.method, unnamable(path), { token, body })])
    }
    if ('body' in spec && spec.access === 'public') {
      refusals.push([400, await call(spec.method, path, { body: {} })])
    }
    if ('body' in spec && spec.access !== 'public') {
      const own = path.replace(':dealerId', String(dealerId())).replace(':firearmId', firearmId())
      const target = own.includes(':id') ? undefined : own
      if (target) refusals.push([400, await call(spec.method, target, { token: admin, body: {} })])
    }
    for (const [expected, { status, body }] of refusals) {
      expect(status, `${name}: ${JSON.stringify(body)}`).toBe(expected)
      expect(ApiErrorBody.safeParse(body).success, JSON.stringify(body)).toBe(true)
    }
    if (refusals.some(([status]) => status === 400)) {
      const invalid = refusals.find(([status]) => status === 400)![1].body as ApiErrorBody
      expect(invalid.errors?.length).toBeGreaterThan(0)
    }
  })
})

describe('the OpenAPI document', () => {
  it('is the document generated from the route table, with every route', async () => {
    const served = await call<{ paths: Record<string, Record<string, { operationId: string }>> }>(
      'GET',
      '/api/openapi.json',
    )
    expect(served.body).toEqual(JSON.parse(JSON.stringify(createOpenApiDocument(pkg.version))))
    for (const name of names) {
      const { method, path } = routes[name]
      expect(served.body.paths[openApiPath(path)]?.[method.toLowerCase()]?.operationId).toBe(name)
    }
  })
})

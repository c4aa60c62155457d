import { describe, expect, it } from 'vitest'

import { createOpenApiDocument, openApiPath } from './openapi'
import { cacheKeyOf, isCacheablePath, readsStock, routeList } from './routes'
import { FIREARM_QUERY_KEYS } from './schemas/firearm-query'

describe('the route table', () => {
  it('declares each method and path once', () => {
    const keys = routeList.map((route) => `${route.method} ${route.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('declares a schema for every path parameter, and names what it identifies', () => {
    for (const route of routeList) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1])
      expect(Object.keys(route.params?.shape ?? {}).sort(), route.name).toEqual(names.sort())
      if (names.length) expect(route.names, route.name).toBeTruthy()
    }
  })

  it('lets the front cache only public reads', () => {
    for (const route of routeList.filter((r) => r.cacheable)) {
      expect(route.method, route.name).toBe('GET')
      expect(route.access, route.name).toBe('public')
    }
    expect(isCacheablePath('/api/firearms')).toBe(true)
    expect(isCacheablePath('/api/firearms/sog-p9')).toBe(true)
    expect(isCacheablePath('/api/firearms/sog-p9/dealers')).toBe(true)
    expect(isCacheablePath('/api/admin/dealers')).toBe(false)
    expect(isCacheablePath('/api/firearms/')).toBe(false)
  })

  it('marks the answers that show stock, which the stock version also keeps fresh', () => {
    for (const route of routeList.filter((r) => r.readsStock)) {
      expect(route.cacheable, route.name).toBe(true)
    }
    expect(readsStock('/api/firearms/sog-p9/dealers')).toBe(true)
    expect(readsStock('/api/firearms/sog-p9')).toBe(false)
    expect(readsStock('/api/dealers')).toBe(false)
  })
})

describe('the OpenAPI document', () => {
  const document = createOpenApiDocument('1.0.0')

  it('has an operation with a unique id, a security rule and a 4xx answer for every route', () => {
    const ids = new Set<string>()
    for (const route of routeList) {
      const operation =
        document.paths?.[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get']
      expect(operation?.operationId, route.name).toBe(route.name)
      ids.add(route.name)
      expect(operation?.security, route.name).toEqual(
        route.access === 'public' ? [] : [{ bearer: [] }],
      )
      const statuses = Object.keys(operation?.responses ?? {})
      expect(
        statuses.some((status) => status.startsWith('4')),
        route.name,
      ).toBe(true)
      const declared = (operation?.parameters ?? []).map((p) => ('name' in p ? p.name : ''))
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1])
      const inQuery = Object.keys(route.query?.shape ?? {})
      expect(declared.sort(), route.name).toEqual([...inPath, ...inQuery].sort())
    }
    expect(ids.size).toBe(routeList.length)
  })

  it('declares what the front server answers any route: 429 and 503 with Retry-After, body refusals, 304s', () => {
    for (const route of routeList) {
      const operation =
        document.paths?.[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get']
      const responses = (operation?.responses ?? {}) as Record<string, { headers?: object }>
      for (const status of ['429', '503'])
        expect(Object.keys(responses[status]?.headers ?? {}), `${route.name} ${status}`).toEqual([
          'Retry-After',
        ])
      const bodyRefusals = ['413', '415'].filter((status) => status in responses)
      expect(bodyRefusals, route.name).toEqual(route.method === 'GET' ? [] : ['413', '415'])
      expect('304' in responses, route.name).toBe(route.cacheable === true)
      if (route.cacheable)
        expect(Object.keys(responses['304']?.headers ?? {}), route.name).toEqual(['ETag'])
    }
    for (const login of ['/auth/admin/login', '/auth/dealer/login'])
      expect(Object.keys(document.paths?.[login]?.post?.responses ?? {})).toContain('401')
  })
})

describe('cache keys', () => {
  it('keep only declared query parameters, sorted, and nothing for other paths', () => {
    expect(cacheKeyOf('/api/firearms')).toBe('/api/firearms')
    expect(cacheKeyOf('/api/firearms?sort=name&page=2&x=1&page=3')).toBe(
      '/api/firearms?page=3&sort=name',
    )
    expect(cacheKeyOf('/api/categories?nonce=1')).toBe('/api/categories')
    expect(cacheKeyOf('/api/admin/firearms?page=2')).toBeNull()
  })

  it('keep one answer per language on the translated reads, none for the others', () => {
    expect(cacheKeyOf('/api/firearms?lang=pl')).toBe('/api/firearms?lang=pl')
    expect(cacheKeyOf('/api/firearms?page=2&lang=de')).toBe('/api/firearms?lang=de&page=2')
    expect(cacheKeyOf('/api/firearms/sog-p9?lang=fr')).toBe('/api/firearms/sog-p9?lang=fr')
    expect(cacheKeyOf('/api/option-labels?lang=it')).toBe('/api/option-labels?lang=it')
    expect(cacheKeyOf('/api/firearms/sog-p9?lang=pl')).not.toBe(cacheKeyOf('/api/firearms/sog-p9'))
    // The lists' values are English in every language: one answer.
    expect(cacheKeyOf('/api/categories?lang=pl')).toBe('/api/categories')
  })

  it('do not let `lang` turn the full firearm list into a page', () => {
    expect(FIREARM_QUERY_KEYS).not.toContain('lang')
    expect(FIREARM_QUERY_KEYS).toContain('category')
  })
})

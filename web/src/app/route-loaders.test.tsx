import { createMemoryRouter, type RouteObject } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { reloadSessions } from '@/lib/session'
import { STORAGE_KEYS } from '@/lib/storage/keys'
import { adminSession } from '@/testing/admin-session'
import { createApiDouble, type ApiDouble } from '@/testing/api-double'
import { DEALER_ID, dealerSession } from '@/testing/dealer-session'
import { routes } from './router'

/**
 * The signed-in lists' loaders (docs/decisions/0128-route-loaders.md): a screen's request
 * starts as its route is entered, while its code is still on the way. Here each screen's chunk
 * is held back until the test ends, so any request made meanwhile was the loader's.
 */
const releases: (() => void)[] = []

function holdScreens(list: RouteObject[]) {
  for (const route of list) {
    if (route.children) holdScreens(route.children)
    const load = route.lazy
    if (!route.loader || typeof load !== 'function') continue
    let release = () => {}
    const arrived = new Promise<void>((resolve) => {
      release = resolve
    })
    route.lazy = async () => {
      await arrived
      return load()
    }
    releases.push(() => {
      release()
      route.lazy = load
    })
  }
}

let router: ReturnType<typeof createMemoryRouter> | null = null

beforeEach(() => holdScreens(routes))

afterEach(() => {
  releases.splice(0).forEach((release) => release())
  router?.dispose()
  router = null
})

function open(url: string, storage: Partial<Record<string, unknown>>) {
  window.localStorage.clear()
  for (const [key, value] of Object.entries(storage))
    window.localStorage.setItem(key, JSON.stringify(value))
  reloadSessions()
  const api = createApiDouble()
  api.start()
  router = createMemoryRouter(routes, { initialEntries: [url] })
  return { api, router }
}

/** The screen's reads: the shell's own (the header's countries, the footer's settings) aside. */
const SHELL = new Set(['/countries', '/settings'])
const gets = (api: ApiDouble) =>
  api.calls
    .filter((call) => call.method === 'GET' && !SHELL.has(call.path))
    .map((call) => `${call.path}?${call.query}`)

/** A token whose payload says it ended at `exp` (seconds). */
const tokenEnding = (exp: number) =>
  `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.signature`

const asAdmin = { [STORAGE_KEYS.adminSession]: adminSession }

describe('signed-in lists start their request beside their code', () => {
  it('asks for the admin firearms page the address shows before the screen has loaded', async () => {
    const { api, router } = open('/admin/firearms?page=2&search=sog&availability=In+Stock', asAdmin)
    await vi.waitFor(() =>
      expect(gets(api)).toEqual([
        '/admin/firearms?page=2&limit=24&search=sog&sort=name&availability=In+Stock',
      ]),
    )
    expect(router.state.initialized).toBe(false)
    expect(api.calls[0]!.token).toBe('admin-token')
  })

  it('asks for the dealers and the inbox pages the same way', async () => {
    const dealers = open('/admin/dealers?country=PL&sort=city', asAdmin)
    await vi.waitFor(() =>
      expect(gets(dealers.api)).toEqual(['/admin/dealers?page=1&limit=24&sort=city&country=PL']),
    )
    expect(dealers.router.state.initialized).toBe(false)
    dealers.router.dispose()

    const inbox = open('/admin/contacts?status=new', asAdmin)
    await vi.waitFor(() =>
      expect(gets(inbox.api)).toEqual(['/admin/contacts?page=1&limit=20&sort=newest&status=new']),
    )
    expect(inbox.router.state.initialized).toBe(false)
  })

  it("asks for the dealer's record and inventory page before the dashboard has loaded", async () => {
    const { api, router } = open('/dealer/dashboard?inStock=true&page=3', {
      [STORAGE_KEYS.dealerSession]: dealerSession,
    })
    await vi.waitFor(() =>
      expect(gets(api).sort()).toEqual([
        `/dealers/${DEALER_ID}?`,
        `/inventory/dealer/${DEALER_ID}?page=3&limit=20&inStock=true&sort=name`,
      ]),
    )
    expect(router.state.initialized).toBe(false)
  })

  it('starts the request again on a navigation into the list', async () => {
    const { api, router } = open('/admin/dashboard', asAdmin)
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    const before = gets(api).length
    void router.navigate('/admin/firearms?sort=newest')
    await vi.waitFor(() =>
      expect(gets(api).slice(before)).toEqual(['/admin/firearms?page=1&limit=24&sort=newest']),
    )
    expect(router.state.location.pathname).toBe('/admin/dashboard')
  })

  it('asks for nothing without a session, or with one that has ended', async () => {
    releases.splice(0).forEach((release) => release())
    const none = open('/admin/firearms', {})
    await vi.waitFor(() => expect(none.router.state.initialized).toBe(true))
    none.router.dispose()
    const ended = open('/dealer/dashboard', {
      [STORAGE_KEYS.dealerSession]: { ...dealerSession, access_token: tokenEnding(1) },
    })
    await vi.waitFor(() => expect(ended.router.state.initialized).toBe(true))
    expect(gets(none.api)).toEqual([])
    expect(gets(ended.api)).toEqual([])
  })
})

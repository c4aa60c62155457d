import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiAdminLogin } from '@sog/contract'
import { DEFAULT_ADMIN } from '@/server/runtime-env'
import { launch, stop, type Launched } from '../helpers/launcher'

let first: Launched | undefined
let second: Launched | undefined

beforeAll(async () => {
  first = await launch()
  second = await launch({ dataDir: first.dataDir, databaseUrl: first.databaseUrl })
}, 600_000)
afterAll(async () => {
  await stop(second)
  await stop(first)
})

describe('two server processes on one database', () => {
  it('serve a change made through one at once from the other, cache and all', async () => {
    const categories = async (app: Launched) =>
      (await (await fetch(`${app.baseUrl}/api/categories`)).json()) as string[]
    const before = await categories(second!)
    expect(before).not.toContain('Precision')
    const etag = (await fetch(`${second!.baseUrl}/api/categories`)).headers.get('etag')

    const login = await fetch(`${first!.baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEFAULT_ADMIN),
    })
    const { access_token } = (await login.json()) as ApiAdminLogin
    const added = await fetch(`${first!.baseUrl}/api/admin/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ name: 'Precision', type: 'category' }),
    })
    expect(added.status).toBe(201)

    expect(await categories(second!)).toContain('Precision')
    const revalidated = await fetch(`${second!.baseUrl}/api/categories`, {
      headers: { 'if-none-match': etag! },
    })
    expect(revalidated.status).toBe(200)
    // A token from one process works on the other: sessions live in the database.
    const stats = await fetch(`${second!.baseUrl}/api/admin/dashboard/stats`, {
      headers: { authorization: `Bearer ${access_token}` },
    })
    expect(stats.status).toBe(200)
  })
})

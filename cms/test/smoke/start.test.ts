import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SAMPLE_FIREARMS } from '@sog/contract/samples'
import { SAMPLE_DEALERS } from '@sog/contract/samples'
import { DEFAULT_ADMIN } from '@/server/runtime-env'
import { launch, stop, type Launched } from '../helpers/launcher'
import { PINNED_NODE_VERSION } from '../helpers/pinned-node'

let app: Launched | undefined

beforeAll(async () => {
  app = await launch()
}, 600_000)
afterAll(async () => {
  await stop(app)
  if (app) await fs.rm(app.dataDir, { recursive: true, force: true })
})

describe('npm start on a fresh data directory', () => {
  it('runs on the pinned Node and says so', () => {
    expect(app!.output()).toContain(`[sog] Node v${PINNED_NODE_VERSION}`)
  })

  it('serves the Payload panel at /cms', async () => {
    const login = await fetch(`${app!.baseUrl}/cms/login`)
    expect(login.status).toBe(200)
    expect(login.headers.get('content-type')).toContain('text/html')
  })

  it('serves the seeded catalogue through Payload’s REST API at /cms/api', async () => {
    const response = await fetch(`${app!.baseUrl}/cms/api/firearms?limit=0`)
    const body = (await response.json()) as {
      totalDocs: number
      docs: { image?: { url?: string } }[]
    }
    expect(body.totalDocs).toBe(SAMPLE_FIREARMS.length)
    const imageUrl = body.docs[0]?.image?.url
    expect(imageUrl).toBeTruthy()
    const image = await fetch(`${app!.baseUrl}${imageUrl}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it('lets the default admin log in and see the dealers, and shows the public only the directory', async () => {
    const visitor = (await (await fetch(`${app!.baseUrl}/cms/api/dealers?limit=0`)).json()) as {
      docs: Record<string, unknown>[]
    }
    expect(visitor.docs).toHaveLength(SAMPLE_DEALERS.filter((d) => d.isActive).length)
    for (const doc of visitor.docs) {
      expect(doc).not.toHaveProperty('username')
      expect(doc).not.toHaveProperty('hash')
    }
    const login = await fetch(`${app!.baseUrl}/cms/api/admins/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEFAULT_ADMIN.username, password: DEFAULT_ADMIN.password }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const dealers = await fetch(`${app!.baseUrl}/cms/api/dealers?limit=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const body = (await dealers.json()) as { totalDocs: number; docs: Record<string, unknown>[] }
    expect(body.totalDocs).toBe(SAMPLE_DEALERS.length)
    expect(body.docs[0]).not.toHaveProperty('hash')
  })

  it('stops cleanly on SIGTERM: the web server and embedded PostgreSQL with it', async () => {
    expect(
      await stop(app),
      app!
        .output()
        .split('\n')
        .filter((l) => /error|Error|exit|sog\]/.test(l))
        .slice(-30)
        .join('\n'),
    ).toBe(143)
    await expect(fetch(`${app!.baseUrl}/cms/api/firearms`)).rejects.toThrow()
    if (!process.env.TEST_DATABASE_URL) {
      const pidFile = path.join(app!.dataDir, 'postgres', 'postmaster.pid')
      await expect(fs.access(pidFile)).rejects.toThrow()
    }
  })
})

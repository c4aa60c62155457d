import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SAMPLE_FIREARMS } from '@sog/samples'
import { SAMPLE_DEALERS } from '@sog/samples'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { freePort } from '@/launcher/free-port'
import { exitCodeOf } from '@/launcher/process'
import { COMPILE_CACHE_DIR } from '@/launcher/compile-cache'
import { launch, removeDataDir, stop, type Launched } from '../helpers/launcher'
import { launcherEnv, startLauncher } from '../helpers/launcher-process'
import { PINNED_NODE_VERSION } from '../helpers/pinned-node'
import { children } from '../helpers/process-memory'

let app: Launched | undefined
// The data folder sits in a folder only its owner may enter, as a checkout in root's home
// does: as root, the embedded PostgreSQL must start all the same.
let home: string
// Settings in a .env file, as a user writes them; the environment's PORT wins over the file's.
const FILE_ADMIN = { username: 'from-env-file', password: 'env-file-password' }
let filePort: number

beforeAll(async () => {
  home = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-home-'))
  await fs.mkdir(path.join(home, 'data'))
  filePort = await freePort()
  const envFile = path.join(home, '.env')
  await fs.writeFile(
    envFile,
    `PORT=${filePort}\nADMIN_USERNAME=${FILE_ADMIN.username}\nADMIN_PASSWORD="${FILE_ADMIN.password}"\n`,
  )
  app = await launch({ dataDir: path.join(home, 'data'), env: { ENV_FILE: envFile } })
}, 600_000)
afterAll(async () => {
  await stop(app)
  await removeDataDir(path.join(home, 'data'))
  await fs.rm(home, { recursive: true, force: true })
})

describe('npm start on a fresh data directory in a private folder', () => {
  it('runs on the pinned Node and says so', () => {
    expect(app!.output()).toContain(`[sog] Node v${PINNED_NODE_VERSION}`)
  })

  it('says where it is in one block of [sog] lines: no internal port, no colour codes', () => {
    const output = app!.output()
    const lines = output.split('\n')
    const first = lines.findIndex((line) => line.startsWith('[sog] Node'))
    const last = lines.findIndex((line) => line.startsWith('[sog] Sample dealers'))
    expect(first, output).toBeGreaterThanOrEqual(0)
    const block = lines.slice(first, last + 1)
    expect(
      block.every((line) => line.startsWith('[sog] ')),
      block.join('\n'),
    ).toBe(true)
    const port = new URL(app!.baseUrl).port
    expect(block).toContain(`[sog] Site             http://localhost:${port}/`)
    // Every address printed is the public one; Next's own notices and Payload's warning are gone.
    const ports = new Set([...output.matchAll(/https?:\/\/[\w.-]+:(\d+)/g)].map((m) => m[1]))
    expect([...ports]).toEqual([port])
    expect(output).not.toMatch(/Local:|telemetry|No email adapter/)
    expect(output.includes('\u001b[')).toBe(false)
  })

  it('takes its settings from .env, the environment winning over the file', async () => {
    await expect(fetch(`http://127.0.0.1:${filePort}/api/health`)).rejects.toThrow()
    const login = (credentials: object) =>
      fetch(`${app!.baseUrl}/cms/api/admins/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      })
    expect((await login(FILE_ADMIN)).status).toBe(200)
    expect((await login(DEFAULT_ADMIN)).status).toBe(401)
  })

  it('serves /api/health with its database up', async () => {
    const response = await fetch(`${app!.baseUrl}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' })
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

  it('lets the admin from .env log in and see the dealers, and shows the public only the directory', async () => {
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
      body: JSON.stringify(FILE_ADMIN),
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

  it('keeps the modules it compiled for the next start, Next’s too (docs/decisions/0180-compile-cache.md)', async () => {
    const commands = await Promise.all(
      (await children(app!.process.pid!)).map(async (pid) => ({
        pid,
        command: await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''),
      })),
    )
    const next = commands.find(({ command }) => /^next-server\b/.test(command))
    expect(next, commands.map(({ command }) => command).join('\n')).toBeDefined()
    const environment = (await fs.readFile(`/proc/${next!.pid}/environ`, 'utf8')).split('\0')
    expect(environment).toContain(`NODE_COMPILE_CACHE=${COMPILE_CACHE_DIR}`)
    const versions = await fs.readdir(COMPILE_CACHE_DIR)
    const entries = await Promise.all(
      versions.map((version) => fs.readdir(path.join(COMPILE_CACHE_DIR, version))),
    )
    expect(entries.flat().length).toBeGreaterThan(100)
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

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'ends in one [sog] line when the embedded PostgreSQL cannot start, leaving nothing behind',
    async () => {
      const dataDir = app!.dataDir
      const cluster = await fs.realpath(path.join(dataDir, 'postgres'))
      await fs.appendFile(path.join(cluster, 'postgresql.conf'), "shared_buffers = 'nonsense'\n")
      // Its own temporary folder shows whether the failed start left anything there.
      const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-tmp-'))
      try {
        const child = startLauncher(launcherEnv(dataDir, await freePort(), { TMPDIR: tmp }))
        let stdout = ''
        let stderr = ''
        child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
        child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
        expect(await exitCodeOf(child)).toBe(1)
        expect(stderr.trim().split('\n'), stdout + stderr).toHaveLength(1)
        expect(stderr).toMatch(
          /^\[sog\] The embedded PostgreSQL in \S+ did not start: invalid value for parameter "shared_buffers".*set DATABASE_URL to a PostgreSQL server\.\n$/,
        )
        expect(await fs.readdir(tmp)).toEqual([])
        await expect(fs.access(path.join(cluster, 'postmaster.pid'))).rejects.toThrow()
      } finally {
        await fs.rm(tmp, { recursive: true, force: true })
      }
    },
  )
})

import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  ConfigurationError,
  DEFAULT_ADMIN,
  firstAdminFromEnv,
  prepareRuntimeEnv,
} from './runtime-env'
import { resetSettings } from '@/settings'

const saved = { ...process.env }
let dir: string

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-env-'))
  for (const key of [
    'NODE_ENV',
    'PAYLOAD_SECRET',
    'ADMIN_PASSWORD',
    'ADMIN_USERNAME',
    'PORT',
    'SEED',
  ]) {
    delete process.env[key]
  }
  process.env.DATA_DIR = dir
  resetSettings()
})
afterEach(async () => {
  process.env = { ...saved }
  resetSettings()
  await fs.rm(dir, { recursive: true, force: true })
})

describe('runtime environment', () => {
  it('works with no setup for local use and keeps one generated secret', async () => {
    const env = await prepareRuntimeEnv()
    expect(env).toMatchObject({ production: false, dataDir: dir, port: 3000, seed: true })
    const secret = process.env.PAYLOAD_SECRET
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    delete process.env.PAYLOAD_SECRET
    await prepareRuntimeEnv()
    expect(process.env.PAYLOAD_SECRET).toBe(secret)
    expect(firstAdminFromEnv(false)).toEqual(DEFAULT_ADMIN)
  })

  it('refuses weak defaults in production', async () => {
    Object.assign(process.env, { NODE_ENV: 'production' })
    await expect(prepareRuntimeEnv()).rejects.toThrow(ConfigurationError)
    process.env.PAYLOAD_SECRET = 'short'
    await expect(prepareRuntimeEnv()).rejects.toThrow(/PAYLOAD_SECRET/)
    process.env.PAYLOAD_SECRET = 'x'.repeat(40)
    await expect(prepareRuntimeEnv()).resolves.toMatchObject({ production: true })
    expect(() => firstAdminFromEnv(true)).toThrow(/ADMIN_PASSWORD/)
    process.env.ADMIN_PASSWORD = DEFAULT_ADMIN.password
    resetSettings()
    expect(() => firstAdminFromEnv(true)).toThrow(/ADMIN_PASSWORD/)
    process.env.ADMIN_PASSWORD = 'a-long-production-password'
    resetSettings()
    expect(firstAdminFromEnv(true).password).toBe('a-long-production-password')
  })

  it('rejects a port that is not a port', async () => {
    process.env.PORT = 'eighty'
    await expect(prepareRuntimeEnv()).rejects.toThrow(/PORT/)
  })

  it('turns seeding off with SEED=false', async () => {
    process.env.SEED = 'false'
    expect((await prepareRuntimeEnv()).seed).toBe(false)
  })

  it('seeds sample data in production only when SEED=true says so', async () => {
    Object.assign(process.env, { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(40) })
    expect((await prepareRuntimeEnv()).seed).toBe(false)
    process.env.SEED = 'true'
    expect((await prepareRuntimeEnv()).seed).toBe(true)
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

import { ConfigurationError, resetSettings } from '@/settings'

/**
 * The settings file: `ENV_FILE` when set (empty: none), else `.env` in the folder npm was run
 * from (the repository root for `npm start`), where relative `DATA_DIR` paths start too.
 */
function envFile(): { file: string; required: boolean } | null {
  const configured = process.env.ENV_FILE
  if (configured === '') return null
  if (configured) return { file: path.resolve(configured), required: true }
  return { file: path.join(process.env.INIT_CWD ?? process.cwd(), '.env'), required: false }
}

function read(file: string, required: boolean): string | null {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch (error) {
    if (!required && (error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw new ConfigurationError(`${file} cannot be read (${(error as Error).message})`)
  }
}

/**
 * Fills the environment from the settings file: a variable set in the environment wins over the
 * file. With `only`, just those variables (the tests take their own settings, never the
 * product's). Returns the file read, if any.
 */
export function loadEnvFile(only?: readonly string[]): string | null {
  const found = envFile()
  const text = found && read(found.file, found.required)
  if (text === null || !found) return null
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (only && !only.includes(name)) continue
    if (process.env[name] === undefined) process.env[name] = value
  }
  resetSettings()
  return found.file
}

/** What the test runs take from the settings file: where to test, never how the product runs. */
export const TEST_SETTINGS = [
  'TEST_DATABASE_URL',
  'BACKUP_TEST_SERVER_URL',
  'E2E_BASE_URL',
  'CHROMIUM_PATH',
] as const

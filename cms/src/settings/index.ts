import { z } from 'zod'

import { DEFINITIONS, type SettingName } from './definitions'

/**
 * The product's settings, read from the environment once per process and checked against
 * their definitions (definitions.ts). The launcher resolves what it decides itself (the data
 * folder, a generated secret, the embedded database's address) into the environment its
 * children inherit, and reads again (`resetSettings`).
 */
type Schemas = { [D in (typeof DEFINITIONS)[number] as D['name']]: D['schema'] }
export type Settings = { [N in SettingName]: z.output<Schemas[N]> }

/** A setting that cannot be used: one line naming the variable and what it must be. */
export class ConfigurationError extends Error {}

const schema = z.object(
  Object.fromEntries(DEFINITIONS.map((d) => [d.name, d.schema])) as unknown as Schemas,
)

export function readSettings(env: Record<string, string | undefined>): Settings {
  const result = schema.safeParse(env)
  if (result.success) return result.data as Settings
  const issue = result.error.issues[0]!
  const name = String(issue.path[0])
  const value = env[name]
  throw new ConfigurationError(
    `${name} ${issue.message}${value === undefined ? '' : `, got "${value}"`}`,
  )
}

let current: Settings | null = null

export function settings(): Settings {
  current ??= readSettings(process.env)
  return current
}

/** After the launcher wrote what it resolved into the environment. */
export function resetSettings(): void {
  current = null
}

import pg from 'pg'

import { ConfigurationError } from '@/settings'

/** Where a connection string points, for messages: never its password. */
function where(url: URL): string {
  return `${url.hostname}:${url.port || 5432}`
}

/**
 * DATABASE_URL answers and its database exists. A database that does not exist is created
 * only when asked (CREATE_DATABASE=true): a mistyped name must not be filled with sample data.
 */
export async function checkDatabase(connectionString: string, create: boolean): Promise<void> {
  const url = new URL(connectionString)
  const name = decodeURIComponent(url.pathname.slice(1)) || url.username
  const user = decodeURIComponent(url.username)
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
    await client.end()
    return
  } catch (error) {
    await client.end().catch(() => {})
    const code = (error as { code?: string }).code
    if (code === '3D000') {
      if (create) return createDatabase(url, name)
      throw new ConfigurationError(
        `Database "${name}" does not exist on ${where(url)} (DATABASE_URL): check its name, create it, or set CREATE_DATABASE=true to have it created.`,
      )
    }
    if (code === '28P01' || code === '28000')
      throw new ConfigurationError(
        `PostgreSQL on ${where(url)} refused user "${user}" (DATABASE_URL): check the user name and password.`,
      )
    const reason = code ?? (error as Error).message
    throw new ConfigurationError(
      `Cannot connect to PostgreSQL on ${where(url)} (DATABASE_URL): ${reason}. Is it running and reachable from here?`,
    )
  }
}

async function createDatabase(url: URL, name: string): Promise<void> {
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  try {
    await client.connect()
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  } catch (error) {
    throw new ConfigurationError(
      `Database "${name}" could not be created on ${where(url)} (CREATE_DATABASE): ${(error as Error).message}.`,
    )
  } finally {
    await client.end().catch(() => {})
  }
}

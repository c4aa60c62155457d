import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/samples'
import { publicUrl } from '@/lib/env'
import { settings } from '@/settings'
import type { Prepared } from './prepare'
import { DEFAULT_ADMIN } from './runtime-env'

/**
 * The start-up block: printed once the product answers, the addresses people open (never
 * Next's private port), what it runs on, and in local use the accounts to sign in with.
 */
export function startupSummary({ env, db, bootstrap }: Prepared): string[] {
  const base = publicUrl() ?? `http://localhost:${env.port}`
  const changes = [
    bootstrap.createdAdmin && 'first admin created',
    bootstrap.seeded && 'sample data seeded',
  ].filter(Boolean)
  const lines = [
    `Node ${process.version}`,
    `Site             ${base}/`,
    `Administration   ${base}/admin/login`,
    `Dealer portal    ${base}/dealer/login`,
    `Payload panel    ${base}/cms`,
    `API (OpenAPI)    ${base}/api/openapi.json`,
    `Database         ${db.description}${changes.length ? ` (${changes.join(', ')})` : ''}`,
    `Data folder      ${env.dataDir}`,
  ]
  if (!env.production) {
    const { ADMIN_USERNAME: username = DEFAULT_ADMIN.username, ADMIN_PASSWORD } = settings()
    const admin = `${username} / ${ADMIN_PASSWORD ? 'ADMIN_PASSWORD' : DEFAULT_ADMIN.password}`
    lines.push(`First admin      ${admin} (administration and panel, until changed)`)
    if (env.seed)
      lines.push(
        `Sample dealers   ${SAMPLE_DEALERS.map((d) => d.username).join(', ')} / ${SAMPLE_DEALER_PASSWORD} (portal)`,
      )
  } else if (bootstrap.seeded) {
    lines.push(
      'Warning: the sample dealer accounts share the published password; change or delete them',
    )
  }
  return lines.map((line) => `[sog] ${line}`)
}

import useSWR from 'swr'

import { ApiError, readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { getHealth } from '@/lib/api/routes'

export type HealthReport = {
  api: 'up' | 'down'
  database: 'up' | 'down' | 'unknown'
  /** Round trip measured here, in the browser, so it includes the network. */
  responseMs: number | null
  version: string | null
  uptimeSeconds: number | null
}

export const healthKey = pathOf(getHealth)

const REFRESH_MS = 30_000

async function checkHealth(): Promise<HealthReport> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    const health = await readApi(healthKey)
    return {
      api: 'up',
      database: health.database === 'up' ? 'up' : 'down',
      responseMs: elapsed(),
      version: health.version,
      uptimeSeconds: health.uptimeSeconds,
    }
  } catch (error) {
    // The server answers 503 itself when its database is unreachable: the API is up.
    if (error instanceof ApiError && error.status === 503) {
      return {
        api: 'up',
        database: 'down',
        responseMs: elapsed(),
        version: null,
        uptimeSeconds: null,
      }
    }
    return {
      api: 'down',
      database: 'unknown',
      responseMs: null,
      version: null,
      uptimeSeconds: null,
    }
  }
}

/** The server's real status for the dashboard's System Status panel, checked every 30 s. */
export function useHealth() {
  return useSWR(healthKey, checkHealth, { refreshInterval: REFRESH_MS })
}

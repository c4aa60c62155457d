import { sendApi } from './api-client'
import type { ApiPath } from './route'

/**
 * Fetches a CSV export of /api with the session's token (docs/api.md, "Stock in bulk") and
 * lets the browser save it under `filename`, byte for byte.
 */
export async function downloadCsv(path: ApiPath<string, 'GET'>, filename: string): Promise<void> {
  const file = await sendApi(path, { method: 'GET', as: 'file' })
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  URL.revokeObjectURL(url)
}

export const datedName = (stem: string) => `${stem}-${new Date().toISOString().slice(0, 10)}.csv`

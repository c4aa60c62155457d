import type { ApiFirearm } from '@sog/contract'
import { useEffect, useState } from 'react'

/**
 * The built-in sample firearms (docs/product.md, "States", used when the server cannot be reached),
 * fetched as their own chunk only once `needed` turns true.
 */
export function useSampleFirearms(needed: boolean): ApiFirearm[] | null {
  const [samples, setSamples] = useState<ApiFirearm[] | null>(null)
  useEffect(() => {
    if (!needed || samples) return
    let live = true
    void import('@/lib/sample-data').then(({ sampleFirearms }) => {
      if (live) setSamples(sampleFirearms())
    })
    return () => {
      live = false
    }
  }, [needed, samples])
  return needed ? samples : null
}

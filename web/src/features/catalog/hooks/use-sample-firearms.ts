import type { ApiFirearm } from '@sog/contract'
import { useEffect, useState } from 'react'

/**
 * The built-in sample firearms (docs/product.md, "States", used when the server cannot be
 * reached), fetched as their own chunk only once `needed` turns true. They are examples of the
 * range, not the live catalogue: their prices are dropped and every screen shows them marked
 * (docs/decisions/0139-recoverable-failures.md).
 */
const examples = new WeakSet<ApiFirearm>()

/** Whether this firearm is one of the built-in examples (shown without a price). */
export const isExample = (firearm: ApiFirearm): boolean => examples.has(firearm)

function asExample(firearm: ApiFirearm): ApiFirearm {
  const example = { ...firearm, pricePLN: null, priceEUR: null, price: null }
  examples.add(example)
  return example
}

export function useSampleFirearms(needed: boolean): ApiFirearm[] | null {
  const [samples, setSamples] = useState<ApiFirearm[] | null>(null)
  useEffect(() => {
    if (!needed || samples) return
    let live = true
    void import('@/lib/api/sample-data').then(({ sampleFirearms }) => {
      if (live) setSamples(sampleFirearms().map(asExample))
    })
    return () => {
      live = false
    }
  }, [needed, samples])
  return needed ? samples : null
}

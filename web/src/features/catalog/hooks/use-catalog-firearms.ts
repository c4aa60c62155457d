import { useFirearms } from '@/lib/api/get-firearms'
import { useCountries } from '@/lib/selected-country'
import { useSampleFirearms } from './use-sample-firearms'

/**
 * docs/product.md, "States", "Initial data": countries and firearms load together; if the firearms
 * cannot be loaded, "Failed to load data" shows and the built-in sample firearms are used.
 */
export function useCatalogFirearms() {
  const { data, error } = useFirearms()
  const countries = useCountries()
  const failed = Boolean(error) && !data
  const samples = useSampleFirearms(failed)
  const firearms = data ?? samples ?? undefined
  return { firearms, failed, isLoading: !firearms || countries.isLoading }
}

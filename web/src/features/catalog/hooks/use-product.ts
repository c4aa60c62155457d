import { ApiError } from '@/lib/api/api-client'
import { useFirearm } from '@/lib/api/get-firearm'
import { useCountries } from '@/lib/storage/selected-country'
import { useSampleFirearms } from './use-sample-firearms'

/**
 * One firearm for its page. Only a 404 is "Product Not Found"; any other failure (a 503, no
 * network) is a load failure with a Retry, never "not found" (issue "premium storefront", 7a),
 * and a built-in sample with that id is still shown, as the catalogue does. Like the
 * catalogue, it waits for the countries too, so the price never flashes in the wrong currency.
 */
export function useProduct(id: string | undefined) {
  const { data, error, mutate } = useFirearm()
  const countries = useCountries()
  // null: the server that rendered the page found no such firearm.
  const notFound = data === null || (error instanceof ApiError && error.status === 404)
  const failed = Boolean(error) && !notFound && !data
  const samples = useSampleFirearms(failed)
  const firearm = data ?? samples?.find((sample) => sample.id === id)
  const missing = !id || notFound
  const ready = firearm && !countries.isLoading ? firearm : undefined
  return { firearm: ready, failed, missing, retry: () => mutate() }
}

import { ApiError } from '@/lib/api-client'
import { useFirearm } from '@/lib/api/get-firearm'
import { useSampleFirearms } from './use-sample-firearms'

/**
 * One firearm for its page. A 404 is "Product Not Found"; any other failure falls back to the
 * built-in samples like the catalogue does, so a sample's page still opens offline.
 */
export function useProduct(id: string | undefined) {
  const { data, error } = useFirearm(id)
  const notFound = error instanceof ApiError && error.status === 404
  const failed = Boolean(error) && !notFound && !data
  const samples = useSampleFirearms(failed)
  const firearm = data ?? samples?.find((sample) => sample.id === id)
  const missing = !id || notFound || (samples !== null && !firearm)
  return { firearm, failed, missing, isLoading: !firearm && !missing }
}

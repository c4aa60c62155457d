/**
 * The products the global setup started, one per worker (support/global-setup.ts), handed to
 * the workers through this variable as space-separated addresses.
 */
const VARIABLE = 'E2E_PRODUCT_URLS'

export function shareProducts(urls: string[]): void {
  process.env[VARIABLE] = urls.join(' ')
}

/** The product of the worker in this slot (Playwright's parallelIndex). */
export function productOf(parallelIndex: number): string | undefined {
  return process.env[VARIABLE]?.split(' ')[parallelIndex]
}

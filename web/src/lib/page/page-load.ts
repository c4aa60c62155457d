/**
 * Leaving the app for another address, which the server renders: a page in another language
 * (docs/decisions/0168-language-addresses.md). An object, so a test can see where it would go
 * (jsdom has no navigation) whatever loaded this module first.
 */
export const pageLoad = {
  go(address: string): void {
    window.location.assign(address)
  },
}

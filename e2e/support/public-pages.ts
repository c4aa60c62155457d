/** Every public page, with a product of the catalogue and a filtered catalogue; Not Found last. */
export const publicPages = (product: string): string[] => [
  '/',
  '/catalog?category=Rifle&sort=price-asc',
  `/product/${product}`,
  '/dealers',
  '/contact',
  '/privacy',
  '/terms',
  '/imprint',
  '/favorites',
  '/compare',
  '/no/such/page',
]

/** Every route of the SPA, defined once (SPEC.md section 2). */
export const paths = {
  home: '/',
  catalog: '/catalog',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  productPattern: '/product/:id',
  favorites: '/favorites',
  compare: '/compare',
  dealers: '/dealers',
  contact: '/contact',
  dealerLogin: '/dealer/login',
  dealerDashboard: '/dealer/dashboard',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
} as const

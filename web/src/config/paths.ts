/** Every route of the SPA, defined once (docs/product.md, "Screens"). */
const id = (value: string | number) => encodeURIComponent(String(value))

export const paths = {
  home: '/',
  catalog: '/catalog',
  product: (firearmId: string) => `/product/${id(firearmId)}`,
  productPattern: '/product/:id',
  favorites: '/favorites',
  compare: '/compare',
  dealers: '/dealers',
  /** The directory showing one dealer (its country chosen, its card in view and marked). */
  dealer: (dealerId: string | number) => `/dealers?dealer=${id(dealerId)}`,
  contact: '/contact',
  /** The legal pages (docs/decisions/0163-legal-pages.md), linked from the footer and every form. */
  privacy: '/privacy',
  terms: '/terms',
  imprint: '/imprint',
  dealerLogin: '/dealer/login',
  dealerDashboard: '/dealer/dashboard',
  dealerRequests: '/dealer/requests',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminDealers: '/admin/dealers',
  adminDealerNew: '/admin/dealers/new',
  adminDealerEdit: (dealerId: string | number) => `/admin/dealers/${id(dealerId)}/edit`,
  adminDealerEditPattern: '/admin/dealers/:id/edit',
  adminFirearms: '/admin/firearms',
  adminFirearmNew: '/admin/firearms/new',
  adminFirearmEdit: (firearmId: string) => `/admin/firearms/${id(firearmId)}/edit`,
  adminFirearmEditPattern: '/admin/firearms/:id/edit',
  adminContacts: '/admin/contacts',
  adminRequests: '/admin/requests',
  adminCategories: '/admin/categories',
  adminSettings: '/admin/settings',
} as const

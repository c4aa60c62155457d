/*
 * Written from the contract’s route table (contract/src/routes.ts) by routes.test.ts; do not
 * edit. After a change to the table: `npx vitest run src/lib/api/routes.test.ts -u` in web/.
 * One constant per route, written by the bundler where it is used (route.ts).
 */
import type { Route } from './route'

export const getHealth = 'GET /health' satisfies Route<'getHealth'>
export const getOpenApi = 'GET /openapi.json' satisfies Route<'getOpenApi'>
export const listCountries = 'GET /countries' satisfies Route<'listCountries'>
export const listFirearms = 'GET /firearms' satisfies Route<'listFirearms'>
export const getFirearm = 'GET /firearms/:id' satisfies Route<'getFirearm'>
export const listSearchSuggestions =
  'GET /search-suggestions' satisfies Route<'listSearchSuggestions'>
export const listStockists = 'GET /firearms/:id/dealers' satisfies Route<'listStockists'>
export const listPlaces = 'GET /places' satisfies Route<'listPlaces'>
export const listCategories = 'GET /categories' satisfies Route<'listCategories'>
export const listCalibers = 'GET /calibers' satisfies Route<'listCalibers'>
export const listBarrelLengths = 'GET /barrel-lengths' satisfies Route<'listBarrelLengths'>
export const listSystemTypes = 'GET /system-types' satisfies Route<'listSystemTypes'>
export const listOptionLabels = 'GET /option-labels' satisfies Route<'listOptionLabels'>
export const getSettings = 'GET /settings' satisfies Route<'getSettings'>
export const getLegalTexts = 'GET /legal' satisfies Route<'getLegalTexts'>
export const listDealers = 'GET /dealers' satisfies Route<'listDealers'>
export const getDealer = 'GET /dealers/:id' satisfies Route<'getDealer'>
export const submitContact = 'POST /contact/submit' satisfies Route<'submitContact'>
export const listDealerFirearms = 'GET /dealers/:id/firearms' satisfies Route<'listDealerFirearms'>
export const submitRequest = 'POST /requests' satisfies Route<'submitRequest'>
export const listDealerRequests = 'GET /dealer/requests' satisfies Route<'listDealerRequests'>
export const markDealerRequest = 'PATCH /dealer/requests/:id' satisfies Route<'markDealerRequest'>
export const loginDealer = 'POST /auth/dealer/login' satisfies Route<'loginDealer'>
export const loginAdmin = 'POST /auth/admin/login' satisfies Route<'loginAdmin'>
export const refreshSession = 'POST /auth/refresh' satisfies Route<'refreshSession'>
export const logoutAdmin = 'POST /auth/admin/logout' satisfies Route<'logoutAdmin'>
export const logoutDealer = 'POST /auth/dealer/logout' satisfies Route<'logoutDealer'>
export const listInventory = 'GET /inventory/dealer/:dealerId' satisfies Route<'listInventory'>
export const updateInventory =
  'PUT /inventory/dealer/:dealerId/firearm/:firearmId' satisfies Route<'updateInventory'>
export const exportInventoryCsv =
  'GET /inventory/dealer/:dealerId/csv' satisfies Route<'exportInventoryCsv'>
export const previewInventoryCsv =
  'POST /inventory/dealer/:dealerId/csv/preview' satisfies Route<'previewInventoryCsv'>
export const importInventoryCsv =
  'POST /inventory/dealer/:dealerId/csv' satisfies Route<'importInventoryCsv'>
export const exportCatalogueCsv = 'GET /admin/catalogue/csv' satisfies Route<'exportCatalogueCsv'>
export const getDashboardStats = 'GET /admin/dashboard/stats' satisfies Route<'getDashboardStats'>
export const listAdminDealers = 'GET /admin/dealers' satisfies Route<'listAdminDealers'>
export const getAdminDealer = 'GET /admin/dealers/:id' satisfies Route<'getAdminDealer'>
export const createDealer = 'POST /admin/dealers' satisfies Route<'createDealer'>
export const updateDealer = 'PUT /admin/dealers/:id' satisfies Route<'updateDealer'>
export const setDealerPassword =
  'PUT /admin/dealers/:id/password' satisfies Route<'setDealerPassword'>
export const unlockDealer = 'POST /admin/dealers/:id/unlock' satisfies Route<'unlockDealer'>
export const deactivateDealer = 'DELETE /admin/dealers/:id' satisfies Route<'deactivateDealer'>
export const listAdminFirearms = 'GET /admin/firearms' satisfies Route<'listAdminFirearms'>
export const getAdminFirearm = 'GET /admin/firearms/:id' satisfies Route<'getAdminFirearm'>
export const createFirearm = 'POST /admin/firearms' satisfies Route<'createFirearm'>
export const updateFirearm = 'PUT /admin/firearms/:id' satisfies Route<'updateFirearm'>
export const deleteFirearm = 'DELETE /admin/firearms/:id' satisfies Route<'deleteFirearm'>
export const listContacts = 'GET /admin/contacts' satisfies Route<'listContacts'>
export const markContact = 'PATCH /admin/contacts/:id' satisfies Route<'markContact'>
export const deleteContact = 'DELETE /admin/contacts/:id' satisfies Route<'deleteContact'>
export const listFilterOptions = 'GET /admin/categories' satisfies Route<'listFilterOptions'>
export const createFilterOption = 'POST /admin/categories' satisfies Route<'createFilterOption'>
export const renameFilterOption = 'PUT /admin/categories/:id' satisfies Route<'renameFilterOption'>
export const deleteFilterOption =
  'DELETE /admin/categories/:id' satisfies Route<'deleteFilterOption'>
export const getAdminSettings = 'GET /admin/settings' satisfies Route<'getAdminSettings'>
export const saveSettings = 'PUT /admin/settings' satisfies Route<'saveSettings'>
export const listAdminRequests = 'GET /admin/requests' satisfies Route<'listAdminRequests'>
export const updateAdminRequest = 'PATCH /admin/requests/:id' satisfies Route<'updateAdminRequest'>
export const getRequestInsight =
  'GET /admin/dashboard/requests' satisfies Route<'getRequestInsight'>
export const listActivity = 'GET /admin/activity' satisfies Route<'listActivity'>

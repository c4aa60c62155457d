import { z } from 'zod'

import { Activity, ACTIVITY_LIST_LENGTH } from './schemas/activity'
import { AdminLogin, Credentials, DealerLogin, SessionRenewal } from './schemas/auth'
import { Contact, ContactInput, ContactReceipt, ContactStatusInput } from './schemas/contact'
import {
  AdminDealer,
  DealerCreateInput,
  DealerPasswordInput,
  DealerUpdateInput,
  PublicDealer,
  Stockist,
} from './schemas/dealer'
import { firearmId, numericId } from './schemas/fields'
import {
  FilterOption,
  FilterOptionCreateInput,
  FilterOptionRenameInput,
  OptionLabels,
  OptionNames,
} from './schemas/filter-option'
import { LanguageQuery } from './schemas/translations'
import { LegalTexts } from './schemas/legal'
import { AdminFirearm, Firearm, FirearmInput } from './schemas/firearm'
import { FirearmPage, FirearmQuery } from './schemas/firearm-query'
import { SearchSuggestionQuery, SearchSuggestions } from './schemas/search-suggestions'
import { PlaceQuery, Places } from './schemas/place'
import { InventoryInput, InventoryRow } from './schemas/inventory'
import {
  CsvExportQuery,
  CsvText,
  InventoryCsvInput,
  InventoryCsvRefusal,
  InventoryCsvResult,
} from './schemas/inventory-csv'
import {
  AdminDealerPage,
  AdminDealerQuery,
  ContactPage,
  ContactQuery,
  InventoryPage,
  InventoryQuery,
  PublicDealerPage,
  PublicDealerQuery,
} from './schemas/list-queries'
import {
  ApiErrorBody,
  CountryEntry,
  DashboardStats,
  Health,
  HealthDown,
  Message,
  OpenApiDocument,
} from './schemas/misc'
import {
  AdminRequestInput,
  AdminRequestQuery,
  DealerRequestQuery,
  OfferedFirearm,
  RequestInput,
  RequestInsight,
  RequestInsightQuery,
  RequestReceipt,
  RequestStatusInput,
  VisitorRequest,
  VisitorRequestPage,
} from './schemas/request'
import { AdminSettings, Settings, SettingsInput } from './schemas/settings'
import { conflict } from './schemas/versions'
import type { FrontClassName } from './front-classes'

/**
 * Every /api route, declared once: method, path, who may call it, its input and output, and
 * whether the front server may cache its answer. The server's router applies the guard and
 * parses the input from this table; the OpenAPI document and the front cache's list derive
 * from it; the SPA's types come from the same schemas (docs/api.md).
 */

/**
 * - `public`: anyone;
 * - `session`: any administrator's or active dealer's token;
 * - `admin`: an administrator's token (content editors work in the panel instead);
 * - `dealer`: an active dealer's token;
 * - `ownInventory`: the dealer named by `:dealerId` itself, or an administrator.
 */
export type Access = 'public' | 'session' | 'admin' | 'dealer' | 'ownInventory'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type Tag =
  'Catalogue' | 'Dealers' | 'Contact' | 'Requests' | 'Sign-in' | 'Inventory' | 'Admin' | 'System'

/**
 * Statuses a route may answer besides its success and those the OpenAPI builder declares for
 * every route of its kind (openapi.ts: 304, 400, 401, 403, 404, 411, 413, 415, 429, 503).
 */
export type Refusal = 401 | 403 | 409 | 422 | 429 | 503

/** A refusal's description; its body is the standard error unless a schema is given. */
export type RefusalSpec = string | { description: string; schema: z.ZodType }

export type RouteSpec = {
  method: Method
  /** Relative to /api; `:name` marks a path parameter declared in `params`. */
  path: string
  access: Access
  summary: string
  tag: Tag
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  /** What a path parameter names, for the 404 when it cannot name a record ("Dealer"). */
  names?: string
  /** The success answer; JSON unless `contentType` says otherwise (CSV exports). */
  ok: { status: 200 | 201; schema: z.ZodType; contentType?: 'text/csv' }
  refusals?: Partial<Record<Refusal, RefusalSpec>>
  /** A public GET whose answer depends only on data covered by the public data version. */
  cacheable?: boolean
  /**
   * A cacheable answer that also shows dealers' stock: kept until the stock version moves too
   * (docs/decisions/0165-stock-version.md).
   */
  readsStock?: boolean
  /**
   * The front door's class (front-classes.ts): body limit, deadline, media types, door;
   * `api` when absent.
   */
  front?: FrontClassName
}

const route = <const R extends RouteSpec>(spec: R): R => spec

const ok = <S extends z.ZodType>(schema: S) => ({ status: 200 as const, schema })
const created = <S extends z.ZodType>(schema: S) => ({ status: 201 as const, schema })
const csvFile = { status: 200 as const, schema: CsvText, contentType: 'text/csv' as const }

const byNumericId = z.object({ id: numericId })
const byFirearmId = z.object({ id: firearmId })

const LOGIN_REFUSALS = {
  401: 'Invalid username or password',
  429: 'Too many sign-ins from this client, or too many wrong passwords for this username from it (Retry-After gives the wait)',
} as const

const optionList = <P extends string>(path: P, summary: string) =>
  route({
    method: 'GET',
    path,
    access: 'public',
    summary,
    tag: 'Catalogue',
    ok: ok(OptionNames),
    cacheable: true,
  })

export const routes = {
  getHealth: route({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Server and database status',
    tag: 'System',
    ok: ok(Health),
    refusals: {
      503: {
        description:
          'The database cannot be reached (`status` says so), or the server cannot check now (`detail` only)',
        schema: z.union([HealthDown, ApiErrorBody]),
      },
    },
  }),
  getOpenApi: route({
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    summary: 'This document',
    tag: 'System',
    ok: ok(OpenApiDocument),
    cacheable: true,
  }),
  listCountries: route({
    method: 'GET',
    path: '/countries',
    access: 'public',
    summary: 'Countries and their currencies',
    tag: 'Catalogue',
    ok: ok(z.array(CountryEntry)),
    cacheable: true,
  }),
  listFirearms: route({
    method: 'GET',
    path: '/firearms',
    access: 'public',
    summary:
      'Without parameters every firearm, by name (an array); with any parameter one page of the query, with its facets (docs/api.md, "Catalogue queries")',
    tag: 'Catalogue',
    query: FirearmQuery.extend(LanguageQuery.shape),
    ok: ok(z.union([z.array(Firearm), FirearmPage])),
    cacheable: true,
  }),
  getFirearm: route({
    method: 'GET',
    path: '/firearms/:id',
    access: 'public',
    summary: 'One firearm',
    tag: 'Catalogue',
    params: byFirearmId,
    query: LanguageQuery,
    names: 'Firearm',
    ok: ok(Firearm),
    cacheable: true,
  }),
  listSearchSuggestions: route({
    method: 'GET',
    path: '/search-suggestions',
    access: 'public',
    summary:
      'What the search box offers while the visitor types: calibers and firearms matching the text as the catalogue search matches it (docs/api.md, "Search suggestions")',
    tag: 'Catalogue',
    query: SearchSuggestionQuery,
    ok: ok(SearchSuggestions),
    cacheable: true,
  }),
  listStockists: route({
    method: 'GET',
    path: '/firearms/:id/dealers',
    access: 'public',
    summary: 'Active dealers with this firearm available and in stock, by name',
    tag: 'Catalogue',
    params: byFirearmId,
    names: 'Firearm',
    ok: ok(z.array(Stockist)),
    cacheable: true,
    readsStock: true,
  }),
  listPlaces: route({
    method: 'GET',
    path: '/places',
    access: 'public',
    summary:
      'Towns in the countries the network serves whose name (in any language) is or begins with the text, to sort dealers by distance (docs/api.md, "Places")',
    tag: 'Dealers',
    query: PlaceQuery,
    ok: ok(Places),
    cacheable: true,
  }),
  listCategories: optionList('/categories', 'Category names'),
  listCalibers: optionList('/calibers', 'Caliber names'),
  listBarrelLengths: optionList('/barrel-lengths', 'Barrel lengths'),
  listSystemTypes: optionList('/system-types', 'System type names'),
  listOptionLabels: route({
    method: 'GET',
    path: '/option-labels',
    access: 'public',
    summary:
      'The filter options\' names in the visitor\'s language, per type, keyed by the English name; only the translated ones (docs/api.md, "Languages")',
    tag: 'Catalogue',
    query: LanguageQuery,
    ok: ok(OptionLabels),
    cacheable: true,
  }),
  getSettings: route({
    method: 'GET',
    path: '/settings',
    access: 'public',
    summary:
      "Public company details; the description, licences and opening hours in the visitor's language, English where one has no translation",
    tag: 'Catalogue',
    query: LanguageQuery,
    ok: ok(Settings),
    cacheable: true,
  }),
  getLegalTexts: route({
    method: 'GET',
    path: '/legal',
    access: 'public',
    summary:
      "The privacy policy, the terms of use and the price note in the visitor's language, English where one has no translation; the imprint is the company settings",
    tag: 'Catalogue',
    query: LanguageQuery,
    ok: ok(LegalTexts),
    cacheable: true,
  }),
  listDealers: route({
    method: 'GET',
    path: '/dealers',
    access: 'public',
    summary:
      'Without parameters every active dealer, by name (an array); with any parameter one page (docs/api.md, "Paged lists")',
    tag: 'Dealers',
    query: PublicDealerQuery,
    ok: ok(z.union([z.array(PublicDealer), PublicDealerPage])),
    cacheable: true,
  }),
  getDealer: route({
    method: 'GET',
    path: '/dealers/:id',
    access: 'public',
    summary: 'One active dealer',
    tag: 'Dealers',
    params: byNumericId,
    names: 'Dealer',
    ok: ok(PublicDealer),
  }),
  submitContact: route({
    front: 'contact',
    method: 'POST',
    path: '/contact/submit',
    access: 'public',
    summary: 'Send a contact message',
    tag: 'Contact',
    body: ContactInput,
    ok: created(ContactReceipt),
    refusals: { 429: 'Too many messages from this client (Retry-After gives the wait)' },
  }),
  listDealerFirearms: route({
    method: 'GET',
    path: '/dealers/:id/firearms',
    access: 'public',
    summary:
      'The firearms an active dealer lists where to buy them (available and in stock), by name: those a request to it may name',
    tag: 'Requests',
    params: byNumericId,
    names: 'Dealer',
    ok: ok(z.array(OfferedFirearm)),
  }),
  submitRequest: route({
    front: 'request',
    method: 'POST',
    path: '/requests',
    access: 'public',
    summary:
      'Ask the company, or a dealer listed where to buy the firearm, for its price or availability (docs/api.md, "Requests")',
    tag: 'Requests',
    body: RequestInput,
    ok: created(RequestReceipt),
    refusals: { 429: 'Too many requests from this client (Retry-After gives the wait)' },
  }),
  listDealerRequests: route({
    method: 'GET',
    path: '/dealer/requests',
    access: 'dealer',
    summary: 'The requests sent to this dealer, newest first, one page',
    tag: 'Requests',
    query: DealerRequestQuery,
    ok: ok(VisitorRequestPage),
  }),
  markDealerRequest: route({
    method: 'PATCH',
    path: '/dealer/requests/:id',
    access: 'dealer',
    summary: 'Mark one of this dealer’s requests new, answered or closed',
    tag: 'Requests',
    params: byNumericId,
    names: 'Request',
    body: RequestStatusInput,
    ok: ok(VisitorRequest),
  }),
  loginDealer: route({
    front: 'login',
    method: 'POST',
    path: '/auth/dealer/login',
    access: 'public',
    summary: 'Dealer sign-in',
    tag: 'Sign-in',
    body: Credentials,
    ok: ok(DealerLogin),
    refusals: { ...LOGIN_REFUSALS, 403: 'The dealer is inactive: its account cannot sign in' },
  }),
  loginAdmin: route({
    front: 'login',
    method: 'POST',
    path: '/auth/admin/login',
    access: 'public',
    summary: 'Administrator sign-in',
    tag: 'Sign-in',
    body: Credentials,
    ok: ok(AdminLogin),
    refusals: {
      ...LOGIN_REFUSALS,
      403: 'A content editor’s account: it works in the panel at /cms, not the administration area',
    },
  }),
  refreshSession: route({
    front: 'session',
    method: 'POST',
    path: '/auth/refresh',
    access: 'session',
    summary: 'Renew this session: a fresh token for the same account',
    tag: 'Sign-in',
    ok: ok(SessionRenewal),
  }),
  logoutAdmin: route({
    front: 'session',
    method: 'POST',
    path: '/auth/admin/logout',
    access: 'admin',
    summary: 'End this administrator session',
    tag: 'Sign-in',
    ok: ok(Message),
  }),
  logoutDealer: route({
    front: 'session',
    method: 'POST',
    path: '/auth/dealer/logout',
    access: 'dealer',
    summary: 'End this dealer session',
    tag: 'Sign-in',
    ok: ok(Message),
  }),
  listInventory: route({
    method: 'GET',
    path: '/inventory/dealer/:dealerId',
    access: 'ownInventory',
    summary:
      'Without parameters the dealer’s entries (an array); with any parameter one page of every firearm with the dealer’s entry, searched as the catalogue searches its English page (docs/api.md, "Paged lists")',
    tag: 'Inventory',
    params: z.object({ dealerId: numericId }),
    names: 'Dealer',
    query: InventoryQuery,
    ok: ok(z.union([z.array(InventoryRow), InventoryPage])),
  }),
  updateInventory: route({
    method: 'PUT',
    path: '/inventory/dealer/:dealerId/firearm/:firearmId',
    access: 'ownInventory',
    summary: 'Set a dealer’s stock, price (EUR) and availability of one firearm',
    tag: 'Inventory',
    params: z.object({ dealerId: numericId, firearmId }),
    names: 'Dealer',
    body: InventoryInput,
    ok: ok(InventoryRow),
    refusals: { 409: conflict('InventoryRow', InventoryRow) },
  }),
  exportInventoryCsv: route({
    method: 'GET',
    path: '/inventory/dealer/:dealerId/csv',
    access: 'ownInventory',
    summary:
      'Every firearm with the dealer’s stock, price (EUR) and availability, as CSV (docs/api.md, "Stock in bulk")',
    tag: 'Inventory',
    params: z.object({ dealerId: numericId }),
    query: CsvExportQuery,
    names: 'Dealer',
    ok: csvFile,
  }),
  previewInventoryCsv: route({
    front: 'inventoryCsv',
    method: 'POST',
    path: '/inventory/dealer/:dealerId/csv/preview',
    access: 'ownInventory',
    summary:
      'What importing this stock CSV would change, with the errors of each row; writes nothing',
    tag: 'Inventory',
    params: z.object({ dealerId: numericId }),
    names: 'Dealer',
    body: InventoryCsvInput,
    ok: ok(InventoryCsvResult),
  }),
  importInventoryCsv: route({
    front: 'inventoryCsv',
    method: 'POST',
    path: '/inventory/dealer/:dealerId/csv',
    access: 'ownInventory',
    summary:
      'Import a stock CSV: every change in one transaction, or nothing when any row is wrong',
    tag: 'Inventory',
    params: z.object({ dealerId: numericId }),
    names: 'Dealer',
    body: InventoryCsvInput,
    ok: ok(InventoryCsvResult),
    refusals: {
      422: {
        description: 'Rows of the file are wrong (`rowErrors` lists each); nothing was written',
        schema: InventoryCsvRefusal,
      },
    },
  }),
  exportCatalogueCsv: route({
    method: 'GET',
    path: '/admin/catalogue/csv',
    access: 'admin',
    summary: 'The whole catalogue as CSV, by name',
    tag: 'Admin',
    query: CsvExportQuery,
    ok: csvFile,
  }),
  getDashboardStats: route({
    method: 'GET',
    path: '/admin/dashboard/stats',
    access: 'admin',
    summary: 'Dashboard counts',
    tag: 'Admin',
    ok: ok(DashboardStats),
  }),
  listAdminDealers: route({
    method: 'GET',
    path: '/admin/dealers',
    access: 'admin',
    summary:
      'Without parameters every dealer, active or not, by name (an array); with any parameter one page (docs/api.md, "Paged lists")',
    tag: 'Admin',
    query: AdminDealerQuery,
    ok: ok(z.union([z.array(AdminDealer), AdminDealerPage])),
  }),
  getAdminDealer: route({
    method: 'GET',
    path: '/admin/dealers/:id',
    access: 'admin',
    summary: 'One dealer',
    tag: 'Admin',
    params: byNumericId,
    names: 'Dealer',
    ok: ok(AdminDealer),
  }),
  createDealer: route({
    method: 'POST',
    path: '/admin/dealers',
    access: 'admin',
    summary: 'Create a dealer with its portal account',
    tag: 'Admin',
    body: DealerCreateInput,
    ok: created(AdminDealer),
    refusals: { 409: 'The username is taken' },
  }),
  updateDealer: route({
    method: 'PUT',
    path: '/admin/dealers/:id',
    access: 'admin',
    summary: 'Update a dealer (and activate or deactivate it)',
    tag: 'Admin',
    params: byNumericId,
    names: 'Dealer',
    body: DealerUpdateInput,
    ok: ok(AdminDealer),
    refusals: { 409: conflict('AdminDealer', AdminDealer) },
  }),
  setDealerPassword: route({
    method: 'PUT',
    path: '/admin/dealers/:id/password',
    access: 'admin',
    summary: 'Set a new portal password for a dealer (its open sessions end)',
    tag: 'Admin',
    params: byNumericId,
    names: 'Dealer',
    body: DealerPasswordInput,
    ok: ok(AdminDealer),
  }),
  unlockDealer: route({
    method: 'POST',
    path: '/admin/dealers/:id/unlock',
    access: 'admin',
    summary: 'Lift the pause on a dealer’s sign-ins after wrong passwords',
    tag: 'Admin',
    params: byNumericId,
    names: 'Dealer',
    ok: ok(AdminDealer),
  }),
  deactivateDealer: route({
    method: 'DELETE',
    path: '/admin/dealers/:id',
    access: 'admin',
    summary: 'Deactivate a dealer (its data stays)',
    tag: 'Admin',
    params: byNumericId,
    names: 'Dealer',
    ok: ok(AdminDealer),
  }),
  listAdminFirearms: route({
    method: 'GET',
    path: '/admin/firearms',
    access: 'admin',
    summary: 'One page of firearms: the catalogue’s query, paging, search and sort',
    tag: 'Admin',
    query: FirearmQuery,
    ok: ok(FirearmPage),
  }),
  getAdminFirearm: route({
    method: 'GET',
    path: '/admin/firearms/:id',
    access: 'admin',
    summary: 'One firearm with its translations, for the edit form',
    tag: 'Admin',
    params: byFirearmId,
    names: 'Firearm',
    ok: ok(AdminFirearm),
  }),
  createFirearm: route({
    front: 'firearmWrite',
    method: 'POST',
    path: '/admin/firearms',
    access: 'admin',
    summary: 'Create a firearm',
    tag: 'Admin',
    body: FirearmInput,
    ok: created(AdminFirearm),
    refusals: { 409: 'A firearm with this id exists' },
  }),
  updateFirearm: route({
    front: 'firearmWrite',
    method: 'PUT',
    path: '/admin/firearms/:id',
    access: 'admin',
    summary: 'Replace a firearm',
    tag: 'Admin',
    params: byFirearmId,
    names: 'Firearm',
    body: FirearmInput,
    ok: ok(AdminFirearm),
    refusals: { 409: conflict('Firearm', AdminFirearm) },
  }),
  deleteFirearm: route({
    method: 'DELETE',
    path: '/admin/firearms/:id',
    access: 'admin',
    summary: 'Delete a firearm and its inventory rows',
    tag: 'Admin',
    params: byFirearmId,
    names: 'Firearm',
    ok: ok(Message),
  }),
  listContacts: route({
    method: 'GET',
    path: '/admin/contacts',
    access: 'admin',
    summary:
      'Without parameters every contact message, newest first (an array); with any parameter one page (docs/api.md, "Paged lists")',
    tag: 'Admin',
    query: ContactQuery,
    ok: ok(z.union([z.array(Contact), ContactPage])),
  }),
  markContact: route({
    method: 'PATCH',
    path: '/admin/contacts/:id',
    access: 'admin',
    summary: 'Mark a message read or new',
    tag: 'Admin',
    params: byNumericId,
    names: 'Contact message',
    body: ContactStatusInput,
    ok: ok(Contact),
  }),
  deleteContact: route({
    method: 'DELETE',
    path: '/admin/contacts/:id',
    access: 'admin',
    summary: 'Delete a message',
    tag: 'Admin',
    params: byNumericId,
    names: 'Contact message',
    ok: ok(Message),
  }),
  listFilterOptions: route({
    method: 'GET',
    path: '/admin/categories',
    access: 'admin',
    summary: 'Every filter option, by name',
    tag: 'Admin',
    ok: ok(z.array(FilterOption)),
  }),
  createFilterOption: route({
    method: 'POST',
    path: '/admin/categories',
    access: 'admin',
    summary: 'Add a filter option',
    tag: 'Admin',
    body: FilterOptionCreateInput,
    ok: created(FilterOption),
    refusals: { 409: 'The name exists for this type' },
  }),
  renameFilterOption: route({
    method: 'PUT',
    path: '/admin/categories/:id',
    access: 'admin',
    summary: 'Rename a filter option, on every firearm that uses it too',
    tag: 'Admin',
    params: byNumericId,
    names: 'Filter option',
    body: FilterOptionRenameInput,
    ok: ok(FilterOption),
    refusals: {
      409: {
        description:
          'The name exists for this type, or the option changed since `version` (then `current` is its version)',
        schema: conflict('FilterOption', FilterOption).schema.partial({ current: true }),
      },
    },
  }),
  deleteFilterOption: route({
    method: 'DELETE',
    path: '/admin/categories/:id',
    access: 'admin',
    summary: 'Delete a filter option no firearm uses',
    tag: 'Admin',
    params: byNumericId,
    names: 'Filter option',
    ok: ok(Message),
    refusals: { 409: 'Firearms use this option' },
  }),
  getAdminSettings: route({
    method: 'GET',
    path: '/admin/settings',
    access: 'admin',
    summary:
      'The company settings to edit: English, with the translations of each translatable field',
    tag: 'Admin',
    ok: ok(AdminSettings),
  }),
  saveSettings: route({
    front: 'settingsWrite',
    method: 'PUT',
    path: '/admin/settings',
    access: 'admin',
    summary: 'Save the company settings (a new admin password needs the current one)',
    tag: 'Admin',
    body: SettingsInput,
    ok: ok(AdminSettings),
    refusals: { 409: conflict('AdminSettings', AdminSettings) },
  }),
  listAdminRequests: route({
    method: 'GET',
    path: '/admin/requests',
    access: 'admin',
    summary:
      'Every price and availability request, newest first, one page, filtered by status, recipient, country and firearm',
    tag: 'Admin',
    query: AdminRequestQuery,
    ok: ok(VisitorRequestPage),
  }),
  updateAdminRequest: route({
    method: 'PATCH',
    path: '/admin/requests/:id',
    access: 'admin',
    summary: 'Change a request’s status, or send it to another dealer or to the company',
    tag: 'Admin',
    params: byNumericId,
    names: 'Request',
    body: AdminRequestInput,
    ok: ok(VisitorRequest),
  }),
  getRequestInsight: route({
    method: 'GET',
    path: '/admin/dashboard/requests',
    access: 'admin',
    summary:
      'Requests of the last 30 or 90 days per firearm and per country, with their statuses, from the stored requests',
    tag: 'Admin',
    query: RequestInsightQuery,
    ok: ok(RequestInsight),
  }),
  listActivity: route({
    method: 'GET',
    path: '/admin/activity',
    access: 'admin',
    summary: `The latest ${ACTIVITY_LIST_LENGTH} changes to the catalogue, dealers, stock and settings: who, what, when`,
    tag: 'Admin',
    ok: ok(z.array(Activity)),
  }),
} as const satisfies Record<string, RouteSpec>

export type Routes = typeof routes
export type RouteName = keyof Routes

/** Every route with its name, in declaration order. */
export const routeList = Object.entries(routes).map(([name, spec]) => ({
  name: name as RouteName,
  ...(spec as RouteSpec),
}))

/** The pattern of a route's path, `:name` matching one segment. */
export function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${escaped}$`)
}

/** The public reads a front cache may keep until the data version moves, as /api paths. */
export const cacheablePaths = routeList
  .filter((spec) => spec.cacheable && spec.method === 'GET')
  .map((spec) => pathPattern(`/api${spec.path}`))

export function isCacheablePath(pathname: string): boolean {
  return cacheablePaths.some((pattern) => pattern.test(pathname))
}

const stockPaths = routeList
  .filter((spec) => spec.cacheable && spec.readsStock && spec.method === 'GET')
  .map((spec) => pathPattern(`/api${spec.path}`))

/** Does this cacheable /api path's answer show dealers' stock? */
export function readsStock(pathname: string): boolean {
  return stockPaths.some((pattern) => pattern.test(pathname))
}

const cacheableQueries = routeList
  .filter((spec) => spec.cacheable && spec.method === 'GET')
  .map((spec) => ({
    pattern: pathPattern(`/api${spec.path}`),
    keys: new Set(Object.keys(spec.query?.shape ?? {})),
  }))

/**
 * The one address a front cache keeps a cacheable answer under (path and query as sent): only
 * the query parameters the route declares, sorted, each once (the last, as the router reads
 * it), so `?page=2&x=1` and `?x=2&page=2` are one answer and made-up parameters cannot
 * multiply the kept answers. Null when the path is not cacheable.
 */
export function cacheKeyOf(url: string): string | null {
  const [pathname = '', search = ''] = url.split('?', 2)
  const route = cacheableQueries.find((entry) => entry.pattern.test(pathname))
  if (!route) return null
  const params = new URLSearchParams(search)
  const kept = [...route.keys]
    .filter((key) => params.has(key))
    .sort()
    .map((key) => [key, params.getAll(key).at(-1) ?? ''])
  return kept.length === 0 ? pathname : `${pathname}?${new URLSearchParams(kept).toString()}`
}

export type ParamsOf<R extends RouteSpec> = R['params'] extends z.ZodType
  ? z.output<R['params']>
  : Record<string, never>
export type QueryOf<R extends RouteSpec> = R['query'] extends z.ZodType
  ? z.output<R['query']>
  : Record<string, never>
export type BodyOf<R extends RouteSpec> = R['body'] extends z.ZodType
  ? z.output<R['body']>
  : undefined
/** What a handler returns for the route's success answer. */
export type OkOf<R extends RouteSpec> = z.input<R['ok']['schema']>
/** What a client receives. */
export type ResponseOf<R extends RouteSpec> = z.output<R['ok']['schema']>

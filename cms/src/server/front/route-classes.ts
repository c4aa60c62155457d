import { MAX_CSV_CHARS, MAX_IMAGE_BYTES } from '@sog/contract'

/**
 * Every path of the public port belongs to one route class: how large a body it may send
 * (enforced as bytes arrive, before anything parses it or checks a password), how long the
 * client may take to send it, which upstream pool serves it, and which door limiter guards it.
 * Uploaded media (/media) are files on disk the front serves itself (index.ts).
 * This table is the one place those limits live (docs/decisions.md, "The front door").
 */
export type PoolName = 'auth' | 'api' | 'panel'
export type DoorName = 'login' | 'forgot-password' | 'unlock' | 'contact'

export type RouteClass = {
  name: string
  /** Largest body anyone may send. */
  bodyLimit: number
  /** Largest body when a valid staff (admins collection) token comes with it. */
  staffBodyLimit?: number
  /** The whole body must have arrived within this time. */
  bodyDeadlineMs: number
  pool: PoolName
  door?: DoorName
}

const KB = 1024
const SECONDS = 1000

/** A base64 `data:` image of the 5 MB image rule, with its prefix. */
const INLINE_IMAGE_BYTES = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 64
/** New images one firearm save may carry inline (a main image and gallery images). */
export const MAX_INLINE_IMAGES_PER_SAVE = 8

const small = { bodyLimit: 64 * KB, bodyDeadlineMs: 30 * SECONDS }
const credentials = { bodyLimit: 4 * KB, bodyDeadlineMs: 10 * SECONDS, pool: 'auth' } as const

export const ROUTE_CLASSES = {
  login: { name: 'login', ...credentials, door: 'login' },
  forgotPassword: { name: 'forgot-password', ...credentials, door: 'forgot-password' },
  unlock: { name: 'unlock', ...credentials, door: 'unlock' },
  session: { name: 'session', ...credentials },
  contact: {
    name: 'contact',
    bodyLimit: 32 * KB,
    bodyDeadlineMs: 30 * SECONDS,
    pool: 'api',
    door: 'contact',
  },
  firearmWrite: {
    name: 'firearm-write',
    ...small,
    staffBodyLimit: MAX_INLINE_IMAGES_PER_SAVE * INLINE_IMAGE_BYTES + 256 * KB,
    bodyDeadlineMs: 10 * 60 * SECONDS,
    pool: 'api',
  },
  settingsWrite: {
    name: 'settings-write',
    ...small,
    // The company logo may come inline, as a firearm's images do.
    staffBodyLimit: INLINE_IMAGE_BYTES + 256 * KB,
    bodyDeadlineMs: 5 * 60 * SECONDS,
    pool: 'api',
  },
  mediaUpload: {
    name: 'media-upload',
    ...small,
    staffBodyLimit: MAX_IMAGE_BYTES + 256 * KB,
    bodyDeadlineMs: 5 * 60 * SECONDS,
    pool: 'panel',
  },
  // A stock CSV as JSON: its characters, escaped (quotes, line breaks) and some UTF-8 beyond.
  inventoryCsv: {
    name: 'inventory-csv',
    bodyLimit: 2 * MAX_CSV_CHARS + 4 * KB,
    bodyDeadlineMs: 60 * SECONDS,
    pool: 'api',
  },
  api: { name: 'api', ...small, pool: 'api' },
  panelApi: { name: 'panel-api', ...small, staffBodyLimit: 2048 * KB, pool: 'panel' },
  panel: { name: 'panel', ...small, staffBodyLimit: 2048 * KB, pool: 'panel' },
  media: { name: 'media', ...small, bodyLimit: 0, pool: 'api' },
  page: { name: 'page', ...small, bodyLimit: 0, pool: 'api' },
  metrics: { name: 'metrics', ...small, bodyLimit: 0, pool: 'api' },
} satisfies Record<string, RouteClass>

const ALL = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const WRITES = ['POST', 'PUT', 'PATCH'] as const
const READS = ['GET', 'HEAD'] as const

export type Method = (typeof ALL)[number]
export type RouteSpec = { methods: readonly Method[]; urls: string[]; routeClass: RouteClass }

/**
 * Most specific first only for reading; the router (find-my-way) prefers static segments over
 * parameters over wildcards by itself. `/cms/api/:collection/login` covers both auth
 * collections (any other collection answers 404 from Payload, still counted at the door).
 */
export const ROUTES: RouteSpec[] = [
  {
    methods: ['POST'],
    urls: [
      '/api/auth/:kind/login',
      '/cms/api/:collection/login',
      '/cms/api/:collection/first-register',
      '/cms/api/:collection/reset-password',
    ],
    routeClass: ROUTE_CLASSES.login,
  },
  {
    methods: ['POST'],
    urls: ['/cms/api/:collection/forgot-password'],
    routeClass: ROUTE_CLASSES.forgotPassword,
  },
  { methods: ['POST'], urls: ['/cms/api/:collection/unlock'], routeClass: ROUTE_CLASSES.unlock },
  {
    methods: ['POST'],
    urls: [
      '/api/auth/:kind/logout',
      '/cms/api/:collection/logout',
      '/cms/api/:collection/refresh-token',
    ],
    routeClass: ROUTE_CLASSES.session,
  },
  { methods: ['POST'], urls: ['/api/contact/submit'], routeClass: ROUTE_CLASSES.contact },
  {
    methods: WRITES,
    urls: ['/api/admin/firearms', '/api/admin/firearms/*'],
    routeClass: ROUTE_CLASSES.firearmWrite,
  },
  { methods: ['PUT'], urls: ['/api/admin/settings'], routeClass: ROUTE_CLASSES.settingsWrite },
  {
    methods: ['POST'],
    urls: ['/api/inventory/dealer/:dealerId/csv', '/api/inventory/dealer/:dealerId/csv/preview'],
    routeClass: ROUTE_CLASSES.inventoryCsv,
  },
  {
    methods: WRITES,
    urls: ['/cms/api/media', '/cms/api/media/*'],
    routeClass: ROUTE_CLASSES.mediaUpload,
  },
  { methods: ALL, urls: ['/api', '/api/*'], routeClass: ROUTE_CLASSES.api },
  { methods: ALL, urls: ['/cms/api', '/cms/api/*'], routeClass: ROUTE_CLASSES.panelApi },
  { methods: ALL, urls: ['/cms', '/cms/*', '/_next/*'], routeClass: ROUTE_CLASSES.panel },
  { methods: READS, urls: ['/*'], routeClass: ROUTE_CLASSES.page },
]

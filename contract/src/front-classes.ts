import { MAX_CSV_CHARS, MAX_IMAGE_BYTES } from './rules/limits'
import { refusal, type CodedRefusal } from './rules/refusals'

/**
 * What the front server holds a request to before anything reads it (docs/api.md, "The front
 * door"): how large a body may be, how long the client may take to send it, which of its media
 * types are read at all, which pool of the application server answers, and which door limiter
 * counts it. Every /api route names its class in the route table (`front` in routes.ts);
 * Payload's own paths name theirs in the front server's panel table. This is the one place the
 * limits live.
 */
export type PoolName = 'auth' | 'api' | 'panel'
export type DoorName = 'login' | 'forgot-password' | 'unlock' | 'contact' | 'request'

export type FrontClass = {
  name: string
  /** Largest body anyone may send. */
  bodyLimit: number
  /**
   * Largest body with a live session of the kind named (the session is checked in the
   * database before a byte beyond `bodyLimit` is read).
   */
  sessionBodyLimit?: {
    limit: number
    who: 'staff' | 'signed-in'
    /**
     * A body over this allowance, said as what the person sent (an image over 5 MB, too many
     * new images in one save); without it, the limit in kilobytes (`bodyTooLarge`).
     */
    over?: CodedRefusal
  }
  /** The whole body must have arrived within this time. */
  bodyDeadlineMs: number
  /** Media types of the bodies read (lower case, without parameters); others are 415. */
  bodyTypes: readonly string[]
  pool: PoolName
  door?: DoorName
}

const KB = 1024
const SECONDS = 1000

/** A base64 `data:` image of the 5 MB image rule, with its prefix. */
const INLINE_IMAGE_BYTES = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 64
/** New images one firearm save may carry inline (a main image and gallery images). */
export const MAX_INLINE_IMAGES_PER_SAVE = 8

const JSON_ONLY = ['application/json'] as const
/** Payload's REST API reads JSON, and multipart forms whose `_payload` field is the JSON. */
const PAYLOAD_BODIES = ['application/json', 'multipart/form-data'] as const
/**
 * Payload's panel also reads documents with a POST whose form-encoded body is the query and
 * whose `X-Payload-HTTP-Method-Override: GET` says it is a read (its list and upload pickers):
 * refused, the panel showed no images (issue 27's panel journey).
 */
const PAYLOAD_REST_BODIES = [...PAYLOAD_BODIES, 'application/x-www-form-urlencoded'] as const
/** The panel's pages also take Next's server actions (text/plain or form posts). */
const PANEL_BODIES = [
  'application/json',
  'multipart/form-data',
  'text/plain',
  'application/x-www-form-urlencoded',
] as const

const small = { bodyLimit: 64 * KB, bodyDeadlineMs: 30 * SECONDS }
const credentials = {
  bodyLimit: 4 * KB,
  bodyDeadlineMs: 10 * SECONDS,
  bodyTypes: PAYLOAD_BODIES,
  pool: 'auth',
} as const

export const FRONT_CLASSES = {
  login: { name: 'login', ...credentials, door: 'login' },
  forgotPassword: { name: 'forgot-password', ...credentials, door: 'forgot-password' },
  unlock: { name: 'unlock', ...credentials, door: 'unlock' },
  session: { name: 'session', ...credentials },
  contact: {
    name: 'contact',
    bodyLimit: 32 * KB,
    bodyDeadlineMs: 30 * SECONDS,
    bodyTypes: JSON_ONLY,
    pool: 'api',
    door: 'contact',
  },
  // The contact form posted by a browser without the app (docs/decisions/0167-posted-forms.md):
  // the same limits and door as the JSON route it is handed to.
  contactForm: {
    name: 'contact-form',
    bodyLimit: 32 * KB,
    bodyDeadlineMs: 30 * SECONDS,
    bodyTypes: ['application/x-www-form-urlencoded'],
    pool: 'api',
    door: 'contact',
  },
  // The country chosen without the app (docs/decisions/0193-country-without-the-app.md): two
  // short fields, answered by the front itself, never handed on.
  countryForm: {
    name: 'country-form',
    bodyLimit: 2 * KB,
    bodyDeadlineMs: 10 * SECONDS,
    bodyTypes: ['application/x-www-form-urlencoded'],
    pool: 'api',
  },
  // A price or availability request: a form as small as the contact form, counted at its own door.
  request: {
    name: 'request',
    bodyLimit: 32 * KB,
    bodyDeadlineMs: 30 * SECONDS,
    bodyTypes: JSON_ONLY,
    pool: 'api',
    door: 'request',
  },
  firearmWrite: {
    name: 'firearm-write',
    ...small,
    sessionBodyLimit: {
      limit: MAX_INLINE_IMAGES_PER_SAVE * INLINE_IMAGE_BYTES + 256 * KB,
      who: 'staff',
      over: refusal('saveTooLarge', { count: MAX_INLINE_IMAGES_PER_SAVE }),
    },
    bodyDeadlineMs: 10 * 60 * SECONDS,
    bodyTypes: JSON_ONLY,
    pool: 'api',
  },
  settingsWrite: {
    name: 'settings-write',
    ...small,
    // The company logo may come inline, as a firearm's images do.
    sessionBodyLimit: {
      limit: INLINE_IMAGE_BYTES + 256 * KB,
      who: 'staff',
      over: refusal('imageTooLarge'),
    },
    bodyDeadlineMs: 5 * 60 * SECONDS,
    bodyTypes: JSON_ONLY,
    pool: 'api',
  },
  // A stock CSV as JSON: its characters, escaped (quotes, line breaks) and some UTF-8 beyond.
  inventoryCsv: {
    name: 'inventory-csv',
    ...small,
    sessionBodyLimit: { limit: 2 * MAX_CSV_CHARS + 4 * KB, who: 'signed-in' },
    bodyDeadlineMs: 60 * SECONDS,
    bodyTypes: JSON_ONLY,
    pool: 'api',
  },
  api: { name: 'api', ...small, bodyTypes: JSON_ONLY, pool: 'api' },
  mediaUpload: {
    name: 'media-upload',
    ...small,
    sessionBodyLimit: {
      limit: MAX_IMAGE_BYTES + 256 * KB,
      who: 'staff',
      over: refusal('imageTooLarge'),
    },
    bodyDeadlineMs: 5 * 60 * SECONDS,
    bodyTypes: PAYLOAD_REST_BODIES,
    pool: 'panel',
  },
  panelApi: {
    name: 'panel-api',
    ...small,
    sessionBodyLimit: { limit: 2048 * KB, who: 'staff' },
    bodyTypes: PAYLOAD_REST_BODIES,
    pool: 'panel',
  },
  panel: {
    name: 'panel',
    ...small,
    sessionBodyLimit: { limit: 2048 * KB, who: 'staff' },
    bodyTypes: PANEL_BODIES,
    pool: 'panel',
  },
  media: { name: 'media', ...small, bodyLimit: 0, bodyTypes: [], pool: 'api' },
  page: { name: 'page', ...small, bodyLimit: 0, bodyTypes: [], pool: 'api' },
  metrics: { name: 'metrics', ...small, bodyLimit: 0, bodyTypes: [], pool: 'api' },
} as const satisfies Record<string, FrontClass>

export type FrontClassName = keyof typeof FRONT_CLASSES

/** The most any caller may send to a class (what the body parser is told). */
export function largestBody(frontClass: FrontClass): number {
  return Math.max(frontClass.bodyLimit, frontClass.sessionBodyLimit?.limit ?? 0)
}

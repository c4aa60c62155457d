import { AVAILABILITY_VALUES, FILTER_OPTION_TYPES } from '@/lib/limits'
import pkg from '../../package.json'

/**
 * The OpenAPI 3.1 description of /api, served at /api/openapi.json. Its schemas are checked
 * against real responses in test/http/openapi.test.ts, so it cannot drift from the handlers.
 */
type Schema = Record<string, unknown>

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` })
const arrayOf = (items: Schema): Schema => ({ type: 'array', items })
const str: Schema = { type: 'string' }
const num: Schema = { type: 'number' }
const int: Schema = { type: 'integer' }
const bool: Schema = { type: 'boolean' }
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] })

function object(properties: Record<string, Schema>, optional: string[] = []): Schema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    additionalProperties: false,
  }
}

const image = object({
  url: str,
  alt: str,
  width: nullable(int),
  height: nullable(int),
  sizes: arrayOf(object({ url: str, width: int })),
})

const firearm = object({
  id: str,
  name: str,
  category: str,
  caliber: str,
  barrelLength: str,
  systemType: str,
  pricePLN: nullable(num),
  priceEUR: nullable(num),
  price: nullable(num),
  availability: { enum: [...AVAILABILITY_VALUES] },
  isNew: bool,
  imageUrl: nullable(str),
  images: arrayOf(str),
  imageSet: arrayOf(ref('Image')),
  description: str,
  specifications: object({
    pl: { type: 'object', additionalProperties: str },
    en: { type: 'object', additionalProperties: str },
  }),
})

const publicDealerProps = {
  id: int,
  name: str,
  email: str,
  phone: str,
  address: str,
  city: str,
  country: str,
  website: str,
  hours: str,
  specialties: arrayOf(str),
  rating: num,
  established: int,
}

const languages = object({ en: str, pl: str, it: str, de: str, fr: str })

const schemas: Record<string, Schema> = {
  Error: object({ detail: str }),
  Image: image,
  Firearm: firearm,
  PublicDealer: object(publicDealerProps),
  AdminDealer: object({ ...publicDealerProps, username: str, isActive: bool }),
  Country: object({ code: str, currency: str, name: languages }),
  Settings: {
    type: 'object',
    properties: {
      companyName: str,
      companyLogo: nullable(str),
      companyDescription: str,
      contactEmail: nullable(str),
      contactPhone: nullable(str),
      companyAddress: nullable(str),
      websiteUrl: nullable(str),
      vatId: nullable(str),
      krs: nullable(str),
      regon: nullable(str),
      licenses: nullable(str),
      socialMedia: { type: 'object' },
      multipleLocations: nullable(arrayOf({ type: 'object' })),
    },
    required: ['companyName', 'companyLogo', 'companyDescription'],
  },
  SettingsInput: {
    allOf: [
      ref('Settings'),
      {
        type: 'object',
        properties: { adminPassword: str, newAdminPassword: str, confirmAdminPassword: str },
        description:
          'To change the admin password send all three: the current one, the new one and its confirmation.',
      },
    ],
  },
  Stockist: object({ dealer: ref('PublicDealer'), stock: int, price: num }),
  InventoryRow: object({ firearmId: str, stock: int, price: num, available: bool }),
  DashboardStats: object({
    totalDealers: int,
    activeDealers: int,
    inactiveDealers: int,
    totalFirearms: int,
    totalContacts: int,
    newContacts: int,
  }),
  FilterOption: object({ id: int, name: str, type: { enum: [...FILTER_OPTION_TYPES] } }),
  Contact: object({
    id: int,
    name: str,
    email: str,
    subject: str,
    message: str,
    createdAt: { type: 'string', format: 'date-time' },
    status: { enum: ['new', 'read'] },
  }),
  DealerLogin: object({
    dealer: object({ dealer_id: int, name: str, username: str, country: str, city: str }),
    access_token: str,
    token_type: { const: 'bearer' },
  }),
  AdminLogin: object({
    admin: object({ admin_id: int, username: str, email: str, role: str }),
    access_token: str,
    token_type: { const: 'bearer' },
  }),
  Health: object({
    status: str,
    database: str,
    databaseLatencyMs: int,
    version: str,
    uptimeSeconds: int,
  }),
  Message: object({ detail: str }, []),
  ContactReceipt: object({ id: int, detail: str }),
  Credentials: object({ username: str, password: str }),
  ContactInput: object({ name: str, email: str, subject: str, message: str }),
  InventoryInput: object({ stock: int, price: num, available: bool }),
  ContactStatus: object({ status: { enum: ['new', 'read'] } }),
}

type Operation = {
  summary: string
  auth?: 'admin' | 'dealer-or-admin' | 'any'
  body?: string
  ok: [status: number, schema: Schema | null]
  /** Further error answers of this route, by status. */
  refusals?: Record<string, string>
}

const LOGIN_REFUSALS = {
  '401': 'Wrong username or password',
  '403': 'Account not allowed here (inactive dealer, or not an administrator)',
  '423': 'Account locked after too many failed attempts (Retry-After gives the wait)',
  '429': 'Too many login attempts from this client (Retry-After gives the wait)',
}

function operation({ summary, auth, body, ok: [status, schema], refusals = {} }: Operation) {
  const errors: Record<string, { description: string; content: object }> = {}
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: ref('Error') } },
  })
  if (body) errors['400'] = error('Malformed JSON or an invalid field (named in detail)')
  if (auth) errors['401'] = error('No valid token')
  if (auth === 'admin' || auth === 'dealer-or-admin')
    errors['403'] = error('Not allowed for this account')
  for (const [code, description] of Object.entries(refusals)) errors[code] = error(description)
  return {
    summary,
    ...(auth ? { security: [{ bearer: [] }] } : {}),
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: ref(body) } } } }
      : {}),
    responses: {
      [status]: schema
        ? { description: 'Success', content: { 'application/json': { schema } } }
        : { description: 'Not modified' },
      ...errors,
    },
  }
}

const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {
  '/api/health': {
    get: operation({ summary: 'Server and database status', ok: [200, ref('Health')] }),
  },
  '/api/openapi.json': {
    get: operation({ summary: 'This document', ok: [200, { type: 'object' }] }),
  },
  '/api/countries': {
    get: operation({ summary: 'Countries and currencies', ok: [200, arrayOf(ref('Country'))] }),
  },
  '/api/firearms': {
    get: operation({ summary: 'All firearms', ok: [200, arrayOf(ref('Firearm'))] }),
  },
  '/api/firearms/{id}': { get: operation({ summary: 'One firearm', ok: [200, ref('Firearm')] }) },
  '/api/firearms/{id}/dealers': {
    get: operation({
      summary: 'Active dealers with this firearm available, by name',
      ok: [200, arrayOf(ref('Stockist'))],
    }),
  },
  '/api/categories': { get: operation({ summary: 'Category names', ok: [200, arrayOf(str)] }) },
  '/api/calibers': { get: operation({ summary: 'Caliber names', ok: [200, arrayOf(str)] }) },
  '/api/barrel-lengths': { get: operation({ summary: 'Barrel lengths', ok: [200, arrayOf(str)] }) },
  '/api/system-types': { get: operation({ summary: 'System types', ok: [200, arrayOf(str)] }) },
  '/api/settings': {
    get: operation({ summary: 'Public company details', ok: [200, ref('Settings')] }),
  },
  '/api/dealers': {
    get: operation({ summary: 'Active dealers', ok: [200, arrayOf(ref('PublicDealer'))] }),
  },
  '/api/dealers/{id}': {
    get: operation({ summary: 'One active dealer', ok: [200, ref('PublicDealer')] }),
  },
  '/api/contact/submit': {
    post: operation({
      summary: 'Send a contact message',
      body: 'ContactInput',
      ok: [201, ref('ContactReceipt')],
      refusals: { '429': 'Too many messages from this client (Retry-After gives the wait)' },
    }),
  },
  '/api/auth/dealer/login': {
    post: operation({
      summary: 'Dealer login',
      body: 'Credentials',
      ok: [200, ref('DealerLogin')],
      refusals: LOGIN_REFUSALS,
    }),
  },
  '/api/auth/admin/login': {
    post: operation({
      summary: 'Administrator login',
      body: 'Credentials',
      ok: [200, ref('AdminLogin')],
      refusals: LOGIN_REFUSALS,
    }),
  },
  '/api/auth/admin/logout': {
    post: operation({
      summary: 'End this admin session',
      auth: 'admin',
      ok: [200, ref('Message')],
    }),
  },
  '/api/auth/dealer/logout': {
    post: operation({ summary: 'End this dealer session', auth: 'any', ok: [200, ref('Message')] }),
  },
  '/api/inventory/dealer/{dealerId}': {
    get: operation({
      summary: 'A dealer’s inventory',
      auth: 'dealer-or-admin',
      ok: [200, arrayOf(ref('InventoryRow'))],
    }),
  },
  '/api/inventory/dealer/{dealerId}/firearm/{firearmId}': {
    put: operation({
      summary: 'Set stock, price, availability',
      auth: 'dealer-or-admin',
      body: 'InventoryInput',
      ok: [200, ref('InventoryRow')],
    }),
  },
  '/api/admin/dashboard/stats': {
    get: operation({
      summary: 'Dashboard counts',
      auth: 'admin',
      ok: [200, ref('DashboardStats')],
    }),
  },
  '/api/admin/dealers': {
    get: operation({
      summary: 'All dealers',
      auth: 'admin',
      ok: [200, arrayOf(ref('AdminDealer'))],
    }),
    post: operation({
      summary: 'Create a dealer',
      auth: 'admin',
      body: 'AdminDealer',
      ok: [201, ref('AdminDealer')],
    }),
  },
  '/api/admin/dealers/{id}': {
    get: operation({ summary: 'One dealer', auth: 'admin', ok: [200, ref('AdminDealer')] }),
    put: operation({
      summary: 'Update a dealer',
      auth: 'admin',
      body: 'AdminDealer',
      ok: [200, ref('AdminDealer')],
    }),
    delete: operation({
      summary: 'Deactivate a dealer',
      auth: 'admin',
      ok: [200, ref('AdminDealer')],
    }),
  },
  '/api/admin/firearms': {
    post: operation({
      summary: 'Create a firearm',
      auth: 'admin',
      body: 'Firearm',
      ok: [201, ref('Firearm')],
    }),
  },
  '/api/admin/firearms/{id}': {
    put: operation({
      summary: 'Replace a firearm',
      auth: 'admin',
      body: 'Firearm',
      ok: [200, ref('Firearm')],
    }),
    delete: operation({ summary: 'Delete a firearm', auth: 'admin', ok: [200, ref('Message')] }),
  },
  '/api/admin/contacts': {
    get: operation({
      summary: 'Contact messages',
      auth: 'admin',
      ok: [200, arrayOf(ref('Contact'))],
    }),
  },
  '/api/admin/contacts/{id}': {
    patch: operation({
      summary: 'Mark read or new',
      auth: 'admin',
      body: 'ContactStatus',
      ok: [200, ref('Contact')],
    }),
    delete: operation({ summary: 'Delete a message', auth: 'admin', ok: [200, ref('Message')] }),
  },
  '/api/admin/categories': {
    get: operation({
      summary: 'Filter options',
      auth: 'admin',
      ok: [200, arrayOf(ref('FilterOption'))],
    }),
    post: operation({
      summary: 'Add a filter option',
      auth: 'admin',
      body: 'FilterOption',
      ok: [201, ref('FilterOption')],
    }),
  },
  '/api/admin/categories/{id}': {
    put: operation({
      summary: 'Rename (and on every firearm)',
      auth: 'admin',
      body: 'FilterOption',
      ok: [200, ref('FilterOption')],
    }),
    delete: operation({
      summary: 'Delete an unused option',
      auth: 'admin',
      ok: [200, ref('Message')],
    }),
  },
  '/api/admin/settings': {
    put: operation({
      summary: 'Save company settings (a new admin password needs the current one)',
      auth: 'admin',
      body: 'SettingsInput',
      ok: [200, ref('Settings')],
      refusals: { '423': 'Account locked after too many wrong current passwords' },
    }),
  },
}

export const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'SOG Firearms catalogue API', version: pkg.version },
  components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  paths,
}

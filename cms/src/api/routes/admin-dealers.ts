import { COUNTRY_CODES } from '@/lib/countries'
import {
  DEFAULT_RATING,
  MAX_RATING,
  MIN_ESTABLISHED_YEAR,
  MIN_PASSWORD_LENGTH,
  MIN_RATING,
  currentYear,
} from '@/lib/limits'
import type { Dealer } from '@/payload-types'
import type { RequestContext } from '../context'
import { requireAdmin } from '../guards'
import { ApiError, json, readJsonObject } from '../http'
import { email, numberInRange, optionalString, requiredString, stringList } from '../input'
import { findByRouteId } from '../lookup'
import type { Route } from '../router'
import { toApiPublicDealer } from '../shapes'
import type { ApiAdminDealer } from '../types'

function toAdminDealer(doc: Dealer): ApiAdminDealer {
  return {
    ...toApiPublicDealer(doc),
    username: doc.username ?? '',
    isActive: doc.isActive !== false,
  }
}

/** The fields both forms share (SPEC.md section 5, "Create dealer"). */
function dealerFields(body: Record<string, unknown>) {
  const country = requiredString(body, 'country').trim().toUpperCase()
  if (!COUNTRY_CODES.includes(country))
    throw new ApiError(400, `country must be one of ${COUNTRY_CODES.join(', ')}`)
  return {
    name: requiredString(body, 'name').trim(),
    email: email(body, 'email'),
    city: requiredString(body, 'city').trim(),
    country: country as Dealer['country'],
    phone: optionalString(body, 'phone'),
    address: optionalString(body, 'address'),
    website: optionalString(body, 'website'),
    hours: optionalString(body, 'hours'),
    specialties: stringList(body, 'specialties'),
    rating: numberInRange(body, 'rating', {
      min: MIN_RATING,
      max: MAX_RATING,
      step: 0.1,
      fallback: DEFAULT_RATING,
    }),
    established: numberInRange(body, 'established', {
      min: MIN_ESTABLISHED_YEAR,
      max: currentYear(),
      step: 1,
      fallback: currentYear(),
    }),
  }
}

async function listDealers({ payload, user }: RequestContext): Promise<Response> {
  requireAdmin(user)
  const { docs } = await payload.find({
    collection: 'dealers',
    limit: 0,
    sort: 'name',
    overrideAccess: false,
    user,
  })
  return json(docs.map(toAdminDealer))
}

async function createDealer({ payload, user, request }: RequestContext): Promise<Response> {
  requireAdmin(user)
  const body = await readJsonObject(request)
  const fields = dealerFields(body)
  const username = requiredString(body, 'username').trim()
  const password = requiredString(body, 'password')
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new ApiError(400, `password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  }
  const { totalDocs } = await payload.count({
    collection: 'dealers',
    where: { username: { equals: username } },
  })
  if (totalDocs > 0) throw new ApiError(409, `username "${username}" is already taken`)
  const created = await payload.create({
    collection: 'dealers',
    data: { ...fields, username, password, isActive: true },
    overrideAccess: false,
    user,
  })
  return json(toAdminDealer(created), { status: 201 })
}

async function updateDealer(context: RequestContext): Promise<Response> {
  const { payload, user, request } = context
  requireAdmin(user)
  const body = await readJsonObject(request)
  const fields = dealerFields(body)
  const isActive = body.isActive === undefined ? undefined : body.isActive
  if (isActive !== undefined && typeof isActive !== 'boolean')
    throw new ApiError(400, 'isActive must be true or false')
  const dealer = await findByRouteId(context, 'dealers', 'Dealer')
  const updated = await payload.update({
    collection: 'dealers',
    id: dealer.id,
    data: { ...fields, ...(isActive === undefined ? {} : { isActive }) },
    overrideAccess: false,
    user,
  })
  return json(toAdminDealer(updated))
}

/** SPEC.md: "delete" deactivates; the dealer and its data stay. */
async function deactivateDealer(context: RequestContext): Promise<Response> {
  const { payload, user } = context
  requireAdmin(user)
  const dealer = await findByRouteId(context, 'dealers', 'Dealer')
  const updated = await payload.update({
    collection: 'dealers',
    id: dealer.id,
    data: { isActive: false },
    overrideAccess: false,
    user,
  })
  return json(toAdminDealer(updated))
}

export const adminDealerRoutes: Route[] = [
  { method: 'GET', path: '/admin/dealers', handler: listDealers },
  {
    method: 'GET',
    path: '/admin/dealers/:id',
    handler: async (context) => {
      requireAdmin(context.user)
      return json(toAdminDealer(await findByRouteId(context, 'dealers', 'Dealer')))
    },
  },
  { method: 'POST', path: '/admin/dealers', handler: createDealer },
  { method: 'PUT', path: '/admin/dealers/:id', handler: updateDealer },
  { method: 'DELETE', path: '/admin/dealers/:id', handler: deactivateDealer },
]

export type { ApiAdminDealer }

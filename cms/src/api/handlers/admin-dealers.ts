import type { Payload, PayloadRequest } from 'payload'

import {
  AdminDealerQuery,
  DEFAULT_LANGUAGE,
  pagesOf,
  queryKeys,
  refusal,
  type FieldIssue,
} from '@sog/contract'

import type { Dealer } from '@/payload-types'
import type { HandlerContext, Handlers } from '../context'
import { refused } from '../http'
import { findVisible } from '../lookup'
import { liftSignInPauses, pausedUsernames } from '../pause-store'
import { adminDealerIds, asksForPage, inOrderOf } from '../queries/list-queries'
import { toApiPublicDealer } from '../shapes'
import { inTransaction } from '../transaction'
import { assertVersion } from '../versions'

/** The admin's dealers, with whether each one's sign-ins are paused (one store lookup). */
async function toAdminDealers(payload: Payload, docs: Dealer[]) {
  const paused = await pausedUsernames(
    payload,
    docs.map((doc) => doc.username ?? ''),
  )
  return docs.map((doc) => ({
    ...toApiPublicDealer(doc),
    username: doc.username ?? '',
    isActive: doc.isActive !== false,
    lastLoginAt: doc.lastLoginAt ?? null,
    locked: paused.has(doc.username ?? ''),
    version: doc.updatedAt,
  }))
}

const toAdminDealer = async (payload: Payload, doc: Dealer) =>
  (await toAdminDealers(payload, [doc]))[0]!

/** An e-mail address names one dealer (docs/product.md, "Dealers"). */
/** The field a refusal names, so the form marks it (docs/api.md, "Errors"). */
const taken = (field: 'email' | 'username'): FieldIssue => ({
  field,
  code: 'taken',
  message: `${field} is already used`,
})

async function assertEmailFree(
  { payload, user }: HandlerContext,
  email: string,
  exceptId?: number,
) {
  const { docs } = await payload.find({
    collection: 'dealers',
    where: { or: [{ email: { equals: email } }, { email: { equals: email.toLowerCase() } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (docs[0] && docs[0].id !== exceptId)
    throw refused(409, refusal('emailTaken', { email }), [taken('email')])
}

const readDealer = (payload: Payload, id: number, req: PayloadRequest) =>
  payload.findByID({ collection: 'dealers', id, depth: 0, req, overrideAccess: false })

export const adminDealerHandlers = {
  listAdminDealers: async ({ payload, user, query, request }) => {
    if (asksForPage(request, queryKeys(AdminDealerQuery))) {
      const { ids, total } = await adminDealerIds(payload, query)
      const { docs } =
        ids.length === 0
          ? { docs: [] }
          : await payload.find({
              collection: 'dealers',
              where: { id: { in: ids } },
              limit: ids.length,
              pagination: false,
              overrideAccess: false,
              user,
            })
      return {
        items: await toAdminDealers(payload, inOrderOf(ids, docs)),
        total,
        page: query.page,
        pages: pagesOf(total, query.limit),
      }
    }
    const { docs } = await payload.find({
      collection: 'dealers',
      limit: 0,
      sort: 'name',
      overrideAccess: false,
      user,
    })
    return toAdminDealers(payload, docs)
  },

  getAdminDealer: async (context) =>
    toAdminDealer(
      context.payload,
      await findVisible(context, 'dealers', context.params.id, 'Dealer'),
    ),

  createDealer: async (context) => {
    const { payload, user, body } = context
    const { totalDocs } = await payload.count({
      collection: 'dealers',
      where: { username: { equals: body.username } },
      overrideAccess: false,
      user,
    })
    if (totalDocs > 0)
      throw refused(409, refusal('usernameTaken', { username: body.username }), [taken('username')])
    await assertEmailFree(context, body.email)
    const created = await payload.create({
      collection: 'dealers',
      data: { ...body, country: body.country as Dealer['country'], isActive: true },
      overrideAccess: false,
      user,
    })
    return toAdminDealer(payload, created)
  },

  updateDealer: async (context) => {
    const { payload, user, body } = context
    const dealer = await findVisible(context, 'dealers', context.params.id, 'Dealer')
    const { isActive, version, ...fields } = body
    await assertEmailFree(context, fields.email, dealer.id)
    const updated = await inTransaction(payload, user, async (req) => {
      await assertVersion(req, 'dealers', dealer.id, version, async () =>
        toAdminDealer(payload, await readDealer(payload, dealer.id, req)),
      )
      return payload.update({
        collection: 'dealers',
        id: dealer.id,
        data: {
          ...fields,
          country: fields.country as Dealer['country'],
          ...(isActive === undefined ? {} : { isActive }),
        },
        req,
        locale: DEFAULT_LANGUAGE,
        overrideAccess: false,
      })
    })
    return toAdminDealer(payload, updated)
  },

  /** A new password ends the dealer's open sessions: whoever had the old one is signed out. */
  setDealerPassword: async (context) => {
    const { payload, user, body } = context
    const dealer = await findVisible(context, 'dealers', context.params.id, 'Dealer')
    const updated = await inTransaction(payload, user, async (req) => {
      await payload.update({
        collection: 'dealers',
        id: dealer.id,
        data: { password: body.password },
        req,
        locale: DEFAULT_LANGUAGE,
        overrideAccess: false,
      })
      await payload.db.updateOne({
        collection: 'dealers',
        id: dealer.id,
        data: { sessions: [] },
        req,
        returning: false,
      })
      return readDealer(payload, dealer.id, req)
    })
    await liftSignInPauses(payload, updated.username ?? '')
    return toAdminDealer(payload, updated)
  },

  unlockDealer: async (context) => {
    const dealer = await findVisible(context, 'dealers', context.params.id, 'Dealer')
    await liftSignInPauses(context.payload, dealer.username ?? '')
    return toAdminDealer(context.payload, dealer)
  },

  /** "Delete" deactivates: the dealer and its data stay (docs/product.md, "Administration"). */
  deactivateDealer: async (context) => {
    const dealer = await findVisible(context, 'dealers', context.params.id, 'Dealer')
    const updated = await context.payload.update({
      collection: 'dealers',
      id: dealer.id,
      data: { isActive: false },
      overrideAccess: false,
      user: context.user,
    })
    return toAdminDealer(context.payload, updated)
  },
} satisfies Partial<Handlers>

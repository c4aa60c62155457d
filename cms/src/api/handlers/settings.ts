import { CURRENT_PASSWORD_WRONG, DEFAULT_LANGUAGE } from '@sog/contract'
import type { PayloadRequest } from 'payload'

import { plainTextToRichText } from '@/lib/rich-text'
import type { HandlerContext, Handlers } from '../context'
import { HttpError } from '../http'
import { checkedPassword } from '../password-checks'
import { storeImage } from '../images'
import { toApiSettings } from '../shapes'
import { inTransaction } from '../transaction'
import { assertVersion } from '../versions'

/**
 * A stolen or forgotten-open admin session must not be enough to take the account over: the
 * password changes only with the current one, and guessing it meets the sign-in limits.
 */
async function assertCurrentPassword(
  { payload, request }: HandlerContext,
  username: string,
  password: string,
) {
  await checkedPassword(payload, request, username, async () => {
    if (!password) throw new HttpError(400, CURRENT_PASSWORD_WRONG)
    try {
      await payload.login({ collection: 'admins', data: { username, password } })
    } catch {
      throw new HttpError(400, CURRENT_PASSWORD_WRONG)
    }
  })
}

export const settingsHandlers = {
  saveSettings: async (context) => {
    const { payload, user, body } = context
    const admin = user!
    const {
      adminPassword,
      newAdminPassword,
      confirmAdminPassword: _confirm,
      companyLogo,
      companyDescription,
      exchangeRates,
      version,
      ...fields
    } = body
    if (newAdminPassword) await assertCurrentPassword(context, admin.username ?? '', adminPassword)

    const read = (req: PayloadRequest) =>
      payload.findGlobal({ slug: 'settings', depth: 1, req, overrideAccess: false })
    const saved = await inTransaction(payload, user, async (req) => {
      await assertVersion(req, 'settings', undefined, version, async () =>
        toApiSettings(await read(req)),
      )
      const stored = companyLogo
        ? await storeImage(req, companyLogo, 'companyLogo', `${fields.companyName} logo`)
        : null
      if (stored?.url) throw new HttpError(400, 'companyLogo must be an uploaded image')
      if (newAdminPassword) {
        await payload.update({
          collection: 'admins',
          id: admin.id,
          data: { password: newAdminPassword },
          req,
          locale: DEFAULT_LANGUAGE,
          overrideAccess: false,
        })
      }
      await payload.updateGlobal({
        slug: 'settings',
        data: {
          ...fields,
          companyDescription: plainTextToRichText(companyDescription),
          companyLogo: stored?.image ?? null,
          exchangeRates: { pln: exchangeRates.PLN, usd: exchangeRates.USD },
        },
        req,
        locale: DEFAULT_LANGUAGE,
        overrideAccess: false,
      })
      return read(req)
    })
    return toApiSettings(saved)
  },
} satisfies Partial<Handlers>

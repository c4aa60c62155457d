import {
  DEFAULT_LANGUAGE,
  refusal,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '@sog/contract'
import type { Payload, PayloadRequest } from 'payload'

import type { Setting } from '@/payload-types'

import { SAME_SAVE } from '@/hooks/recordActivity'
import { plainTextToRichText } from '@/lib/rich-text'
import type { Routes } from '@sog/contract'
import type { HandlerContext, Handlers } from '../context'
import { HttpError, refused } from '../http'
import { checkedPassword } from '../password-checks'
import { storeImage } from '../images'
import { toAdminSettings } from '../shapes'
import { localesOf } from '../translations'
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
    if (!password) throw refused(400, refusal('currentPasswordWrong'))
    try {
      await payload.login({ collection: 'admins', data: { username, password } })
    } catch {
      throw refused(400, refusal('currentPasswordWrong'))
    }
  })
}

/** The settings with every language of the translatable fields, for the admin's form. */
const readAll = (payload: Payload, req?: PayloadRequest) =>
  payload.findGlobal({ slug: 'settings', depth: 1, locale: 'all', req, overrideAccess: false })

type SettingsBody = HandlerContext<Routes['saveSettings']>['body']

/**
 * Each language whose translations changed is one update in that language: Payload writes one
 * locale per update (docs/decisions/0169-translatable-settings.md). The update holds every
 * translatable field of the language, changed or not: a field left out would be filled from the
 * stored document as read in that language, English where it has no translation, and that
 * English would then be stored as the translation. `saved` is the settings after the English
 * update, its locations in the order they were sent; blank clears a translation, so visitors of
 * that language read English.
 */
async function saveTranslations(req: PayloadRequest, body: SettingsBody, stored: Setting) {
  const saved = toAdminSettings(stored)
  // An unchanged description is written back as stored, its formatting from the panel kept.
  const richTexts = localesOf<Setting['companyDescription']>(stored.companyDescription)
  const sent = body.translations
  for (const language of TRANSLATED_LANGUAGES) {
    const before = {
      description: saved.translations.companyDescription[language],
      licenses: saved.translations.licenses[language],
      hours: saved.multipleLocations.map((row) => row.translations.hours[language]),
    }
    const after = {
      description: sent?.companyDescription?.[language] ?? before.description,
      licenses: sent?.licenses?.[language] ?? before.licenses,
      hours: before.hours.map(
        (hours, row) => body.multipleLocations[row]?.translations?.hours?.[language] ?? hours,
      ),
    }
    if (
      after.description === before.description &&
      after.licenses === before.licenses &&
      after.hours.every((hours, row) => hours === before.hours[row])
    )
      continue
    const text = (value: string) => (value === '' ? null : value)
    await updateIn(req, language, {
      companyDescription:
        after.description === before.description
          ? (richTexts[language] ?? null)
          : after.description
            ? plainTextToRichText(after.description)
            : null,
      licenses: text(after.licenses),
      multipleLocations: saved.multipleLocations.map((row, index) => ({
        id: row.id,
        city: row.city,
        address: row.address,
        phone: row.phone,
        hours: text(after.hours[index]!),
      })),
    })
  }
}

const updateIn = (req: PayloadRequest, locale: TranslatedLanguage, data: Record<string, unknown>) =>
  req.payload.updateGlobal({
    slug: 'settings',
    data,
    req,
    locale,
    context: SAME_SAVE,
    overrideAccess: false,
  })

export const settingsHandlers = {
  getAdminSettings: async ({ payload }) => toAdminSettings(await readAll(payload)),

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
      translations: _translations,
      multipleLocations,
      version,
      ...fields
    } = body
    if (newAdminPassword) await assertCurrentPassword(context, admin.username ?? '', adminPassword)

    const saved = await inTransaction(payload, user, async (req) => {
      await assertVersion(req, 'settings', undefined, version, async () =>
        toAdminSettings(await readAll(payload, req)),
      )
      // A location sent with a stored one's id keeps its translations; any other id is not ours
      // to give, and the row is new.
      const current = await payload.findGlobal({
        slug: 'settings',
        depth: 0,
        req,
        overrideAccess: false,
      })
      const known = new Set((current.multipleLocations ?? []).map((row) => row.id))
      const rows = multipleLocations.map(({ translations: _t, id, ...row }) => {
        if (!id || !known.delete(id)) return row
        return { id, ...row }
      })
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
          // Payload merges an array's rows by id: the kept ones keep their translations.
          multipleLocations: rows,
          companyLogo: stored?.image ?? null,
          exchangeRates: { pln: exchangeRates.PLN, usd: exchangeRates.USD },
        },
        req,
        locale: DEFAULT_LANGUAGE,
        overrideAccess: false,
      })
      await saveTranslations(req, body, await readAll(payload, req))
      return readAll(payload, req)
    })
    return toAdminSettings(saved)
  },
} satisfies Partial<Handlers>

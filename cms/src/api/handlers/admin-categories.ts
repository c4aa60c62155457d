import { compareOptionNames, DEFAULT_LANGUAGE } from '@sog/contract'
import type { PayloadRequest } from 'payload'

import type { FilterOption } from '@/payload-types'
import type { Handlers } from '../context'
import { findVisible } from '../lookup'
import { inTransaction } from '../transaction'
import { saveTranslations, translationsOf } from '../translations'
import { assertVersion } from '../versions'

/** Needs the option read with `locale: 'all'`, so `label` holds every language's name. */
const toOption = ({ id, name, type, label, updatedAt }: FilterOption) => ({
  id,
  name,
  type,
  labels: translationsOf(label),
  version: updatedAt,
})

const readOption = (req: PayloadRequest, id: number) =>
  req.payload.findByID({ collection: 'filter-options', id, locale: 'all', req })

/** Writes the option's names in the other languages that differ from `stored`. */
const saveLabels = (
  req: PayloadRequest,
  id: number,
  labels: Parameters<typeof saveTranslations>[2],
  stored: FilterOption['label'],
) =>
  saveTranslations(
    req,
    { collection: 'filter-options', id, field: 'label' },
    labels,
    translationsOf(stored),
  )

export const adminCategoryHandlers = {
  listFilterOptions: async ({ payload, user }) => {
    const { docs } = await payload.find({
      collection: 'filter-options',
      limit: 0,
      locale: 'all',
      overrideAccess: false,
      user,
    })
    return docs.sort((a, b) => compareOptionNames(a.name, b.name)).map(toOption)
  },

  createFilterOption: async (context) => {
    const { name, type, labels } = context.body
    const created = await inTransaction(context.payload, context.user, async (req) => {
      const option = await req.payload.create({
        collection: 'filter-options',
        data: { name, type },
        req,
        locale: DEFAULT_LANGUAGE,
        overrideAccess: false,
      })
      await saveLabels(req, option.id, labels, null)
      return readOption(req, option.id)
    })
    return toOption(created)
  },

  renameFilterOption: async (context) => {
    const { name, version, labels } = context.body
    const option = await findVisible(context, 'filter-options', context.params.id, 'Filter option')
    // The rename reaches every firearm using the old name in the same transaction.
    const updated = await inTransaction(context.payload, context.user, async (req) => {
      await assertVersion(req, 'filter_options', option.id, version, async () =>
        toOption(await readOption(req, option.id)),
      )
      const stored = await readOption(req, option.id)
      await req.payload.update({
        collection: 'filter-options',
        id: option.id,
        data: { name },
        req,
        locale: DEFAULT_LANGUAGE,
        overrideAccess: false,
      })
      await saveLabels(req, option.id, labels, stored.label)
      return readOption(req, option.id)
    })
    return toOption(updated)
  },

  deleteFilterOption: async (context) => {
    const option = await findVisible(context, 'filter-options', context.params.id, 'Filter option')
    await context.payload.delete({
      collection: 'filter-options',
      id: option.id,
      overrideAccess: false,
      user: context.user,
    })
    return { detail: `Deleted "${option.name}"` }
  },
} satisfies Partial<Handlers>

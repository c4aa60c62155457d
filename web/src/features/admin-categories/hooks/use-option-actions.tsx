import { TRANSLATED_LANGUAGES, type ApiFilterOption, type ApiTranslations } from '@sog/contract'
import type { FilterOptionType } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { useConflictDialog } from '@/components/form/conflict-dialog'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api-client'
import { settleConflict } from '@/lib/form'
import { useCreateFilterOption } from '../api/create-filter-option'
import { useDeleteFilterOption } from '../api/delete-filter-option'
import { useReloadOptions } from '../api/get-filter-options'
import { useRenameFilterOption } from '../api/rename-filter-option'

/**
 * Add, rename and delete with the rules and messages of docs/product.md, "Validation" (the
 * names come checked by the forms). `busy` is true while a change is under way, so the screen
 * disables its controls. Each action resolves to whether it went through.
 */
export function useOptionActions() {
  const { t } = useTranslation()
  const [confirmDialog, confirm] = useConfirm()
  const [conflictDialog, askConflict] = useConflictDialog()
  const reload = useReloadOptions()
  const create = useCreateFilterOption()
  const rename = useRenameFilterOption()
  const remove = useDeleteFilterOption()

  const run = async (action: () => Promise<void>, success: string, fallback: string) => {
    try {
      await action()
      notify(success, 'success')
      return true
    } catch (error) {
      notify(errorMessage(error, fallback), 'error')
      return false
    }
  }

  const add = (type: FilterOptionType, name: string) =>
    run(
      () => create.trigger({ name, type }),
      t('adminCategories.added', { name, type: t(`adminCategories.type.${type}`) }),
      t('adminCategories.addFailed'),
    )

  const update = async (
    option: ApiFilterOption,
    change: { name: string; labels: ApiTranslations },
  ): Promise<boolean> => {
    const { name, labels } = change
    const sameLabels = TRANSLATED_LANGUAGES.every((lang) => labels[lang] === option.labels[lang])
    if (name === option.name && sameLabels) return true
    try {
      await rename.trigger({ option, name, labels })
    } catch (error) {
      // Renamed by someone else meanwhile: show theirs, or rename theirs on purpose.
      let overwritten = false
      const settled = await settleConflict<ApiFilterOption>(error, askConflict, {
        theirs: () => {},
        overwrite: async (current) => {
          overwritten = await update({ ...option, version: current.version }, change)
        },
      })
      if (settled) {
        if (!overwritten) await reload(option.type, { firearms: false })
        return overwritten
      }
      notify(errorMessage(error, t('adminCategories.updateFailed')), 'error')
      return false
    }
    notify(
      name === option.name
        ? t('adminCategories.labelsUpdated', { name })
        : t('adminCategories.updated', { old: option.name, new: name }),
      'success',
    )
    return true
  }

  const destroy = async (option: ApiFilterOption, usage: number) => {
    // The button is disabled for options in use; this guards a stale click all the same.
    if (usage > 0) {
      notify(t('adminCategories.inUse', { name: option.name, count: usage }), 'error')
      return false
    }
    if (
      !(await confirm(
        t('adminCategories.confirmDelete', { name: option.name }),
        t('common.delete'),
      ))
    )
      return false
    return run(
      () => remove.trigger(option),
      t('adminCategories.deleted', { name: option.name }),
      t('adminCategories.deleteFailed'),
    )
  }

  const busy = create.isMutating || rename.isMutating || remove.isMutating
  const dialog = (
    <>
      {confirmDialog}
      {conflictDialog}
    </>
  )
  return { busy, dialog, add, update, destroy }
}

export type OptionActions = ReturnType<typeof useOptionActions>

import { LANGUAGE_NAMES, TRANSLATED_LANGUAGES, type Language } from '@sog/contract'
import type { ApiFilterOption, ApiTranslations } from '@sog/contract'
import type { FilterOptionType } from '@sog/contract'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

import { useConflictDialog } from '@/components/form/conflict-dialog'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api/api-client'
import { settleConflict, type FieldLabel } from '@/lib/forms/form'
import { sameValue } from '@/lib/forms/merge'
import { useCreateFilterOption } from '../api/create-filter-option'
import { useDeleteFilterOption } from '../api/delete-filter-option'
import { useReloadOptions } from '../api/get-filter-options'
import { useRenameFilterOption } from '../api/rename-filter-option'

type OptionValues = { name: string; labels: ApiTranslations }

const optionValues = ({ name, labels }: OptionValues): OptionValues => ({ name, labels })

/** The rename form's fields by their labels (the conflict dialog names them so). */
const optionFieldLabel =
  (t: TFunction): FieldLabel =>
  ([field, language]) => {
    const name = t('adminCategories.labelField')
    if (field !== 'labels') return name
    return t('translations.field', { label: name, language: LANGUAGE_NAMES[language as Language] })
  }

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
      // Renamed by someone else meanwhile: show theirs, or write only this admin's changes on it.
      let done = false
      let reloaded = false
      const settled = await settleConflict<ApiFilterOption, OptionValues>(error, askConflict, {
        base: optionValues(option),
        mine: change,
        toValues: optionValues,
        label: optionFieldLabel(t),
        theirs: () => {},
        overwrite: async (merged, current) => {
          // Their version may already say what this admin's change says: nothing to write.
          if (sameValue(merged, optionValues(current))) {
            done = true
            return
          }
          done = await update(current, merged)
          reloaded = done
        },
      })
      if (settled) {
        if (!reloaded) await reload(option.type, { firearms: false })
        return done
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

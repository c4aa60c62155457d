import type { ApiFilterOption } from '@sog/contract'
import type { FilterOptionType } from '@sog/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useConfirm } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api-client'
import { useCreateFilterOption } from '../api/create-filter-option'
import { useDeleteFilterOption } from '../api/delete-filter-option'
import { useRenameFilterOption } from '../api/rename-filter-option'

/**
 * Add, rename and delete with the rules of docs/product.md, "Validation" and the messages of section 8.
 * `busy` is true while a change is under way, so the screen disables its controls. Each action
 * resolves to whether it went through.
 */
export function useOptionActions() {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [dialog, confirm] = useConfirm()
  const create = useCreateFilterOption()
  const rename = useRenameFilterOption()
  const remove = useDeleteFilterOption()

  const run = async (action: () => Promise<void>, success: string, fallback: string) => {
    setBusy(true)
    try {
      await action()
      notify(success, 'success')
      return true
    } catch (error) {
      notify(errorMessage(error, fallback), 'error')
      return false
    } finally {
      setBusy(false)
    }
  }

  const add = async (type: FilterOptionType, input: string) => {
    const name = input.trim()
    if (!name) return false
    return run(
      () => create({ name, type }),
      t('adminCategories.added', { name, type: t(`adminCategories.type.${type}`) }),
      t('adminCategories.addFailed'),
    )
  }

  const update = async (option: ApiFilterOption, input: string) => {
    const name = input.trim()
    if (!name) return false
    if (name === option.name) return true
    return run(
      () => rename(option, name),
      t('adminCategories.updated', { old: option.name, new: name }),
      t('adminCategories.updateFailed'),
    )
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
      () => remove(option),
      t('adminCategories.deleted', { name: option.name }),
      t('adminCategories.deleteFailed'),
    )
  }

  return { busy, dialog, add, update, destroy }
}

export type OptionActions = ReturnType<typeof useOptionActions>

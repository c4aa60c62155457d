import { FirearmInput } from '@sog/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { notify } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api/api-client'
import { useConflictDialog } from '@/components/form/conflict-dialog'
import {
  contractResolver,
  settleFormConflict,
  showSaveError,
  type FormMode,
} from '@/lib/forms/form'
import { useUnsavedChanges } from '@/lib/forms/unsaved-changes'
import { useSaveFirearm } from '../api/save-firearm'
import { firearmFieldLabel } from '../utils/firearm-labels'
import { firearmToValues, type FirearmValues } from '../utils/firearm-values'

/**
 * The add/edit form (docs/product.md, "States"): editing, then saving with everything disabled;
 * success toasts and returns to the list; a refusal shows beside its fields and next to the
 * submit button until the next save.
 */
export function useFirearmForm(initial: FirearmValues, mode: FormMode) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { trigger, isMutating } = useSaveFirearm(mode, initial.id)
  const form = useForm({
    resolver: contractResolver<typeof FirearmInput, FirearmValues>(FirearmInput),
    defaultValues: initial,
  })
  const saved = useUnsavedChanges(form.formState.isDirty)
  const [conflictDialog, askConflict] = useConflictDialog()

  const submit = form.handleSubmit(async (body) => {
    try {
      await trigger(body)
    } catch (error) {
      const settled = await settleFormConflict(
        error,
        askConflict,
        form,
        firearmToValues,
        submit,
        firearmFieldLabel(t),
      )
      if (settled) return
      const fallback = mode === 'edit' ? 'updateFailed' : 'createFailed'
      showSaveError(form, error, errorMessage(error, t(`adminFirearms.form.${fallback}`)))
      return
    }
    saved()
    notify(t(mode === 'edit' ? 'adminFirearms.form.updated' : 'adminFirearms.form.created'))
    void navigate(paths.adminFirearms)
  })

  return { form, saving: isMutating, submit, conflictDialog }
}

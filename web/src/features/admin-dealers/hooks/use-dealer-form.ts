import { DealerCreateInput, DealerUpdateInput } from '@sog/contract'
import type { DealerCreateBody, DealerUpdateBody } from '@sog/contract'
import { useForm, type Resolver } from 'react-hook-form'
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
import { useCreateDealer } from '../api/create-dealer'
import { useUpdateDealer } from '../api/update-dealer'
import { dealerToValues, type DealerValues } from '../utils/dealer-values'

type DealerField = Exclude<keyof DealerValues, 'version'>

/**
 * Create and edit share one form (docs/product.md, "Validation"): the create schema requires the
 * credentials, the edit schema reads isActive instead.
 */
export function useDealerForm(initial: DealerValues, mode: FormMode, dealerId?: string) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateDealer()
  const update = useUpdateDealer(dealerId)
  const resolver: Resolver<DealerValues, unknown, DealerCreateBody | DealerUpdateBody> =
    mode === 'create'
      ? contractResolver<typeof DealerCreateInput, DealerValues>(DealerCreateInput)
      : contractResolver<typeof DealerUpdateInput, DealerValues>(DealerUpdateInput)
  const form = useForm({ resolver, defaultValues: initial })
  const saved = useUnsavedChanges(form.formState.isDirty)
  const [conflictDialog, askConflict] = useConflictDialog()

  const submit = form.handleSubmit(async (body) => {
    try {
      // Parsed by this mode's schema above, so the body is that mode's.
      if (mode === 'edit') await update.trigger(body as DealerUpdateBody)
      else await create.trigger(body as DealerCreateBody)
    } catch (error) {
      const settled = await settleFormConflict(
        error,
        askConflict,
        form,
        dealerToValues,
        submit,
        // The form's fields are labelled by their names; the version is not one.
        ([field]) => (field === 'version' ? null : t(`adminDealers.form.${field as DealerField}`)),
      )
      if (settled) return
      const fallback = mode === 'edit' ? 'updateFailed' : 'createFailed'
      showSaveError(form, error, errorMessage(error, t(`adminDealers.form.${fallback}`)))
      return
    }
    saved()
    notify(t(mode === 'edit' ? 'adminDealers.form.updated' : 'adminDealers.form.created'))
    void navigate(paths.adminDealers)
  })

  return { form, saving: create.isMutating || update.isMutating, submit, conflictDialog }
}

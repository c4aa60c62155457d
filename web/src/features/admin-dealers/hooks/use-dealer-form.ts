import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { notify } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useCreateDealer } from '../api/create-dealer'
import { useUpdateDealer } from '../api/update-dealer'
import {
  toCreateBody,
  toUpdateBody,
  validateDealer,
  type DealerField,
  type DealerValues,
  type FieldErrors,
  type FormMode,
} from '../utils/dealer-values'

/** Create and edit share one form; only the call, the credentials and the texts differ. */
export function useDealerForm(initial: DealerValues, mode: FormMode, dealerId?: string) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateDealer()
  const update = useUpdateDealer()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)

  const set = <K extends DealerField>(field: K, value: DealerValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSaveError(null)
    const found = validateDealer(values, mode)
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      const form = event.currentTarget
      // After the render that marks the fields, so keyboard and small-screen users land on it.
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setSaving(true)
    try {
      if (mode === 'edit' && dealerId) await update(dealerId, toUpdateBody(values))
      else await create(toCreateBody(values))
      notify(t(mode === 'edit' ? 'adminDealers.form.updated' : 'adminDealers.form.created'))
      void navigate(paths.adminDealers)
    } catch (error) {
      const fallback = mode === 'edit' ? 'updateFailed' : 'createFailed'
      setSaveError(errorMessage(error, t(`adminDealers.form.${fallback}`)))
      setSaving(false)
    }
  }

  return { values, errors, saving, saveError, set, submit }
}

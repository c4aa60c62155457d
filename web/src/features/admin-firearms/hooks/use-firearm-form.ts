import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { notify } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useCreateFirearm } from '../api/create-firearm'
import { useUpdateFirearm } from '../api/update-firearm'
import {
  validateFirearm,
  valuesToBody,
  type FieldErrors,
  type FirearmValues,
} from '../utils/firearm-values'

export type FormMode = 'create' | 'edit'

/**
 * The add/edit form's states (docs/product.md, "States"): editing, then saving with everything
 * disabled; success toasts and returns to the list; failure keeps an error banner until the
 * next save.
 */
export function useFirearmForm(initial: FirearmValues, mode: FormMode) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateFirearm()
  const update = useUpdateFirearm()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)

  /** A value, or an update of the current one (a file read may finish after other edits). */
  const set = <K extends keyof FirearmValues>(
    field: K,
    value: FirearmValues[K] | ((current: FirearmValues[K]) => FirearmValues[K]),
  ) => {
    setValues((current) => ({
      ...current,
      [field]: typeof value === 'function' ? value(current[field]) : value,
    }))
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current))
  }

  const setSpec = (language: 'pl' | 'en', key: string, text: string) =>
    setValues((current) => ({
      ...current,
      specifications: {
        ...current.specifications,
        [language]: { ...current.specifications[language], [key]: text },
      },
    }))

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSaveError(null)
    const found = validateFirearm(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget
      // After the render that marks the fields, so keyboard and small-screen users land on it.
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setSaving(true)
    try {
      await (mode === 'edit' ? update : create)(valuesToBody(values))
      notify(t(mode === 'edit' ? 'adminFirearms.form.updated' : 'adminFirearms.form.created'))
      void navigate(paths.adminFirearms)
    } catch (error) {
      const fallback = mode === 'edit' ? 'updateFailed' : 'createFailed'
      setSaveError(errorMessage(error, t(`adminFirearms.form.${fallback}`)))
      setSaving(false)
    }
  }

  return { values, errors, saving, saveError, set, setSpec, submit }
}

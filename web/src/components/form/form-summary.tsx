import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form'

import { ErrorAlert } from '@/components/ui/error-alert'

/** The form names of the fields with an error, nested ones (`specifications.en.barrel`) included. */
function errorNames(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== 'object') return []
    const name = `${prefix}${key}`
    return 'type' in error ? [name] : errorNames(error as FieldErrors, `${name}.`)
  })
}

/**
 * Next to the submit button, what stopped the save (docs/product.md, "Errors"): how many fields
 * need attention (each says why beside it), or the server's refusal when it names no field.
 * When the server refused fields, the first takes the focus once the form is enabled again
 * (`busy` ends); the form's own checks focus it themselves.
 */
export function FormSummary({ busy = false }: { busy?: boolean }) {
  const { t } = useTranslation()
  const { setFocus } = useFormContext()
  const { errors, submitCount } = useFormState()
  const { root, ...fields } = errors
  const names = errorNames(fields)
  const server = root?.server
  const focused = useRef(0)

  useEffect(() => {
    if (busy || !server || focused.current === submitCount || !names[0]) return
    focused.current = submitCount
    setFocus(names[0])
  })

  // A server's refusal is always of a submit: of this form, or of the same form posted without
  // the app, which the page was rendered with (lib/page/posted-form.tsx).
  if ((submitCount === 0 && !server) || (names.length === 0 && !server?.message)) return null
  return (
    <ErrorAlert
      title={names.length > 0 ? t('form.summary', { count: names.length }) : server?.message}
    />
  )
}

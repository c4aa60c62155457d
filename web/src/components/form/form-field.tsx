import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { get, useFormState, type FieldError } from 'react-hook-form'

import { issueText, type IssueTexts } from './issue-text'

type Props = Omit<Field.RootProps, 'children' | 'invalid' | 'label'> & {
  /** The form name of the field whose error is shown here. */
  name: string
  label: ReactNode
  hint?: ReactNode
  /** This field's own wording of some error codes. */
  issues?: IssueTexts
  /** For one-field forms whose control is named by its own `aria-label`. */
  labelHidden?: boolean
  children: ReactNode
}

/**
 * One labelled control with its hint and, beside it, its error in the visitor's language
 * (docs/product.md, "Errors"). `required` marks it for people and assistive technology; the
 * forms are `noValidate`, so the browser never shows its own bubble.
 */
export function FormField({
  name,
  label,
  hint,
  issues,
  labelHidden,
  required,
  children,
  ...root
}: Props) {
  const { t } = useTranslation()
  const { errors } = useFormState({ name })
  const error = get(errors, name) as FieldError | undefined
  return (
    <Field.Root required={required} invalid={Boolean(error)} {...root}>
      <Field.Label srOnly={labelHidden}>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error ? issueText(t, error, issues) : null}</Field.ErrorText>
    </Field.Root>
  )
}

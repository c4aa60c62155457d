import { Field as ArkField, useField } from '@ark-ui/react/field'
import { Field } from '@chakra-ui/react'
import { useMemo, type ReactNode } from 'react'
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
 *
 * The control names its hint (`aria-describedby`) and its error (`aria-errormessage`) from the
 * first render, the server's included: Chakra's field finds them in a layout effect, which a page
 * answered to a post without the app never runs (docs/decisions/0173-field-links-rendered.md).
 */
export function FormField({
  name,
  label,
  hint,
  issues,
  labelHidden,
  required,
  disabled,
  readOnly,
  children,
  ...root
}: Props) {
  const { t } = useTranslation()
  const { errors } = useFormState({ name })
  const error = get(errors, name) as FieldError | undefined
  const state = { invalid: Boolean(error), required, disabled, readOnly }
  const field = useLinkedField(useField(state), Boolean(hint), Boolean(error))
  return (
    <Field.Root asChild {...state} {...root}>
      <ArkField.RootProvider value={field}>
        <Field.Label srOnly={labelHidden}>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        {children}
        {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
        <Field.ErrorText>{error ? issueText(t, error, issues) : null}</Field.ErrorText>
      </ArkField.RootProvider>
    </Field.Root>
  )
}

type FieldApi = ReturnType<typeof useField>

/** `field` whose controls name the hint and the error this render shows. */
function useLinkedField(field: FieldApi, hasHint: boolean, hasError: boolean): FieldApi {
  return useMemo(() => {
    const links = {
      'aria-describedby': hasHint ? field.ids.helperText : undefined,
      'aria-errormessage': hasError ? field.ids.errorText : undefined,
    }
    return {
      ...field,
      ariaDescribedby: links['aria-describedby'],
      getInputProps: () => ({ ...field.getInputProps(), ...links }),
      getTextareaProps: () => ({ ...field.getTextareaProps(), ...links }),
      getSelectProps: () => ({ ...field.getSelectProps(), ...links }),
    }
  }, [field, hasHint, hasError])
}

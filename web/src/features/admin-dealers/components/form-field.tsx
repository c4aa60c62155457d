import { MIN_PASSWORD_LENGTH } from '@sog/contract'
import { Field, Input, type InputProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import type { Problem } from '../utils/dealer-values'

type Props = Omit<InputProps, 'onChange' | 'value'> & {
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  problem?: Problem
  hint?: string
}

/** One labelled input with its hint and its translated validation message. */
export function FormField({ label, value, onChange, required, problem, hint, ...input }: Props) {
  const { t } = useTranslation()
  return (
    <Field.Root required={required} invalid={Boolean(problem)}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input {...input} value={value} onChange={(event) => onChange(event.target.value)} />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>
        {problem ? t(`adminDealers.form.problem.${problem}`, { min: MIN_PASSWORD_LENGTH }) : null}
      </Field.ErrorText>
    </Field.Root>
  )
}

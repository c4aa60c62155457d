import { Input } from '@chakra-ui/react'
import { useFormContext, type Path } from 'react-hook-form'

import { Textarea } from '@/components/ui/own-recipe/textarea'
import { FormField } from '@/components/form/form-field'
import type { IssueTexts } from '@/components/form/issue-text'
import type { SettingsValues } from '../hooks/use-settings-form'

type Props = {
  /** A text of the settings form (`companyName`, `socialMedia.facebook`, `multipleLocations.0.city`). */
  name: Path<SettingsValues>
  label: string
  type?: 'text' | 'email' | 'tel' | 'password'
  multiline?: boolean
  required?: boolean
  autoComplete?: string
  issues?: IssueTexts
}

/** A labelled input, or a textarea for the multi-line fields, with its error beside it. */
export function TextField({
  name,
  label,
  type = 'text',
  multiline,
  required,
  autoComplete,
  issues,
}: Props) {
  const { register } = useFormContext<SettingsValues>()
  return (
    <FormField name={name} label={label} required={required} issues={issues}>
      {multiline ? (
        <Textarea rows={4} {...register(name)} />
      ) : (
        <Input type={type} autoComplete={autoComplete} {...register(name)} />
      )}
    </FormField>
  )
}

import { Field, Input, Stack } from '@chakra-ui/react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'

import { Progress } from '@/components/ui/own-recipe/progress'
import { FormField } from '@/components/form/form-field'
import { MAX_IMAGE_MB } from '@/lib/format/image-size'
import { useImageFile } from '../hooks/use-image-file'

type Props = {
  /** The form name whose error shows beside the address box (`imageUrl`, `images.2`). */
  name: string
  value: string
  onChange: (value: string) => void
  uploadLabel: string
  urlLabel: string
  inputRef?: Ref<HTMLInputElement>
}

const isInline = (value: string) => value.startsWith('data:')

/**
 * One image chosen either by uploading a file (read in the browser into a `data:` string) or
 * by pasting an address (docs/product.md, "Screens"). An inline string is not shown in the URL box.
 */
export function ImageInputs({ name, value, onChange, uploadLabel, urlLabel, inputRef }: Props) {
  const { t } = useTranslation()
  const { read, progress } = useImageFile(onChange)
  return (
    <Stack gap="3" flex="1" minW="0">
      <Field.Root>
        <Field.Label>{uploadLabel}</Field.Label>
        <Input
          type="file"
          accept="image/*"
          p="1.5"
          onChange={(event) => {
            read(event.target.files?.[0])
            // Lets the same file be chosen again after a refusal or a removal.
            event.target.value = ''
          }}
        />
        <Field.HelperText>
          {t('adminFirearms.form.uploadHint', { mb: MAX_IMAGE_MB })}
        </Field.HelperText>
      </Field.Root>
      {progress !== null ? (
        <Progress.Root value={progress} size="sm" colorPalette="brand">
          <Progress.Label textStyle="sm">{t('adminFirearms.form.reading')}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      <FormField
        name={name}
        label={urlLabel}
        hint={isInline(value) ? t('adminFirearms.form.uploadedFile') : undefined}
      >
        <Input
          ref={inputRef}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={isInline(value) ? '' : value}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
    </Stack>
  )
}

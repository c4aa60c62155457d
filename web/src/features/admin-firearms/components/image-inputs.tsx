import { Field, Input, Progress, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useImageFile } from '../hooks/use-image-file'

type Props = {
  value: string
  onChange: (value: string) => void
  uploadLabel: string
  urlLabel: string
}

const isInline = (value: string) => value.startsWith('data:')

/**
 * One image chosen either by uploading a file (read in the browser into a `data:` string) or
 * by pasting an address (docs/product.md, "Screens"). An inline string is not shown in the URL box.
 */
export function ImageInputs({ value, onChange, uploadLabel, urlLabel }: Props) {
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
        <Field.HelperText>{t('adminFirearms.form.uploadHint')}</Field.HelperText>
      </Field.Root>
      {progress !== null ? (
        <Progress.Root value={progress} size="sm" colorPalette="blue">
          <Progress.Label textStyle="sm">{t('adminFirearms.form.reading')}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      <Field.Root>
        <Field.Label>{urlLabel}</Field.Label>
        <Input
          type="url"
          inputMode="url"
          placeholder="https://"
          value={isInline(value) ? '' : value}
          onChange={(event) => onChange(event.target.value)}
        />
        {isInline(value) ? (
          <Field.HelperText>{t('adminFirearms.form.uploadedFile')}</Field.HelperText>
        ) : null}
      </Field.Root>
    </Stack>
  )
}

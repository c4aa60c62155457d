import { Button, Fieldset, Flex, Span, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { ImageInputs } from './image-inputs'
import { ImagePreview } from './image-preview'

type Props = { value: string; onChange: (value: string) => void }

/** docs/product.md, "Validation": labelled required, yet nothing enforces it (the gallery can supply it). */
export function MainImageField({ value, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">
        {t('adminFirearms.form.mainImage')}{' '}
        <Span color="fg.error" aria-hidden>
          *
        </Span>
      </Fieldset.Legend>
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'start' }}>
        <Stack gap="2">
          <ImagePreview src={value} alt={t('adminFirearms.form.mainPreview')} />
          {value ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => onChange('')}>
              {t('adminFirearms.form.remove')}
            </Button>
          ) : null}
        </Stack>
        <ImageInputs
          value={value}
          onChange={onChange}
          uploadLabel={t('adminFirearms.form.uploadMain')}
          urlLabel={t('adminFirearms.form.mainUrl')}
        />
      </Flex>
    </Fieldset.Root>
  )
}

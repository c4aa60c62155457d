import { Button, Flex, Span, Stack } from '@chakra-ui/react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Fieldset } from '@/components/ui/own-recipe/fieldset'
import type { FirearmValues } from '../utils/firearm-values'
import { ImageInputs } from './image-inputs'
import { ImagePreview } from './image-preview'

/** docs/product.md, "Validation": labelled required, yet nothing enforces it (the gallery can supply it). */
export function MainImageField() {
  const { t } = useTranslation()
  return (
    <Controller<FirearmValues, 'imageUrl'>
      name="imageUrl"
      render={({ field }) => (
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="medium">
            {t('adminFirearms.form.mainImage')}{' '}
            <Span color="fg.error" aria-hidden>
              *
            </Span>
          </Fieldset.Legend>
          <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'start' }}>
            <Stack gap="2">
              <ImagePreview src={field.value} alt={t('adminFirearms.form.mainPreview')} />
              {field.value ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => field.onChange('')}
                >
                  {t('adminFirearms.form.remove')}
                </Button>
              ) : null}
            </Stack>
            <ImageInputs
              name="imageUrl"
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              uploadLabel={t('adminFirearms.form.uploadMain')}
              urlLabel={t('adminFirearms.form.mainUrl')}
            />
          </Flex>
        </Fieldset.Root>
      )}
    />
  )
}

import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Fieldset } from '@/components/ui/own-recipe/fieldset'
import type { FirearmValues } from '../utils/firearm-values'
import { ImageInputs } from './image-inputs'
import { ImagePreview } from './image-preview'

let lastKey = 0

/** Additional images: each slot is filled by upload or URL; empty slots are dropped on save. */
export function GalleryField() {
  const { t } = useTranslation()
  const { getValues, setValue } = useFormContext<FirearmValues>()
  const images = useWatch<FirearmValues, 'images'>({ name: 'images' })
  // Stable React keys beside the addresses, so a slot keeps its state when another goes.
  const keys = useRef<number[]>([])
  while (keys.current.length < images.length) keys.current.push(++lastKey)
  keys.current.length = images.length

  // Read at the time of the change: a file read finishing later must not undo edits meanwhile.
  const update = (change: (current: string[]) => string[], removed?: number) => {
    if (removed !== undefined) keys.current.splice(removed, 1)
    setValue('images', change(getValues('images')), { shouldDirty: true })
  }
  const setUrl = (key: number, url: string) =>
    update((current) => {
      const at = keys.current.indexOf(key)
      return current.map((entry, i) => (i === at ? url : entry))
    })

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{t('adminFirearms.form.additional')}</Fieldset.Legend>
      <Stack gap="4">
        {images.map((url, index) => {
          const n = index + 1
          const key = keys.current[index] ?? 0
          return (
            <Stack
              key={key}
              as="section"
              aria-label={t('adminFirearms.form.galleryImage', { n })}
              gap="3"
              p="3"
              borderWidth="1px"
              borderRadius="md"
            >
              <Text fontWeight="medium" textStyle="sm">
                {t('adminFirearms.form.galleryImage', { n })}
              </Text>
              <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'start' }}>
                <ImagePreview src={url} alt={t('adminFirearms.form.galleryImage', { n })} />
                <ImageInputs
                  name={`images.${index}`}
                  value={url}
                  onChange={(next) => setUrl(key, next)}
                  uploadLabel={t('adminFirearms.form.galleryUpload', { n })}
                  urlLabel={t('adminFirearms.form.galleryUrl', { n })}
                />
              </Flex>
              <HStack gap="2" wrap="wrap">
                <Button size="sm" variant="outline" disabled={!url} onClick={() => setUrl(key, '')}>
                  {t('adminFirearms.form.clearImage')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => update((current) => current.filter((_, i) => i !== index), index)}
                >
                  {t('adminFirearms.form.remove')}
                </Button>
              </HStack>
            </Stack>
          )
        })}
        <Button
          variant="outline"
          alignSelf="start"
          onClick={() => update((current) => [...current, ''])}
        >
          {t('adminFirearms.form.addGallery')}
        </Button>
      </Stack>
    </Fieldset.Root>
  )
}

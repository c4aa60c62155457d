import { Button, Fieldset, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { galleryEntry, type GalleryEntry } from '../utils/firearm-values'
import { ImageInputs } from './image-inputs'
import { ImagePreview } from './image-preview'

type Update = (entries: GalleryEntry[]) => GalleryEntry[]
type Props = { entries: GalleryEntry[]; onChange: (update: Update) => void }

/** Additional images: each slot is filled by upload or URL; empty slots are dropped on save. */
export function GalleryField({ entries, onChange }: Props) {
  const { t } = useTranslation()
  // Updates, not new lists: a file read finishing later must not undo edits made meanwhile.
  const setUrl = (key: number, url: string) =>
    onChange((current) => current.map((entry) => (entry.key === key ? { ...entry, url } : entry)))
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{t('adminFirearms.form.additional')}</Fieldset.Legend>
      <Stack gap="4">
        {entries.map((entry, index) => {
          const n = index + 1
          return (
            <Stack
              key={entry.key}
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
                <ImagePreview src={entry.url} alt={t('adminFirearms.form.galleryImage', { n })} />
                <ImageInputs
                  value={entry.url}
                  onChange={(url) => setUrl(entry.key, url)}
                  uploadLabel={t('adminFirearms.form.galleryUpload', { n })}
                  urlLabel={t('adminFirearms.form.galleryUrl', { n })}
                />
              </Flex>
              <HStack gap="2" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!entry.url}
                  onClick={() => setUrl(entry.key, '')}
                >
                  {t('adminFirearms.form.clearImage')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() =>
                    onChange((current) => current.filter((other) => other.key !== entry.key))
                  }
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
          onClick={() => onChange((current) => [...current, galleryEntry()])}
        >
          {t('adminFirearms.form.addGallery')}
        </Button>
      </Stack>
    </Fieldset.Root>
  )
}

import type { ApiFirearm } from '@sog/contract'
import { Box, chakra, SimpleGrid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { FirearmImage, PRODUCT_IMAGE_SIZES } from '@/components/ui/firearm-image'
import { useGallery } from '../hooks/use-gallery'
import { galleryImages } from '../utils/gallery-images'
import { GalleryDialog } from './gallery-dialog'

const ImageButton = chakra('button', {
  base: {
    display: 'block',
    width: '100%',
    cursor: 'zoom-in',
    borderRadius: 'md',
    overflow: 'hidden',
    _focusVisible: { outline: '3px solid', outlineColor: 'gray.950', outlineOffset: '2px' },
  },
})

/** The main image (opens the full-screen gallery) and, with several images, 4-column thumbnails. */
export function ProductGallery({ firearm }: { firearm: ApiFirearm }) {
  const { t } = useTranslation()
  const images = galleryImages(firearm)
  const gallery = useGallery(images.length)
  const main = images[gallery.index]

  if (!main) {
    return <FirearmImage images={[]} alt={firearm.name} />
  }
  return (
    <Stack gap="3">
      <ImageButton
        type="button"
        data-print="keep"
        aria-label={t('catalog.gallery.open', { name: firearm.name })}
        onClick={gallery.show}
      >
        <FirearmImage images={[main]} alt={main.alt} sizes={PRODUCT_IMAGE_SIZES} priority />
      </ImageButton>
      {images.length > 1 ? (
        <SimpleGrid columns={4} gap="2">
          {images.map((image, i) => (
            <ImageButton
              key={image.url}
              type="button"
              aria-label={t('catalog.gallery.show', { index: i + 1, total: images.length })}
              aria-pressed={i === gallery.index}
              onClick={() => gallery.select(i)}
              borderWidth="2px"
              borderColor={i === gallery.index ? 'gray.950' : 'transparent'}
              cursor="pointer"
            >
              <Box as="span" display="block" pointerEvents="none">
                <FirearmImage images={[image]} alt="" sizes="(max-width: 48em) 25vw, 160px" />
              </Box>
            </ImageButton>
          ))}
        </SimpleGrid>
      ) : null}
      <GalleryDialog
        title={firearm.name}
        images={images}
        index={gallery.index}
        open={gallery.open}
        onClose={gallery.close}
        onPrevious={gallery.previous}
        onNext={gallery.next}
      />
    </Stack>
  )
}

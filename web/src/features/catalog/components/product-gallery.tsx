import type { ApiFirearm, ApiImage } from '@sog/contract'
import { chakra, SimpleGrid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { FirearmImage, PRODUCT_IMAGE_SIZES } from '@/components/ui/firearm-image'
import { needsApp } from '@/lib/page/needs-script'
import { useGallery } from '../hooks/use-gallery'
import { galleryImages } from '../utils/gallery-images'
import { GalleryDialog } from './gallery-dialog'

/**
 * A picture's button lies over it: the picture is the page's content from the first paint, the
 * button shows once the app can act on a press (lib/page/needs-script.ts, `needsApp`). Without
 * JavaScript a link to the picture's file lies there instead. Its focus ring is drawn inside it,
 * where the picture's rounded frame does not clip it.
 */
const overlay = {
  position: 'absolute',
  inset: '0',
  width: '100%',
  cursor: 'zoom-in',
  borderRadius: 'md',
  _focusVisible: { outline: '3px solid', outlineColor: 'gray.950', outlineOffset: '-3px' },
} as const

const ImageButton = chakra('button', { base: overlay })

const ImageLink = chakra('a', { base: overlay })

/** The picture at full size, its file in the browser's own viewer: only without JavaScript. */
function FullSizeLink({ image, index, total }: { image: ApiImage; index: number; total: number }) {
  const { t } = useTranslation()
  return (
    <noscript>
      <ImageLink href={image.url} aria-label={t('catalog.gallery.full', { index, total })} />
    </noscript>
  )
}

const Picture = chakra('div', {
  base: { position: 'relative', borderRadius: 'md', overflow: 'hidden' },
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
      <Picture>
        <FirearmImage images={[main]} alt={main.alt} sizes={PRODUCT_IMAGE_SIZES} priority />
        <ImageButton
          type="button"
          aria-label={t('catalog.gallery.open', { name: firearm.name })}
          onClick={gallery.show}
          {...needsApp}
        />
        <FullSizeLink image={main} index={gallery.index + 1} total={images.length} />
      </Picture>
      {images.length > 1 ? (
        <SimpleGrid columns={4} gap="2">
          {images.map((image, i) => (
            <Picture
              key={image.url}
              borderWidth="2px"
              borderColor={i === gallery.index ? 'gray.950' : 'transparent'}
            >
              <FirearmImage images={[image]} alt="" sizes="(max-width: 48em) 25vw, 160px" />
              <ImageButton
                type="button"
                aria-label={t('catalog.gallery.show', { index: i + 1, total: images.length })}
                aria-pressed={i === gallery.index}
                onClick={() => gallery.select(i)}
                cursor="pointer"
                {...needsApp}
              />
              <FullSizeLink image={image} index={i + 1} total={images.length} />
            </Picture>
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

import type { ApiImage } from '@sog/contract'
import { Box, Image, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** A product page's main picture: the whole width on a phone, half of it beside the details. */
export const PRODUCT_IMAGE_SIZES = '(max-width: 48em) calc(100vw - 2rem), 50vw'

/** The server's WebP renditions as a `srcset` (a phone takes the 360 or 720 px one). */
export const srcSetOf = (image: ApiImage | undefined): string | undefined =>
  image?.sizes.map((s) => `${s.url} ${s.width}w`).join(', ') || undefined

type Props = {
  /** The firearm's images, main first (`imageSet` from /api). */
  images: ApiImage[]
  /** Fallback addresses when there is no `imageSet` entry (main image, then gallery). */
  urls?: (string | null | undefined)[]
  alt: string
  /** The `sizes` attribute for the browser's choice among the WebP renditions. */
  sizes?: string
  /** Above-the-fold images load at once; the rest wait until scrolled near. */
  eager?: boolean
  /** The page's largest picture: fetched before anything else (its largest paint). */
  priority?: boolean
  aspectRatio?: number
  /** From 768 px the picture fills its box's height (a list card's row), cropping as needed. */
  fillFromMd?: boolean
}

/**
 * A firearm picture in a fixed-ratio box (nothing jumps while it loads), using the server's
 * WebP sizes through `srcset`. No image, or one that fails to load, shows the placeholder
 * (docs/product.md, "Screens", dealer dashboard). Made of spans shown as blocks, so that it
 * may be a button's content too (the product gallery's), where HTML allows no <div> or <p>.
 */
export function FirearmImage({
  images,
  urls = [],
  alt,
  sizes = '100vw',
  eager,
  priority,
  aspectRatio = 3 / 2,
  fillFromMd = false,
}: Props) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState<string | null>(null)
  const image = images[0]
  const src = image?.url ?? urls.find((url): url is string => Boolean(url))
  const show = src && failed !== src
  return (
    <Box
      as="span"
      display="block"
      aspectRatio={fillFromMd ? { base: aspectRatio, md: 'auto' } : aspectRatio}
      height={fillFromMd ? { md: '100%' } : undefined}
      minH={fillFromMd ? { md: `calc(320px / ${aspectRatio})` } : undefined}
      bg="gray.100"
      overflow="hidden"
      position="relative"
    >
      {show ? (
        <Image
          src={src}
          srcSet={srcSetOf(image)}
          sizes={sizes}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          width="100%"
          height="100%"
          objectFit="cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <Text
          as="span"
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          color="gray.600"
          textStyle="sm"
          role="img"
          aria-label={alt}
        >
          {t('common.noImage')}
        </Text>
      )}
    </Box>
  )
}

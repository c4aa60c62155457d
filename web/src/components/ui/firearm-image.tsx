import type { ApiImage } from '@sog/contract'
import { Box, Image, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

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
  aspectRatio?: number
}

/**
 * A firearm picture in a fixed-ratio box (nothing jumps while it loads), using the server's
 * WebP sizes through `srcset`. No image, or one that fails to load, shows the placeholder
 * (docs/product.md, "Screens", dealer dashboard).
 */
export function FirearmImage({
  images,
  urls = [],
  alt,
  sizes = '100vw',
  eager,
  aspectRatio = 3 / 2,
}: Props) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState<string | null>(null)
  const image = images[0]
  const src = image?.url ?? urls.find((url): url is string => Boolean(url))
  const show = src && failed !== src
  return (
    <Box aspectRatio={aspectRatio} bg="gray.100" overflow="hidden" position="relative">
      {show ? (
        <Image
          src={src}
          srcSet={image?.sizes.map((s) => `${s.url} ${s.width}w`).join(', ') || undefined}
          sizes={sizes}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          width="100%"
          height="100%"
          objectFit="cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <Text
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

import { Box, Image, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The chosen image in a fixed 3:2 box, or the "No image" placeholder when there is none. */
export function ImagePreview({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState<string | null>(null)
  return (
    <Box
      aspectRatio={3 / 2}
      width={{ base: 'full', sm: '48' }}
      flexShrink={0}
      bg="gray.100"
      borderRadius="md"
      overflow="hidden"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {src && failed !== src ? (
        <Image
          src={src}
          alt={alt}
          width="100%"
          height="100%"
          objectFit="cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <Text color="fg.muted" textStyle="sm">
          {t('common.noImage')}
        </Text>
      )}
    </Box>
  )
}

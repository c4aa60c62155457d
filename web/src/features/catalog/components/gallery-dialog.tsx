import type { ApiImage } from '@sog/contract'
import { Box, CloseButton, Flex, IconButton, Image, Portal, Text } from '@chakra-ui/react'
import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Dialog } from '@/components/ui/own-recipe/dialog'

/** A swipe of this many pixels changes the image (the toasts' threshold, docs/product.md, "Limits"). */
const SWIPE_PX = 50

type Props = {
  title: string
  images: ApiImage[]
  index: number
  open: boolean
  onClose: () => void
  onPrevious: () => void
  onNext: () => void
}

/** Full-screen gallery: previous/next wrap around, "i / n", ←/→ and swipe, Esc or × closes. */
export function GalleryDialog({ title, images, index, open, onClose, onPrevious, onNext }: Props) {
  const { t } = useTranslation()
  const start = useRef<number | null>(null)
  const image = images[index]
  const several = images.length > 1

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onPrevious()
    else if (event.key === 'ArrowRight') onNext()
  }
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return
    const moved = event.clientX - start.current
    start.current = null
    if (moved <= -SWIPE_PX) onNext()
    else if (moved >= SWIPE_PX) onPrevious()
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      size="full"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.950" color="white" onKeyDown={several ? onKeyDown : undefined}>
            <Dialog.Header justifyContent="space-between" gap="4">
              <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
              <Text aria-live="polite" flexShrink={0} mr="10">
                {t('catalog.gallery.counter', { current: index + 1, total: images.length })}
              </Text>
            </Dialog.Header>
            <Dialog.Body display="flex" alignItems="center" justifyContent="center" p="2">
              <Flex align="center" gap="2" width="100%" height="100%">
                {several ? (
                  <IconButton
                    aria-label={t('catalog.gallery.previous')}
                    variant="subtle"
                    onClick={onPrevious}
                  >
                    ‹
                  </IconButton>
                ) : null}
                <Box
                  flex="1"
                  minW="0"
                  height="100%"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  style={{ touchAction: 'pan-y' }}
                  data-testid="gallery-stage"
                  onPointerDown={(event) => {
                    start.current = event.clientX
                  }}
                  onPointerUp={onPointerUp}
                  onPointerCancel={() => {
                    start.current = null
                  }}
                >
                  {image ? (
                    <Image
                      src={image.url}
                      srcSet={
                        image.sizes.map((s) => `${s.url} ${s.width}w`).join(', ') || undefined
                      }
                      sizes="100vw"
                      alt={image.alt}
                      maxH="calc(100dvh - 8rem)"
                      maxW="100%"
                      objectFit="contain"
                      draggable={false}
                    />
                  ) : null}
                </Box>
                {several ? (
                  <IconButton
                    aria-label={t('catalog.gallery.next')}
                    variant="subtle"
                    onClick={onNext}
                  >
                    ›
                  </IconButton>
                ) : null}
              </Flex>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('common.close')} color="white" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

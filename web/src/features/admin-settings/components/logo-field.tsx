import { MAX_IMAGE_BYTES } from '@sog/contract'
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { memo, useId, useRef, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { notify } from '@/components/ui/toaster'
import { MAX_IMAGE_MB } from '@/lib/format/image-size'

type Props = {
  value: string | null
  onChange: (value: string | null) => void
  disabled: boolean
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'))
    reader.readAsDataURL(file)
  })

/**
 * The logo travels as an inline data string, which the server stores as an image. The server
 * refuses images of the contract's limit and more, so that is checked before reading the file,
 * and the hint says the same limit.
 */
export const LogoField = memo(function LogoField({ value, onChange, disabled }: Props) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const labelId = useId()
  const hintId = useId()

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (file.size >= MAX_IMAGE_BYTES) {
      notify(t('adminSettings.logo.tooLarge', { mb: MAX_IMAGE_MB }), 'error')
      return
    }
    try {
      onChange(await readAsDataUrl(file))
    } catch {
      notify(t('adminSettings.logo.unreadable'), 'error')
    }
  }

  return (
    <Stack role="group" aria-labelledby={labelId} gap="2">
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {t('adminSettings.logo.label')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
        <Box
          width="32"
          height="32"
          borderWidth="1px"
          borderRadius="md"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
          flexShrink="0"
          bg="bg.muted"
        >
          {value ? (
            <Image
              src={value}
              alt={t('adminSettings.logo.preview')}
              objectFit="contain"
              maxH="full"
            />
          ) : (
            <Text textStyle="xs" color="fg.muted" textAlign="center" px="2">
              {t('adminSettings.logo.none')}
            </Text>
          )}
        </Box>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              aria-describedby={hintId}
              onClick={() => input.current?.click()}
            >
              {t(value ? 'adminSettings.logo.replace' : 'adminSettings.logo.upload')}
            </Button>
            {value ? (
              <Button
                variant="ghost"
                colorPalette="red"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(null)}
              >
                {t('adminSettings.logo.remove')}
              </Button>
            ) : null}
          </HStack>
          <Text id={hintId} textStyle="sm" color="fg.muted">
            {t('adminSettings.logo.hint', { mb: MAX_IMAGE_MB })}
          </Text>
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('adminSettings.logo.file')}
        disabled={disabled}
        onChange={(event) => void pick(event)}
      />
    </Stack>
  )
})

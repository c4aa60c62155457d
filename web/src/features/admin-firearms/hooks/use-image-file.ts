import { MAX_IMAGE_BYTES } from '@sog/contract'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { notify } from '@/components/ui/toaster'
import { MAX_IMAGE_MB } from '@/lib/format/image-size'

/**
 * Reads a chosen image file into an inline `data:` string in the browser (docs/product.md, "Screens"),
 * reporting the read's progress in percent. Files of 5 MB or more are refused with the spec's
 * message (section 5), on the add and the edit form alike, as the server refuses them too.
 */
export function useImageFile(onRead: (dataUrl: string) => void) {
  const { t } = useTranslation()
  const [progress, setProgress] = useState<number | null>(null)
  const reader = useRef<FileReader | null>(null)

  useEffect(() => () => reader.current?.abort(), [])

  const read = (file: File | undefined) => {
    if (!file) return
    if (file.size >= MAX_IMAGE_BYTES) {
      notify(t('adminFirearms.form.tooLarge', { mb: MAX_IMAGE_MB }), 'error')
      return
    }
    reader.current?.abort()
    const current = new FileReader()
    reader.current = current
    setProgress(0)
    current.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100))
    }
    current.onload = () => {
      if (typeof current.result === 'string') onRead(current.result)
    }
    current.onerror = () => notify(t('adminFirearms.form.readFailed'), 'error')
    current.onloadend = () => {
      if (reader.current === current) setProgress(null)
    }
    current.readAsDataURL(file)
  }

  return { read, progress }
}

import { Link } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { MAIN_ID } from './ids'

/** The first tab stop: past the header to the page (hidden until focused). */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="3"
      bg="yellow.300"
      color="black"
      fontWeight="bold"
      rounded="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '3px solid black', outlineOffset: '2px' }}
      css={{ '&:focus': { transform: 'none' } }}
    >
      {t('nav.skip')}
    </Link>
  )
}

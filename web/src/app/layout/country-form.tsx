import { addressIn, COUNTRY_FORM } from '@sog/contract'
import { Box, Button, HStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useLanguage } from '@/lib/i18n/use-language'
import { CountrySelect } from './country-select'
import { usePageAddress } from './use-page-address'

/**
 * The visitor's country in the footer, at every width: the header shows it only from 1024 px,
 * and below that in its menu, which needs the app. Without JavaScript it is a form that posts to
 * the front, which keeps the choice and sends the visitor back to this page
 * (docs/decisions/0193-country-without-the-app.md); with it a choice applies at once, as the
 * header's does. None on the staff's screens.
 */
export function CountryForm() {
  const { t } = useTranslation()
  const language = useLanguage()
  const here = usePageAddress()
  if (here === null) return null
  return (
    // With the app the choice has applied already: the form is not sent.
    <form method="post" action={COUNTRY_FORM.path} onSubmit={(event) => event.preventDefault()}>
      <HStack gap="3" wrap="wrap">
        <input type="hidden" name={COUNTRY_FORM.back} value={addressIn(language, here)} />
        <Box width="16rem" maxW="full">
          <CountrySelect block name={COUNTRY_FORM.country} />
        </Box>
        {/* Only where no script runs: before the app a choice is the app's once it comes
            (CompactSelect), so the button never shows and goes, moving the footer. */}
        <noscript>
          <Button type="submit" size="sm" colorPalette="yellow" variant="solid">
            {t('footer.applyCountry')}
          </Button>
        </noscript>
      </HStack>
    </form>
  )
}

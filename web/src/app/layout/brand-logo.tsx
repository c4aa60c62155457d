import { Box, Image } from '@chakra-ui/react'

import { useCompanySettings } from '@/lib/api/get-settings'

/** The brand mark: a yellow sight on black, drawn inline (no request, no layout shift). */
function BrandMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#facc15" />
      <circle cx="16" cy="16" r="8.5" fill="none" stroke="#0a0a0a" strokeWidth="2.5" />
      <path d="M16 4v8M16 20v8M4 16h8M20 16h8" stroke="#0a0a0a" strokeWidth="2.5" />
    </svg>
  )
}

/**
 * The logo on one line: the company's uploaded logo (settings) or the brand mark, and the
 * company name from the settings. The name never wraps; the header leaves it room at 375 px.
 */
export function BrandLogo() {
  const { data: settings } = useCompanySettings()
  return (
    <Box as="span" display="inline-flex" alignItems="center" gap="2.5" whiteSpace="nowrap">
      {settings?.companyLogo ? (
        <Image src={settings.companyLogo} alt="" boxSize="8" objectFit="contain" />
      ) : (
        <BrandMark />
      )}
      <Box as="span" fontFamily="heading" fontWeight="bold" fontSize="lg" letterSpacing="tight">
        {settings?.companyName ?? 'SOG Firearms'}
      </Box>
    </Box>
  )
}

import { Text, type TextProps } from '@chakra-ui/react'

import { useLegalTexts } from '@/lib/api/get-legal-texts'

/**
 * The editors' note on prices ("suggested retail price incl. VAT; …") in the page's language,
 * once per page beside its prices (docs/decisions/0163-legal-pages.md); nothing while it loads
 * or when none is set.
 */
export function PriceNote(props: TextProps) {
  const { data } = useLegalTexts()
  if (!data?.priceNote) return null
  return (
    <Text textStyle="sm" color="fg.muted" {...props}>
      {data.priceNote}
    </Text>
  )
}

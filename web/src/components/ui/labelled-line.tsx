import { Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** One "Label: value" line of a card, the label in bold; long values wrap anywhere. */
export function LabelledLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text textStyle="sm" overflowWrap="anywhere">
      <Text as="span" fontWeight="semibold">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  )
}

import { Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** An admin list with nothing to show: why, and the way to add the first entry if there is one. */
export function ListEmpty({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Stack gap="4" align="center" py="10" textAlign="center">
      <Text color="fg.muted">{message}</Text>
      {action}
    </Stack>
  )
}

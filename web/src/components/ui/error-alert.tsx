import { Alert } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type Props = {
  title: ReactNode
  /** Actions beside the message, such as a retry button. */
  children?: ReactNode
}

/** A failure banner, announced to screen readers as it appears. */
export function ErrorAlert({ title, children }: Props) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title flex={children ? '1' : undefined}>{title}</Alert.Title>
      {children}
    </Alert.Root>
  )
}

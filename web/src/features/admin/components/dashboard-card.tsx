import { Button, Card, Heading, HStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type Props = {
  id: string
  title: string
  refreshLabel: string
  refreshing: boolean
  onRefresh: () => void
  children: ReactNode
}

/** A dashboard section read from the server, with its own "check again" button. */
export function DashboardCard({ id, title, refreshLabel, refreshing, onRefresh, children }: Props) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={id}>
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="lg" id={id}>
            {title}
          </Heading>
          <Button size="xs" variant="outline" loading={refreshing} onClick={onRefresh}>
            {refreshLabel}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body aria-live="polite">{children}</Card.Body>
    </Card.Root>
  )
}

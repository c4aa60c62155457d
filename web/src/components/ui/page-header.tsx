import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'

import { LinkButton } from '@/components/ui/link-button'

type Props = {
  title: string
  subtitle?: ReactNode
  /** A "back" button shown before the title. */
  back?: { to: string; label: string }
  actions?: ReactNode
}

/** The title row every screen starts with: an optional back button, the h1 and actions. */
export function PageHeader({ title, subtitle, back, actions }: Props) {
  return (
    <Stack gap="3" mb="6">
      {back ? (
        <LinkButton asChild variant="ghost" size="sm" alignSelf="start" px="2">
          <RouterLink to={back.to}>← {back.label}</RouterLink>
        </LinkButton>
      ) : null}
      <Flex
        gap="4"
        align={{ base: 'stretch', md: 'center' }}
        justify="space-between"
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Stack>
        {actions ? (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </Flex>
    </Stack>
  )
}

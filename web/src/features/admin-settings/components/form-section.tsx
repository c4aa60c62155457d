import { Box, Heading, SimpleGrid } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

type Props = { title: string; children: ReactNode; columns?: 1 | 2 }

/** A titled group of fields; two columns from medium screens up. */
export function FormSection({ title, children, columns = 2 }: Props) {
  const id = useId()
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="lg" id={id} mb="4">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
        {children}
      </SimpleGrid>
    </Box>
  )
}

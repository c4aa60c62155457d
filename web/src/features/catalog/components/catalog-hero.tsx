import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { LinkButton } from '@/components/ui/link-button'
import { paths } from '@/config/paths'
import { useCompanySettings } from '@/lib/api/get-settings'

/**
 * The home page's brand band: the company's name and the first paragraph of its description,
 * both from the settings, with the way to the dealers and the company. Text only (no image to
 * wait for, so it never becomes a slow largest paint) and its height reserved, so the settings
 * arriving late move nothing (docs/decisions/0137-home-hero.md).
 */
export function CatalogHero() {
  const { t } = useTranslation()
  const { data: settings } = useCompanySettings()
  const lead = settings?.companyDescription.split(/\n\s*\n/)[0]?.trim()
  return (
    <Box
      as="section"
      aria-label={t('catalog.hero.label')}
      bg="gray.950"
      color="white"
      rounded="xl"
      px={{ base: '5', md: '10' }}
      py={{ base: '6', md: '9' }}
      minH={{ base: '15rem', md: '12.5rem' }}
      borderBottomWidth="4px"
      borderBottomColor="yellow.400"
      data-testid="hero"
    >
      <Stack gap="4" maxW="3xl">
        <Text
          textStyle={{ base: '2xl', md: '4xl' }}
          fontWeight="bold"
          letterSpacing="-0.02em"
          lineHeight="1.1"
        >
          {settings?.companyName ?? 'SOG Firearms'}
        </Text>
        <Text color="gray.300" textStyle={{ base: 'md', md: 'lg' }} lineClamp={3} minH="3lh">
          {lead || t('catalog.hero.lead')}
        </Text>
        <HStack gap="3" wrap="wrap">
          <LinkButton asChild colorPalette="yellow" size={{ base: 'sm', md: 'md' }}>
            <RouterLink to={paths.dealers}>{t('catalog.hero.dealers')}</RouterLink>
          </LinkButton>
          <LinkButton
            asChild
            variant="outline"
            size={{ base: 'sm', md: 'md' }}
            color="white"
            borderColor="gray.500"
            _hover={{ bg: 'gray.800' }}
            focusRingColor="yellow.400"
          >
            <RouterLink to={paths.contact}>{t('catalog.hero.contact')}</RouterLink>
          </LinkButton>
        </HStack>
      </Stack>
    </Box>
  )
}

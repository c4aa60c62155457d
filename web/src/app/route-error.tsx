import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router-dom'

import { useDocumentTitle } from '@/lib/page/use-document-title'

/*
 * A screen's code arrives as its own file (a lazy route, a lazy component). After a new deploy
 * the file names the open page knows are gone, and importing one fails; browsers word it
 * differently (Chromium, Firefox, Safari), Vite's preload helper its own way.
 */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i

export const isChunkLoadFailure = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(error.message)

/**
 * The routes' error element: instead of the router's developer page, a translated message and a
 * reload, which fetches the current build when the failure was a file of an older one.
 */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  useDocumentTitle(t('routeError.title'))
  return (
    <Stack gap="4" align="start" py="12" role="alert">
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
        {t('routeError.title')}
      </Heading>
      <Text>{t(isChunkLoadFailure(error) ? 'routeError.updated' : 'routeError.failed')}</Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Stack>
  )
}

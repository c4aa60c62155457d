import { ChakraProvider } from '@chakra-ui/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig } from 'swr'

import { initI18n } from '@/lib/i18n'
import { system } from './theme'

const i18n = initI18n()

// Only the admin and dealer screens raise toasts; the toast machinery stays off the first load.
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
)

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        {/* A cache per mounted app: one in the browser, a fresh one for every test. */}
        <SWRConfig value={{ revalidateOnFocus: false, provider: () => new Map() }}>
          {children}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>
  )
}

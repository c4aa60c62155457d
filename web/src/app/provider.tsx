import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig } from 'swr'

import { Toaster } from '@/components/ui/toaster'
import { initI18n } from '@/lib/i18n'
import { system } from './theme'

const i18n = initI18n()

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        {/* A cache per mounted app: one in the browser, a fresh one for every test. */}
        <SWRConfig value={{ revalidateOnFocus: false, provider: () => new Map() }}>
          {children}
          <Toaster />
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>
  )
}

import { RouterProvider } from 'react-router-dom'

import { setUnauthorizedHandler } from '@/lib/api-client'
import { AppProvider } from './provider'
import { createRouter } from './router'

const router = createRouter()
setUnauthorizedHandler((loginPath) => void router.navigate(loginPath))

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  )
}

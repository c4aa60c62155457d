import { RouterProvider } from 'react-router-dom'

import { setNavigation } from '@/lib/api-client'
import { AppProvider } from './provider'
import { createRouter } from './router'

const router = createRouter()
setNavigation({
  pathname: () => router.state.location.pathname,
  navigate: (path) => void router.navigate(path),
})

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  )
}

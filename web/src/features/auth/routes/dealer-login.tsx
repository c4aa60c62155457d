import '../translations'

import { LoginScreen } from '../components/login-screen'

/** Dealer login (docs/product.md, "Screens"). */
export function Component() {
  return <LoginScreen role="dealer" />
}

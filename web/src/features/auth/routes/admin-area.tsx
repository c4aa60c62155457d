import '../translations'

import { SignedInArea } from '../components/signed-in-area'

/** The parent of every admin screen (docs/product.md, "Sessions"). */
export function Component() {
  return <SignedInArea role="admin" />
}

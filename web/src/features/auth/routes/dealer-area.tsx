import '../translations'

import { SignedInArea } from '../components/signed-in-area'

/** The parent of every dealer portal screen (docs/product.md, "Sessions"). */
export function Component() {
  return <SignedInArea role="dealer" />
}

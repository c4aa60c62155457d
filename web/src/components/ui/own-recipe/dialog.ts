import { Dialog as ChakraDialog } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's Dialog with its recipe (./with-recipe.tsx). */
export const Dialog = withSlotRecipe(ChakraDialog, dialogSlotRecipe)

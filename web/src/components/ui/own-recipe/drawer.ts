import { Drawer as ChakraDrawer } from '@chakra-ui/react'
import { drawerSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's Drawer with its recipe (./with-recipe.tsx). */
export const Drawer = withSlotRecipe(ChakraDrawer, drawerSlotRecipe)

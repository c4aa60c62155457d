import { Tabs as ChakraTabs } from '@chakra-ui/react'
import { tabsSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's Tabs with its recipe (./with-recipe.tsx). */
export const Tabs = withSlotRecipe(ChakraTabs, tabsSlotRecipe)

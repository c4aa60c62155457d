import { Stat as ChakraStat } from '@chakra-ui/react'
import { statSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's Stat with its recipe (./with-recipe.tsx). */
export const Stat = withSlotRecipe(ChakraStat, statSlotRecipe)

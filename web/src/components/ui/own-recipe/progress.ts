import { Progress as ChakraProgress } from '@chakra-ui/react'
import { progressSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's Progress with its recipe (./with-recipe.tsx). */
export const Progress = withSlotRecipe(ChakraProgress, progressSlotRecipe)

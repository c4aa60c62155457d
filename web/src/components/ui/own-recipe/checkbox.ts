import { Checkbox as ChakraCheckbox } from '@chakra-ui/react'
import { checkboxSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's Checkbox with its recipe (./with-recipe.tsx). */
export const Checkbox = withSlotRecipe(ChakraCheckbox, checkboxSlotRecipe)

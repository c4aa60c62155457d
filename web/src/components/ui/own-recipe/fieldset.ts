import { Fieldset as ChakraFieldset } from '@chakra-ui/react'
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's Fieldset with its recipe (./with-recipe.tsx). */
export const Fieldset = withSlotRecipe(ChakraFieldset, fieldsetSlotRecipe)

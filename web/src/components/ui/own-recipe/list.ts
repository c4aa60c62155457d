import { List as ChakraList } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's List with its recipe (./with-recipe.tsx). */
export const List = withSlotRecipe(ChakraList, listSlotRecipe)

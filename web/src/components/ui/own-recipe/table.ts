import { Table as ChakraTable } from '@chakra-ui/react'
import { tableSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's Table with its recipe (./with-recipe.tsx). */
export const Table = withSlotRecipe(ChakraTable, tableSlotRecipe)

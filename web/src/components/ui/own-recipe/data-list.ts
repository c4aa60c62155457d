import { DataList as ChakraDataList } from '@chakra-ui/react'
import { dataListSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's DataList with its recipe (./with-recipe.tsx). */
export const DataList = withSlotRecipe(ChakraDataList, dataListSlotRecipe)

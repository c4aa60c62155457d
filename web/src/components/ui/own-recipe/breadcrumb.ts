import { Breadcrumb as ChakraBreadcrumb } from '@chakra-ui/react'
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's Breadcrumb with its recipe (./with-recipe.tsx). */
export const Breadcrumb = withSlotRecipe(ChakraBreadcrumb, breadcrumbSlotRecipe)

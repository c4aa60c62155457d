import { FileUpload as ChakraFileUpload } from '@chakra-ui/react'
import { fileUploadSlotRecipe } from '@chakra-ui/react/theme'

import { withSlotRecipe } from './with-recipe'

/** Chakra's FileUpload with its recipe (./with-recipe.tsx). */
export const FileUpload = withSlotRecipe(ChakraFileUpload, fileUploadSlotRecipe)

import { Textarea as ChakraTextarea } from '@chakra-ui/react'
import { textareaRecipe } from '@chakra-ui/react/theme'
import type { ComponentProps, JSX } from 'react'

/** Chakra's Textarea with its recipe (./with-recipe.tsx); `ref` passes through as a prop. */
export function Textarea(props: ComponentProps<typeof ChakraTextarea>): JSX.Element {
  return <ChakraTextarea recipe={textareaRecipe} {...props} />
}

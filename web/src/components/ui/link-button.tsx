import {
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeProps,
  type UnstyledProp,
} from '@chakra-ui/react'

export interface LinkButtonProps
  extends HTMLChakraProps<'a', RecipeProps<'button'>>, UnstyledProp {}

const { withContext } = createRecipeContext({ key: 'button' })

/**
 * A link that looks like a button: Chakra's button recipe on an `<a>` (Chakra's own "link
 * button" recipe), wrapping a router link or a tel:/mailto: one with `asChild`. Chakra's
 * `Button asChild` would give the link its `type="button"`, which is not valid HTML on `<a>`
 * (issue 27): a link's `type` names the MIME type of what it points to.
 */
export const LinkButton = withContext<HTMLAnchorElement, LinkButtonProps>('a')

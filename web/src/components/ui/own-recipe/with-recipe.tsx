import type { SlotRecipeDefinition } from '@chakra-ui/react'
import type { ComponentType, JSX } from 'react'

/**
 * A Chakra part set whose root brings its own recipe (Chakra's `recipe` prop) instead of
 * finding it in the theme, so the recipe is in the chunk of the screens that show the component,
 * not in every visitor's first load (docs/decisions/0171-recipes-with-components.md). The other
 * parts read their styles from the root, as with a theme recipe.
 */
export function withSlotRecipe<Parts extends { Root: ComponentType<never> }>(
  parts: Parts,
  recipe: SlotRecipeDefinition,
): Parts {
  // The root's own props type varies by component; each takes `recipe` (SlotRecipeProps).
  const Base = parts.Root as unknown as ComponentType<{ recipe: SlotRecipeDefinition }>
  function Root(props: object): JSX.Element {
    return <Base recipe={recipe} {...props} />
  }
  Root.displayName = `${Base.displayName ?? 'Chakra'}WithRecipe`
  return { ...parts, Root }
}

/**
 * The header and footer are dark: every control in them gets the yellow focus ring, where the
 * black one of the light pages (app/theme.ts) would vanish.
 */
export const ON_DARK = {
  '& *': { '--focus-ring-color': 'var(--chakra-colors-yellow-400)' },
} as const

import { Box, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { useValueBeforeApp } from '@/lib/page/before-the-app'

type Option = { value: string; label: string }

type Props = {
  label: string
  value: string
  options: Option[]
  onChange: (value: string) => void
  /** What the closed control shows (a code such as "PL"); the options show full names. */
  shown: ReactNode
  icon?: ReactNode
  /** Full width (the phone menu) instead of sized to its content (the header). */
  block?: boolean
  /** The field's name where the select belongs to a form that posts without the app. */
  name?: string
}

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  )
}

/**
 * A native select (keyboard, screen readers and the phone's own picker for free) laid
 * transparently over a face sized to its content, so the value never hides behind the chevron
 * (docs/decisions/0129-header.md).
 */
export function CompactSelect({
  label,
  value,
  options,
  onChange,
  shown,
  icon,
  block,
  name,
}: Props) {
  // A choice made before the app arrived is the app's once it does (lib/page/before-the-app.ts).
  const select = useValueBeforeApp<HTMLSelectElement>((chosen) => {
    if (chosen !== value) onChange(chosen)
  })
  return (
    <Box
      position="relative"
      display="inline-flex"
      alignItems="center"
      justifyContent="space-between"
      gap="1.5"
      flexShrink={0}
      width={block ? 'full' : 'auto'}
      minH="11"
      px="3"
      borderWidth="1px"
      borderColor="whiteAlpha.500"
      rounded="md"
      color="inherit"
      fontSize="sm"
      fontWeight="semibold"
      whiteSpace="nowrap"
      _hover={{ borderColor: 'yellow.300' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'yellow.300', outlineOffset: '2px' }}
    >
      <Box as="span" display="inline-flex" alignItems="center" gap="1.5" aria-hidden="true">
        {icon}
        {shown}
      </Box>
      <Chevron />
      <chakra.select
        ref={select}
        name={name}
        aria-label={label}
        // The browser must not restore a choice when the visitor comes Back to this page: the
        // choice made before the app would be taken again and send them on to that language.
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        position="absolute"
        inset="0"
        width="full"
        height="full"
        opacity={0}
        cursor="pointer"
        fontSize="md"
        css={{ '& option': { color: 'black', background: 'white' } }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
    </Box>
  )
}

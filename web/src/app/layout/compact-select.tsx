import { Box, chakra } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'

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
export function CompactSelect({ label, value, options, onChange, shown, icon, block }: Props) {
  const select = useRef<HTMLSelectElement>(null)
  // The rendered page's select works before the app arrives (its code loads after the page): a
  // choice made then is kept by hydration on screen but unknown to the app, whose next render
  // would put the old value back (issue 27). The app hears it once, as if made now. Only a choice
  // differs from the option the server marked selected; a page the browser rendered has none.
  useEffect(() => {
    const node = select.current
    const chosen = node?.selectedOptions[0]
    const rendered = node ? [...node.options].find((option) => option.defaultSelected) : undefined
    if (chosen && rendered && chosen !== rendered && chosen.value !== value) onChange(chosen.value)
    // Once, when the app takes the select over; later choices arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
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
        aria-label={label}
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

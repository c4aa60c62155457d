import { Button, Fieldset, HStack, SimpleGrid } from '@chakra-ui/react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'

import type { LocationField, LocationRow, SettingsFormState } from '../hooks/use-settings-form'
import { TextField } from './text-field'

type Props = {
  row: LocationRow
  number: number
  locations: SettingsFormState['locations']
  disabled: boolean
}

const FIELDS: { field: LocationField; type?: 'tel'; required?: boolean }[] = [
  { field: 'city', required: true },
  { field: 'address' },
  { field: 'phone', type: 'tel' },
  { field: 'hours' },
]

/** One location; the server requires its city, so the browser does too. */
export const LocationFields = memo(function LocationFields({
  row,
  number,
  locations,
  disabled,
}: Props) {
  const { t } = useTranslation()
  const change = (field: LocationField, value: string) => locations.change(row.key, field, value)
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="4" disabled={disabled}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Fieldset.Legend>{t('adminSettings.locations.legend', { number })}</Fieldset.Legend>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          disabled={disabled}
          onClick={() => locations.remove(row.key)}
        >
          {t('adminSettings.locations.remove', { number })}
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {FIELDS.map(({ field, type, required }) => (
          <TextField
            key={field}
            name={field}
            label={t(`adminSettings.locations.${field}`)}
            value={row[field]}
            onChange={change}
            type={type}
            required={required}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  )
})

import { Box, Button, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import type { LocationRow, SettingsFormState } from '../hooks/use-settings-form'
import { FormSection } from './form-section'
import { LocationFields } from './location-fields'

type Props = {
  rows: LocationRow[]
  locations: SettingsFormState['locations']
  disabled: boolean
}

/** The company's locations (city, address, phone, hours), added and removed freely. */
export function LocationsEditor({ rows, locations, disabled }: Props) {
  const { t } = useTranslation()
  return (
    <FormSection title={t('adminSettings.sections.locations')} columns={1}>
      {rows.length === 0 ? <Text color="fg.muted">{t('adminSettings.locations.none')}</Text> : null}
      {rows.map((row, index) => (
        <LocationFields
          key={row.key}
          row={row}
          number={index + 1}
          locations={locations}
          disabled={disabled}
        />
      ))}
      <Box>
        <Button variant="outline" size="sm" disabled={disabled} onClick={locations.add}>
          {t('adminSettings.locations.add')}
        </Button>
      </Box>
    </FormSection>
  )
}

import { perTranslatedLanguage, TEXT_LIMITS } from '@sog/contract'
import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Fieldset } from '@/components/ui/own-recipe/fieldset'
import type { LocationValues, SettingsValues } from '../hooks/use-settings-form'
import { FormSection } from './form-section'
import { TextField } from './text-field'
import { TranslationsField } from './translations-field'

const FIELDS: {
  field: 'city' | 'address' | 'phone' | 'hours'
  type?: 'tel'
  required?: boolean
}[] = [
  { field: 'city', required: true },
  { field: 'address' },
  { field: 'phone', type: 'tel' },
  { field: 'hours' },
]

const EMPTY: LocationValues = {
  id: '',
  city: '',
  address: '',
  phone: '',
  hours: '',
  translations: { hours: perTranslatedLanguage(() => '') },
}

/** The company's locations (city, address, phone, hours), added and removed freely; each needs its city. */
export function LocationsEditor() {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray<SettingsValues, 'multipleLocations'>({
    name: 'multipleLocations',
  })
  return (
    <FormSection title={t('adminSettings.sections.locations')} columns={1}>
      {fields.length === 0 ? (
        <Text color="fg.muted">{t('adminSettings.locations.none')}</Text>
      ) : null}
      {fields.map((row, index) => {
        const number = index + 1
        return (
          <Fieldset.Root key={row.id} borderWidth="1px" borderRadius="md" p="4">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Fieldset.Legend>{t('adminSettings.locations.legend', { number })}</Fieldset.Legend>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove(index)}>
                {t('adminSettings.locations.remove', { number })}
              </Button>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {FIELDS.map(({ field, type, required }) => (
                <TextField
                  key={field}
                  name={`multipleLocations.${index}.${field}`}
                  label={t(`adminSettings.locations.${field}`)}
                  type={type}
                  required={required}
                />
              ))}
              <TranslationsField
                name={`multipleLocations.${index}.translations.hours`}
                label={t('adminSettings.locations.hours')}
                maxLength={TEXT_LIMITS.short}
              />
            </SimpleGrid>
          </Fieldset.Root>
        )
      })}
      <Box>
        <Button variant="outline" size="sm" onClick={() => append(EMPTY)}>
          {t('adminSettings.locations.add')}
        </Button>
      </Box>
    </FormSection>
  )
}

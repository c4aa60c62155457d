import { MAX_DESCRIPTION_LENGTH } from '@sog/contract'
import {
  Button,
  Card,
  chakra,
  Field,
  Flex,
  Heading,
  Input,
  Progress,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { ErrorAlert } from '@/components/ui/error-alert'
import { paths } from '@/config/paths'
import { useFirearmForm, type FormMode } from '../hooks/use-firearm-form'
import type { FirearmValues, SelectField } from '../utils/firearm-values'
import { GalleryField } from './gallery-field'
import { MainImageField } from './main-image-field'
import { OptionSelect } from './option-select'
import { PriceField } from './price-field'
import { SpecificationFields } from './specification-fields'
import { AvailabilitySelect, ProductStatusSelect } from './status-fields'

const SELECTS: SelectField[] = ['category', 'caliber', 'barrelLength', 'systemType']

/** The one form behind /admin/firearms/new and /admin/firearms/{id}/edit (docs/product.md, "Screens"). */
export function FirearmForm({ initial, mode }: { initial: FirearmValues; mode: FormMode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { values, errors, saving, saveError, set, setSpec, submit } = useFirearmForm(initial, mode)
  const errorText = (field: keyof typeof errors) => {
    const key = errors[field]
    return key ? t(`adminFirearms.form.${key}`) : undefined
  }
  const idle = mode === 'edit' ? 'update' : 'create'
  const busy = mode === 'edit' ? 'updating' : 'creating'

  return (
    <Stack gap="4">
      {saveError ? <ErrorAlert title={saveError} /> : null}
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h2" size="lg">
            {t('adminFirearms.form.card')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <form noValidate onSubmit={(event) => void submit(event)}>
            {/* A disabled fieldset disables every input and button while saving. */}
            <chakra.fieldset disabled={saving} minW="0" m="0" p="0" border="0">
              <Stack gap="8">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Field.Root required invalid={Boolean(errors.name)} gridColumn={{ md: 'span 2' }}>
                    <Field.Label>
                      {t('adminFirearms.form.name')} <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      value={values.name}
                      maxLength={200}
                      onChange={(event) => set('name', event.target.value)}
                    />
                    <Field.ErrorText>{errorText('name')}</Field.ErrorText>
                  </Field.Root>
                  {SELECTS.map((field) => (
                    <OptionSelect
                      key={field}
                      type={field}
                      label={t(`adminFirearms.form.${field}`)}
                      value={values[field]}
                      error={errorText(field)}
                      onChange={(value) => set(field, value)}
                    />
                  ))}
                  <PriceField
                    label={t('adminFirearms.form.pricePLN')}
                    hint={t('adminFirearms.form.pricePLNHint')}
                    suffix="zł"
                    value={values.pricePLN}
                    error={errorText('pricePLN')}
                    onChange={(value) => set('pricePLN', value)}
                  />
                  <PriceField
                    label={t('adminFirearms.form.priceEUR')}
                    hint={t('adminFirearms.form.priceEURHint')}
                    suffix="€"
                    value={values.priceEUR}
                    error={errorText('priceEUR')}
                    onChange={(value) => set('priceEUR', value)}
                  />
                  <AvailabilitySelect
                    value={values.availability}
                    onChange={(value) => set('availability', value)}
                  />
                  <ProductStatusSelect
                    isNew={values.isNew}
                    onChange={(isNew) => set('isNew', isNew)}
                  />
                  <Field.Root gridColumn={{ md: 'span 2' }}>
                    <Field.Label>{t('adminFirearms.form.description')}</Field.Label>
                    <Textarea
                      rows={4}
                      maxLength={MAX_DESCRIPTION_LENGTH}
                      value={values.description}
                      onChange={(event) =>
                        set('description', event.target.value.slice(0, MAX_DESCRIPTION_LENGTH))
                      }
                    />
                    <Field.HelperText>
                      {t('adminFirearms.form.descriptionCount', {
                        n: values.description.length,
                        max: MAX_DESCRIPTION_LENGTH,
                      })}
                    </Field.HelperText>
                  </Field.Root>
                </SimpleGrid>

                <Stack gap="6">
                  <Heading as="h3" size="md">
                    {t('adminFirearms.form.gallery')}
                  </Heading>
                  <MainImageField
                    value={values.imageUrl}
                    onChange={(url) => set('imageUrl', url)}
                  />
                  <GalleryField
                    entries={values.gallery}
                    onChange={(update) => set('gallery', update)}
                  />
                </Stack>

                <SpecificationFields
                  language="pl"
                  values={values.specifications.pl}
                  onChange={(key, text) => setSpec('pl', key, text)}
                />
                <SpecificationFields
                  language="en"
                  values={values.specifications.en}
                  onChange={(key, text) => setSpec('en', key, text)}
                />

                {saving ? (
                  // fetch reports no upload progress, so the save shows an indeterminate bar.
                  <Progress.Root value={null} size="sm" colorPalette="blue">
                    <Progress.Label textStyle="sm">{t('adminFirearms.form.saving')}</Progress.Label>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                ) : null}

                <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
                  <Button type="submit" colorPalette="blue">
                    {t(`adminFirearms.form.${saving ? busy : idle}`)}
                  </Button>
                  <Button variant="outline" onClick={() => void navigate(paths.adminFirearms)}>
                    {t('common.cancel')}
                  </Button>
                </Flex>
              </Stack>
            </chakra.fieldset>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}

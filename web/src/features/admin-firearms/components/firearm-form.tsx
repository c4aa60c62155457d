import { MAX_DESCRIPTION_LENGTH, SPEC_LANGUAGES, TEXT_LIMITS } from '@sog/contract'
import { Button, Card, chakra, Flex, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { FormProvider, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { Fieldset } from '@/components/ui/own-recipe/fieldset'
import { Progress } from '@/components/ui/own-recipe/progress'
import { Textarea } from '@/components/ui/own-recipe/textarea'
import { FormField } from '@/components/form/form-field'
import { FormSummary } from '@/components/form/form-summary'
import { TranslationFields } from '@/components/form/translation-fields'
import { paths } from '@/config/paths'
import type { FormMode } from '@/lib/forms/form'
import { useFirearmForm } from '../hooks/use-firearm-form'
import type { FirearmValues, SelectField } from '../utils/firearm-values'
import { GalleryField } from './gallery-field'
import { MainImageField } from './main-image-field'
import { OptionSelect } from './option-select'
import { PriceField } from './price-field'
import { SpecificationFields } from './specification-fields'
import { AvailabilitySelect, ProductStatusSelect } from './status-fields'

const SELECTS: SelectField[] = ['category', 'caliber', 'barrelLength', 'systemType']

function DescriptionCount() {
  const { t } = useTranslation()
  const description = useWatch<FirearmValues, 'description'>({ name: 'description' })
  return t('adminFirearms.form.descriptionCount', {
    n: description.length,
    max: MAX_DESCRIPTION_LENGTH,
  })
}

/** The one form behind /admin/firearms/new and /admin/firearms/{id}/edit (docs/product.md, "Screens"). */
export function FirearmForm({ initial, mode }: { initial: FirearmValues; mode: FormMode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { form, saving, submit, conflictDialog } = useFirearmForm(initial, mode)
  const idle = mode === 'edit' ? 'update' : 'create'
  const busy = mode === 'edit' ? 'updating' : 'creating'

  return (
    <Card.Root variant="outline">
      {conflictDialog}
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('adminFirearms.form.card')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            {/* A disabled fieldset disables every input and button while saving. */}
            <chakra.fieldset disabled={saving} minW="0" m="0" p="0" border="0">
              <Stack gap="8">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField
                    name="name"
                    label={t('adminFirearms.form.name')}
                    required
                    gridColumn={{ md: 'span 2' }}
                  >
                    <Input maxLength={TEXT_LIMITS.name} {...form.register('name')} />
                  </FormField>
                  {SELECTS.map((field) => (
                    <OptionSelect
                      key={field}
                      type={field}
                      label={t(`adminFirearms.form.${field}`)}
                    />
                  ))}
                  <PriceField
                    name="pricePLN"
                    label={t('adminFirearms.form.pricePLN')}
                    hint={t('adminFirearms.form.pricePLNHint')}
                    suffix="zł"
                  />
                  <PriceField
                    name="priceEUR"
                    label={t('adminFirearms.form.priceEUR')}
                    hint={t('adminFirearms.form.priceEURHint')}
                    suffix="€"
                  />
                  <AvailabilitySelect />
                  <ProductStatusSelect />
                  <FormField
                    name="description"
                    label={t('adminFirearms.form.description')}
                    hint={<DescriptionCount />}
                    gridColumn={{ md: 'span 2' }}
                  >
                    <Textarea
                      rows={4}
                      maxLength={MAX_DESCRIPTION_LENGTH}
                      {...form.register('description')}
                    />
                  </FormField>
                  <Fieldset.Root gridColumn={{ md: 'span 2' }}>
                    <Fieldset.Legend fontWeight="medium">
                      {t('adminFirearms.form.descriptionTranslations')}
                    </Fieldset.Legend>
                    <TranslationFields
                      name="descriptions"
                      label={t('adminFirearms.form.description')}
                      maxLength={MAX_DESCRIPTION_LENGTH}
                      multiline
                    />
                  </Fieldset.Root>
                </SimpleGrid>

                <Stack gap="6">
                  <Heading as="h3" size="md">
                    {t('adminFirearms.form.gallery')}
                  </Heading>
                  <MainImageField />
                  <GalleryField />
                </Stack>

                {SPEC_LANGUAGES.map((language) => (
                  <SpecificationFields key={language} language={language} />
                ))}

                {saving ? (
                  // fetch reports no upload progress, so the save shows an indeterminate bar.
                  <Progress.Root value={null} size="sm" colorPalette="brand">
                    <Progress.Label textStyle="sm">{t('adminFirearms.form.saving')}</Progress.Label>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                ) : null}

                <Stack gap="3">
                  <FormSummary busy={saving} />
                  <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
                    <Button type="submit" colorPalette="brand">
                      {t(`adminFirearms.form.${saving ? busy : idle}`)}
                    </Button>
                    <Button variant="outline" onClick={() => void navigate(paths.adminFirearms)}>
                      {t('common.cancel')}
                    </Button>
                  </Flex>
                </Stack>
              </Stack>
            </chakra.fieldset>
          </form>
        </FormProvider>
      </Card.Body>
    </Card.Root>
  )
}

import type { ApiFilterOption, ApiTranslations } from '@sog/contract'
import { FilterOptionRenameInput, TEXT_LIMITS, TRANSLATED_LANGUAGES } from '@sog/contract'
import { Badge, Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useEffect, type KeyboardEvent } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/form/form-field'
import { TranslationFields } from '@/components/form/translation-fields'
import { contractResolver } from '@/lib/forms/form'
import { useUnsavedChanges } from '@/lib/forms/unsaved-changes'

type Props = {
  option: ApiFilterOption
  usage: number
  busy: boolean
  editing: boolean
  onEdit: () => void
  onCancel: () => void
  /** Told whether the rename form holds names not yet saved (false once it closes). */
  onDirtyChange: (dirty: boolean) => void
  onRename: (change: { name: string; labels: ApiTranslations }) => Promise<boolean>
  onDelete: () => void
}

/** One option: its name, usage and "Database" badges, and inline rename or delete. */
export function OptionRow({ editing, ...props }: Props) {
  return (
    <Flex
      as="li"
      gap="3"
      align="center"
      wrap="wrap"
      borderWidth="1px"
      borderRadius="md"
      px="4"
      py="3"
    >
      {editing ? <RenameForm {...props} /> : <OptionView {...props} />}
    </Flex>
  )
}

function OptionView({
  option,
  usage,
  busy,
  onEdit,
  onDelete,
}: Omit<Props, 'editing' | 'onDirtyChange'>) {
  const { t } = useTranslation()
  return (
    <>
      <Stack gap="0" flex="1" minWidth="8rem">
        <Text fontWeight="medium" wordBreak="break-word">
          {option.name}
        </Text>
        <Translated labels={option.labels} />
      </Stack>
      <HStack gap="2">
        <Badge colorPalette={usage > 0 ? 'green' : 'gray'}>
          {t('adminCategories.usage', { count: usage })}
        </Badge>
        <Badge colorPalette="brand" variant="outline">
          {t('adminCategories.database')}
        </Badge>
      </HStack>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          aria-label={t('adminCategories.edit', { name: option.name })}
          disabled={busy}
          onClick={onEdit}
        >
          {t('common.edit')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={t('adminCategories.delete', { name: option.name })}
          disabled={busy || usage > 0}
          onClick={onDelete}
        >
          {t('common.delete')}
        </Button>
      </HStack>
    </>
  )
}

/** "PL Karabin · DE Gewehr": the names visitors of other languages see, where there are any. */
function Translated({ labels }: { labels: ApiTranslations }) {
  const { t } = useTranslation()
  const given = TRANSLATED_LANGUAGES.filter((language) => labels[language] !== '')
  if (given.length === 0) return null
  return (
    <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
      <Text as="span" srOnly>
        {t('translations.heading')}:{' '}
      </Text>
      {given.map((language, i) => (
        <span key={language}>
          {i > 0 ? ' · ' : ''}
          {language.toUpperCase()} <span lang={language}>{labels[language]}</span>
        </span>
      ))}
    </Text>
  )
}

function RenameForm({ option, busy, onCancel, onDirtyChange, onRename }: Omit<Props, 'editing'>) {
  const { t } = useTranslation()
  const form = useForm({
    resolver: contractResolver(FilterOptionRenameInput),
    defaultValues: { name: option.name, labels: option.labels },
  })
  const label = t('adminCategories.renameLabel', { name: option.name })
  const { isDirty } = form.formState
  useUnsavedChanges(isDirty)
  useEffect(() => {
    onDirtyChange(isDirty)
    return () => onDirtyChange(false)
  }, [isDirty, onDirtyChange])
  const submit = form.handleSubmit(
    async ({ name, labels }) =>
      void (await onRename({ name, labels: { ...option.labels, ...labels } })),
  )
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel()
  }

  return (
    <FormProvider {...form}>
      <Stack asChild gap="3" flex="1">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <HStack gap="2" wrap="wrap" align="start">
            <FormField name="name" label={label} labelHidden flex="1" minWidth="10rem">
              <Input
                // The spec focuses the name as soon as the row turns editable.
                autoFocus
                onKeyDown={onKeyDown}
                aria-label={label}
                maxLength={TEXT_LIMITS.option}
                // Read-only rather than disabled while saving, so a failed save keeps the focus here.
                readOnly={busy}
                {...form.register('name')}
              />
            </FormField>
            <HStack gap="2">
              <Button type="submit" size="sm" colorPalette="brand" disabled={busy}>
                {t('common.save')}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            </HStack>
          </HStack>
          <TranslationFields
            name="labels"
            label={t('adminCategories.labelField')}
            maxLength={TEXT_LIMITS.option}
            readOnly={busy}
          />
        </form>
      </Stack>
    </FormProvider>
  )
}

import type { ApiFilterOption } from '@sog/contract'
import { FilterOptionRenameInput, TEXT_LIMITS } from '@sog/contract'
import { Badge, Button, Flex, HStack, Input, Text } from '@chakra-ui/react'
import type { KeyboardEvent } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/form/form-field'
import { contractResolver } from '@/lib/form'
import { useUnsavedChanges } from '@/lib/unsaved-changes'

type Props = {
  option: ApiFilterOption
  usage: number
  busy: boolean
  editing: boolean
  onEdit: () => void
  onCancel: () => void
  onRename: (name: string) => Promise<boolean>
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

function OptionView({ option, usage, busy, onEdit, onDelete }: Omit<Props, 'editing'>) {
  const { t } = useTranslation()
  return (
    <>
      <Text fontWeight="medium" flex="1" minWidth="8rem" wordBreak="break-word">
        {option.name}
      </Text>
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

function RenameForm({ option, busy, onCancel, onRename }: Omit<Props, 'editing'>) {
  const { t } = useTranslation()
  const form = useForm({
    resolver: contractResolver(FilterOptionRenameInput),
    defaultValues: { name: option.name },
  })
  const label = t('adminCategories.renameLabel', { name: option.name })
  useUnsavedChanges(form.formState.isDirty)
  const submit = form.handleSubmit(async ({ name }) => void (await onRename(name)))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel()
  }

  return (
    <FormProvider {...form}>
      <HStack asChild gap="2" flex="1" wrap="wrap" align="start">
        <form noValidate onSubmit={(event) => void submit(event)}>
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
        </form>
      </HStack>
    </FormProvider>
  )
}

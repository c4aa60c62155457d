import type { FilterOptionType } from '@sog/contract'
import { Button, HStack, Input } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  type: FilterOptionType
  busy: boolean
  onAdd: (name: string) => Promise<boolean>
}

/** "New {type}..." and Add; Enter adds too, and the input clears once the option is saved. */
export function AddOptionForm({ type, busy, onAdd }: Props) {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const typeName = t(`adminCategories.type.${type}`)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await onAdd(name)) setName('')
  }

  return (
    <HStack asChild gap="2">
      <form onSubmit={submit}>
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('adminCategories.newPlaceholder', { type: typeName })}
          aria-label={t('adminCategories.newLabel', { type: typeName })}
          maxLength={100}
          disabled={busy}
          flex="1"
          minWidth="0"
        />
        <Button type="submit" colorPalette="blue" disabled={busy || !name.trim()}>
          {t('adminCategories.add')}
        </Button>
      </form>
    </HStack>
  )
}

import { Input, NativeSelect } from '@chakra-ui/react'
import { within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'

import { Textarea } from '@/components/ui/own-recipe/textarea'
import { hydrateRendered } from '@/testing/hydrate-rendered'

import { FormField } from './form-field'

const CONTROLS: Record<string, ReactNode> = {
  input: <Input name="email" />,
  textarea: <Textarea name="email" />,
  select: (
    <NativeSelect.Root>
      <NativeSelect.Field name="email">
        <option value="a">a</option>
      </NativeSelect.Field>
    </NativeSelect.Root>
  ),
}

/** A form as the server renders it in answer to a refused post: its error set from the start. */
function Refused({ control, refused }: { control: ReactNode; refused: boolean }) {
  const form = useForm({ errors: refused ? { email: { type: 'format' } } : undefined })
  return (
    <FormProvider {...form}>
      <FormField name="email" label="Email" hint="We answer here." required>
        {control}
      </FormField>
    </FormProvider>
  )
}

function expectLinked(page: HTMLElement) {
  const field = within(page).getByLabelText(/^Email/)
  expect(field).toHaveAccessibleDescription('We answer here.')
  expect(field).toHaveAccessibleErrorMessage('This is not in a valid format.')
  expect(field).toBeRequired()
}

describe('FormField', () => {
  describe.each(Object.entries(CONTROLS))('around a %s', (_, control) => {
    // A mismatch between the two renders would be logged, which fails the test (testing/setup.ts).
    it('names its hint and error in the HTML the server renders, and after the app', async () => {
      const page = await hydrateRendered(<Refused control={control} refused />, '/', expectLinked)
      expectLinked(page)
    })

    it('names no error while it has none', async () => {
      const page = await hydrateRendered(
        <Refused control={control} refused={false} />,
        '/',
        () => {},
      )
      const field = within(page).getByLabelText(/^Email/)
      expect(field).toHaveAccessibleDescription('We answer here.')
      expect(field).not.toHaveAttribute('aria-errormessage')
      expect(field).not.toHaveAttribute('aria-invalid')
    })
  })
})

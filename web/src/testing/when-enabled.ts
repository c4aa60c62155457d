import { waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'

// Controls disabled while a change is saved take input again a render after the change's toast
// can show. A disabled control ignores a click or a choice, in user-event as in a browser, so a
// test that acts on the toast alone sometimes does nothing, as a loaded machine showed
// (docs/decisions/0191-web-test-waits.md). A person waits until the control is shown and
// enabled; so do these. `find` queries again each time: a reloaded list may render it anew.
async function whenUsable(find: () => HTMLElement): Promise<HTMLElement> {
  await waitFor(() => {
    expect(find()).toBeVisible()
    expect(find()).toBeEnabled()
  })
  return find()
}

/** Clicks the control once it is shown and enabled. */
export async function clickWhenEnabled(user: UserEvent, find: () => HTMLElement): Promise<void> {
  await user.click(await whenUsable(find))
}

/** Chooses an option of the select once it is shown and enabled. */
export async function chooseWhenEnabled(
  user: UserEvent,
  find: () => HTMLElement,
  option: string,
): Promise<void> {
  await user.selectOptions(await whenUsable(find), option)
}

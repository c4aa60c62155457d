import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { doorRefusal } from '@/testing/refusals'
import { renderApp } from '@/testing/render-app'

const MESSAGE = {
  name: 'Jan Kowalski',
  email: 'jan@example.pl',
  subject: 'SOG-15 availability',
  message: 'Is the carbine in stock?',
}
/** The server's receipt of a message (ContactReceipt). */
const RECEIPT = { id: 1, detail: 'Message sent' }

type User = Awaited<ReturnType<typeof renderApp>>['user']

async function fillIn(user: User) {
  await user.type(screen.getByLabelText(/^Name/), MESSAGE.name)
  await user.type(screen.getByLabelText(/^Email/), MESSAGE.email)
  await user.type(screen.getByLabelText(/^Subject/), MESSAGE.subject)
  await user.type(screen.getByLabelText(/^Message/), MESSAGE.message)
}

async function fillInPolish(user: User) {
  await user.type(screen.getByLabelText(/^Imię/), MESSAGE.name)
  await user.type(screen.getByLabelText(/^E-mail/), MESSAGE.email)
  await user.type(screen.getByLabelText(/^Temat/), MESSAGE.subject)
  await user.type(screen.getByLabelText(/^Wiadomość/), MESSAGE.message)
}

/** The contact door's refusal as the server words it in English (its `detail`). */
const THROTTLED = { detail: 'Too many requests; please try again in 540 seconds' }

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send Message' }))

describe('contact page', () => {
  it('describes the company from its settings, paragraph by paragraph', async () => {
    await renderApp('/contact')
    const details = within(await screen.findByRole('region', { name: 'Contact details' }))
    expect(
      await details.findByText(
        'SOG Firearms designs and manufactures modern rifles, shotguns and pistols in Poznań, Poland.',
      ),
    ).toBeVisible()
    expect(details.getByText(/^Every firearm is assembled/)).toBeVisible()
  })

  it('sends the message, says so in green and clears the form', async () => {
    const { user, api } = await renderApp('/contact', {
      api: (double) => double.on('POST', '/contact/submit', { status: 201, body: RECEIPT }),
    })
    // The title is set in an effect after the first paint.
    await waitFor(() => expect(document.title).toBe('Contact Us | SOG Firearms'))
    await fillIn(user)
    await send(user)

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Message sent successfully! We'll get back to you soon.",
    )
    expect(api.calls.filter((c) => c.path === '/contact/submit')).toEqual([
      expect.objectContaining({ method: 'POST', body: MESSAGE }),
    ])
    expect(screen.getByLabelText(/^Name/)).toHaveValue('')
    expect(screen.getByLabelText(/^Message/)).toHaveValue('')
  })

  it("says a coded refusal, such as the rate limit, in the visitor's language and keeps the text", async () => {
    const { user } = await renderApp('/contact', {
      language: 'pl',
      api: (double) => double.on('POST', '/contact/submit', doorRefusal(540)),
    })
    await fillInPolish(user)
    await user.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zbyt wiele żądań: spróbuj ponownie za 9 minut.',
    )
    expect(screen.getByLabelText(/^Imię/)).toHaveValue(MESSAGE.name)
  })

  it("shows an uncoded refusal's detail as the server gave it, and keeps the text", async () => {
    const { detail } = THROTTLED
    const { user } = await renderApp('/contact', {
      api: (double) => double.on('POST', '/contact/submit', { status: 429, body: { detail } }),
    })
    await fillIn(user)
    await send(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(detail)
    expect(screen.getByLabelText(/^Name/)).toHaveValue(MESSAGE.name)
  })

  it("shows the server's field errors beside their fields in the visitor's language", async () => {
    const { user } = await renderApp('/contact', {
      language: 'pl',
      api: (double) =>
        double.on('POST', '/contact/submit', {
          status: 400,
          body: {
            detail: 'subject must be at most 200 characters',
            errors: [
              {
                field: 'subject',
                code: 'tooLong',
                message: 'subject must be at most 200 characters',
              },
            ],
          },
        }),
    })
    await fillInPolish(user)
    await user.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('1 pole wymaga poprawy')
    expect(screen.getByLabelText(/^Temat/)).toHaveAccessibleErrorMessage(
      'Ta wartość jest za długa.',
    )
    await waitFor(() => expect(screen.getByLabelText(/^Temat/)).toHaveFocus())
  })

  it('falls back to the spec text when the server gives no detail', async () => {
    const { user } = await renderApp('/contact', {
      api: (double) => double.on('POST', '/contact/submit', { status: 500 }),
    })
    await fillIn(user)
    await send(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again.',
    )
  })

  it('disables the form while sending', async () => {
    let answer: () => void = () => undefined
    const { user } = await renderApp('/contact', {
      api: (double) =>
        double.on(
          'POST',
          '/contact/submit',
          () => new Promise((resolve) => (answer = () => resolve({ status: 201, body: RECEIPT }))),
        ),
    })
    await fillIn(user)
    await send(user)

    const button = screen.getByRole('button', { name: 'Sending...' })
    expect(button).toBeDisabled()
    for (const label of [/^Name/, /^Email/, /^Subject/, /^Message/]) {
      expect(screen.getByLabelText(label)).toBeDisabled()
    }
    answer()
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('clears the message when any field is edited', async () => {
    const { user } = await renderApp('/contact', {
      api: (double) => double.on('POST', '/contact/submit', { status: 500 }),
    })
    await fillIn(user)
    await send(user)
    expect(await screen.findByRole('alert')).toBeVisible()
    await user.type(screen.getByLabelText(/^Subject/), '!')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('does not send until every field is filled in, and says which is missing', async () => {
    const { user, api } = await renderApp('/contact')
    await user.type(screen.getByLabelText(/^Name/), MESSAGE.name)
    await send(user)
    expect(api.calls.some((c) => c.path === '/contact/submit')).toBe(false)
    expect(screen.getByLabelText(/^Email/)).toBeRequired()
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleErrorMessage('This field is required.')
    expect(screen.getByLabelText(/^Email/)).toHaveFocus()
    await user.type(screen.getByLabelText(/^Email/), 'jan@')
    await send(user)
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleErrorMessage(
      'Enter a valid e-mail address.',
    )
  })

  it('shows the company details, quick actions and business hours', async () => {
    await renderApp('/contact')
    const details = screen.getByRole('region', { name: 'Contact details' })
    expect(await within(details).findByText(/ul\. Przemysłowa 12\s+61-541 Poznań/)).toBeVisible()
    expect(within(details).getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      'tel:+48612223344',
    )
    expect(within(details).getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
      'href',
      'mailto:kontakt@sog-firearms.pl',
    )
    expect(within(details).getByText('Warszawa (showroom)')).toBeVisible()

    const hours = screen.getByRole('region', { name: 'Business hours' })
    const rows = within(hours)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual(['Monday – Friday08:00 – 17:00', 'Saturday09:00 – 14:00', 'SundayClosed'])
  })

  it('posts its fields to /contact without the app, never into an address', async () => {
    await renderApp('/contact')
    const form = screen.getByRole('form', { name: 'Send us a message' })
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/contact')
    expect(
      [...form.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name')),
    ).toEqual(Object.keys(MESSAGE))
  })

  it('answers a refused post with the text as typed and why, then sends it fixed', async () => {
    const typed = { ...MESSAGE, email: 'jan(at)example.pl' }
    const { user, api } = await renderApp('/contact', {
      api: (double) => double.on('POST', '/contact/submit', { status: 201, body: RECEIPT }),
      posted: {
        values: typed,
        status: 400,
        detail: 'email must be an e-mail address',
        issues: [{ field: 'email', code: 'format', message: 'email must be an e-mail address' }],
      },
    })
    expect(screen.getByLabelText(/^Name/)).toHaveValue(MESSAGE.name)
    expect(screen.getByLabelText(/^Message/)).toHaveValue(MESSAGE.message)
    expect(screen.getByLabelText(/^Email/)).toHaveValue(typed.email)
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleErrorMessage(
      'Enter a valid e-mail address.',
    )
    await user.clear(screen.getByLabelText(/^Email/))
    await user.type(screen.getByLabelText(/^Email/), MESSAGE.email)
    await send(user)
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!')
    expect(api.calls.filter((c) => c.path === '/contact/submit')).toEqual([
      expect.objectContaining({ body: MESSAGE }),
    ])
  })

  it('a refused post naming no field says why beside the button', async () => {
    const { detail } = THROTTLED
    await renderApp('/contact', {
      posted: { values: MESSAGE, status: 429, detail, issues: [] },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(detail)
    expect(screen.getByLabelText(/^Subject/)).toHaveValue(MESSAGE.subject)
  })

  it("a coded refusal of a post is said in the page's language", async () => {
    await renderApp('/contact', {
      language: 'de',
      posted: {
        values: MESSAGE,
        status: 503,
        issues: [],
        detail: 'The database is not answering; please try again shortly',
        code: 'databaseAway',
        params: {},
      },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Datenbank antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
    )
    expect(screen.getByLabelText(/^Betreff/)).toHaveValue(MESSAGE.subject)
  })

  it('says a message posted without the app was sent, until a field is edited', async () => {
    const { user } = await renderApp('/contact?sent=1')
    expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully!')
    await user.type(screen.getByLabelText(/^Name/), 'J')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('translates the business hours', async () => {
    await renderApp('/contact', { language: 'de' })
    const hours = screen.getByRole('region', { name: 'Öffnungszeiten' })
    expect(within(hours).getAllByRole('row')[0]).toHaveTextContent('Montag–Freitag8:00–17:00')
    expect(within(hours).getByText('Geschlossen')).toBeVisible()
  })
})

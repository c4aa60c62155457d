import type { PostedForm } from '@sog/contract'
import { createContext, useContext } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * A form the browser posted without the app, which the server refused and answered with this
 * page (docs/decisions/0167-posted-forms.md): what was typed and why it was refused. It belongs
 * to the page that answered the post, the router's first location, not to a later visit of the
 * same screen.
 */
const PostedFormContext = createContext<PostedForm | null>(null)

export const PostedFormProvider = PostedFormContext.Provider

export function usePostedForm(): PostedForm | null {
  const posted = useContext(PostedFormContext)
  const { key } = useLocation()
  return key === 'default' ? posted : null
}

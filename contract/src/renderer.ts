import type { Language } from './rules/countries'
import type { FieldIssue } from './schemas/field-issue'

/**
 * What the web app's server renderer (web/src/entry-server.tsx, built into `web/dist-ssr`)
 * offers the front server, which loads it: both sides are typed by this (docs/api.md, "Rendered
 * pages").
 */
export type PagePlan = {
  /** The /api reads (as SWR keys, without `/api`) the page's routes name (docs/data-path.md). */
  data: string[]
  /**
   * What the page's HTML depends on besides language, country and data: its path and query
   * (the catalogue's filters, the header's search); one for every unknown path (Not Found).
   */
  key: string
}

/**
 * A form the browser posted without the app (the contact form, docs/decisions/0167-posted-forms.md)
 * that the server refused: the page is rendered again with what was typed and why it was refused.
 */
export type PostedForm = {
  /** The fields as typed, by name. */
  values: Record<string, string>
  status: number
  /** The refusal's `detail`, when it gave one. */
  detail: string | null
  /** Its code and parameters, when it has them: the page says it in the visitor's language. */
  code?: string
  params?: Record<string, string | number>
  /** Each invalid field, with its stable code (docs/api.md). */
  issues: FieldIssue[]
}

export type PageRequest = {
  /** Path and query. */
  url: string
  origin: string
  language: Language
  country: string
  /** The answers the plan named; a key missing (its call failed) is fetched by the browser. */
  data: Record<string, unknown>
  /** index.html of the client build. */
  template: string
  /** A refused form post the page answers (never kept). */
  posted?: PostedForm
}

export type RenderedHtml = { status: number; html: string }

export type PageRenderer = {
  /** How the page at `url` is rendered, or null for a screen the browser renders alone. */
  planPage: (url: string, country: string, language: Language) => Promise<PagePlan | null>
  renderPage: (request: PageRequest) => Promise<RenderedHtml>
  /**
   * The shell (`template`, index.html of the client build) in `language`, as `<html lang>`: for
   * the screens the browser renders alone (`staff`: the admin's and the dealers'), with what
   * they say where the browser runs no script; else for a public page the server could not
   * render (docs/decisions/0195-shell-language.md).
   */
  renderShell: (template: string, language: Language, staff: boolean) => Promise<string>
}

/** The renderer's file inside the web app's server build. */
export const RENDERER_FILE = 'entry-server.js'

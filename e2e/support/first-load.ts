/**
 * The JavaScript a rendered page loads to become the app: issue 12's first-load budget, counted
 * the same way by `npm run bench:web` and the budget test in `rendered.spec.ts`.
 *
 * The scripts the HTML names (the starter, web/src/main.tsx), the app the starter asks for once
 * the page has loaded (its dynamic import), and every chunk those import statically, followed
 * to the end, with the texts they load in the page's language (`<html lang>`: the locale chunks
 * `<lang>-<hash>.js` they import dynamically, web/src/lib/i18n/index.ts). The lazy screens' chunks,
 * asked for by the app's own dynamic imports, are not in it. Returns the scripts' paths.
 */
export async function firstLoadScripts(
  html: string,
  pageUrl: string,
  read: (url: string) => Promise<string>,
): Promise<string[]> {
  const named = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
  ].map((match) => new URL(match[1]!, pageUrl).href)
  const language = /<html\b[^>]*\blang="([a-z]{2})"/.exec(html)?.[1]
  const texts = new RegExp(`/${language ?? 'none'}-[\\w-]+\\.js$`)
  const seen = new Set<string>()
  const visit = async (url: string, followDynamic: boolean): Promise<void> => {
    if (seen.has(url)) return
    seen.add(url)
    const code = await read(url)
    // `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; a dynamic
    // `import("./x.js")` from the starter, and of the page's language texts from any chunk.
    const imports = [
      ...code.matchAll(
        /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g,
      ),
    ]
    const dynamic = [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)]
    if (followDynamic) imports.push(...dynamic)
    else imports.push(...dynamic.filter((match) => texts.test(match[1]!)))
    for (const match of imports) await visit(new URL(match[1]!, url).href, false)
  }
  for (const url of named) await visit(url, true)
  return [...seen].map((url) => new URL(url).pathname)
}

/**
 * The JavaScript a rendered page loads to become the app: issue 12's first-load budget, counted
 * the same way by `npm run bench:web` and the budget test in `rendered.spec.ts`.
 *
 * The scripts the HTML names (the starter, web/src/main.tsx), the app the starter asks for once
 * the page has loaded (its dynamic import), and every chunk those import statically, followed
 * to the end. The lazy screens' chunks, asked for by the app's own dynamic imports, are not in it.
 * Returns the scripts' paths.
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
  const seen = new Set<string>()
  const visit = async (url: string, followDynamic: boolean): Promise<void> => {
    if (seen.has(url)) return
    seen.add(url)
    const code = await read(url)
    // `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; a dynamic
    // `import("./x.js")` only from the starter.
    const imports = [
      ...code.matchAll(
        /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g,
      ),
    ]
    if (followDynamic) imports.push(...code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g))
    for (const match of imports) await visit(new URL(match[1]!, url).href, false)
  }
  for (const url of named) await visit(url, true)
  return [...seen].map((url) => new URL(url).pathname)
}

import { Alert } from '@chakra-ui/react'

/**
 * Said only where the browser runs no script: what this part of the page needs to show (a list
 * kept in the browser, issue 29). A script-running browser never shows `<noscript>`, and React
 * leaves its contents alone when the app takes the page over.
 */
export function NeedsScriptNote({ text }: { text: string }) {
  return (
    <noscript>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{text}</Alert.Title>
      </Alert.Root>
    </noscript>
  )
}

import { SPREADSHEETS, type Language } from '@sog/contract'

/**
 * A chosen CSV file's text: UTF-8 when it is (a byte-order mark or not), else the code page a
 * spreadsheet in the dealer's language saves plain "CSV" in, so a name with Polish or French
 * letters reads as typed (docs/decisions/0198-spreadsheet-stock-files.md).
 */
export async function readCsvFile(file: Blob, language: Language): Promise<string> {
  const bytes = await file.arrayBuffer()
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder(SPREADSHEETS[language].codePage).decode(bytes)
  }
}

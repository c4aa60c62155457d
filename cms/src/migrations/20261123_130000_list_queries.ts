import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (no change to Payload's schema): what the paged dealer, contact and inventory
// lists need (docs/decisions.md, "Paged lists"). The extensions and `sog_unaccent` are the
// catalogue's (migration 20261123_124000_catalogue_queries); they are created here too, with
// IF NOT EXISTS / OR REPLACE, so the two migrations run in either order. Searches compare
// `sog_unaccent(column) ILIKE sog_unaccent(pattern)`, which these trigram indexes serve.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE OR REPLACE FUNCTION sog_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT unaccent('unaccent'::regdictionary, $1) $$;
  CREATE INDEX IF NOT EXISTS "firearms_name_trgm_idx" ON "firearms" USING gin (sog_unaccent("name") gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "firearms_caliber_trgm_idx" ON "firearms" USING gin (sog_unaccent("caliber") gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "dealers_search_trgm_idx" ON "dealers" USING gin ((sog_unaccent("name" || ' ' || "city" || ' ' || "email" || ' ' || "username")) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "dealers_name_sort_idx" ON "dealers" USING btree ("name", "id");
  CREATE INDEX IF NOT EXISTS "contacts_search_trgm_idx" ON "contacts" USING gin ((sog_unaccent("name" || ' ' || "email" || ' ' || "subject")) gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "contacts_search_trgm_idx";
  DROP INDEX IF EXISTS "dealers_name_sort_idx";
  DROP INDEX IF EXISTS "dealers_search_trgm_idx";`)
}

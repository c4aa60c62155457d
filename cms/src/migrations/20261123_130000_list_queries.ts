import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (no change to Payload's schema): what the paged dealer, contact and inventory
// lists need (docs/decisions/0111-accent-search.md). The extensions and `public.sog_unaccent` come
// from the catalogue's migration (20261123_124000_catalogue_queries), which runs before this one.
// Everything is named by schema: PostgreSQL 17 and later build indexes with a search_path of
// pg_catalog only. Searches compare `sog_unaccent(column) ILIKE sog_unaccent(pattern)`, which
// these trigram indexes serve.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "dealers_search_trgm_idx" ON "dealers" USING gin ((public.sog_unaccent("name" || ' ' || "city" || ' ' || "email" || ' ' || "username")) public.gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "dealers_name_sort_idx" ON "dealers" USING btree ("name", "id");
  CREATE INDEX IF NOT EXISTS "contacts_search_trgm_idx" ON "contacts" USING gin ((public.sog_unaccent("name" || ' ' || "email" || ' ' || "subject")) public.gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "contacts_search_trgm_idx";
  DROP INDEX IF EXISTS "dealers_name_sort_idx";
  DROP INDEX IF EXISTS "dealers_search_trgm_idx";`)
}

import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (no change to Payload's schema): the catalogue search reads the category and
// the system type too (docs/decisions/0200-search-in-the-readers-words.md), and an accent- and
// case-insensitive containment on a column without its trigram index turns every search into a
// scan of the whole table, as 20261123_124000_catalogue_queries explains for name and caliber.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "firearms_category_trgm_idx" ON "firearms" USING gin (public.sog_unaccent("category") public.gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "firearms_system_type_trgm_idx" ON "firearms" USING gin (public.sog_unaccent("system_type") public.gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "firearms_system_type_trgm_idx";
  DROP INDEX IF EXISTS "firearms_category_trgm_idx";`)
}

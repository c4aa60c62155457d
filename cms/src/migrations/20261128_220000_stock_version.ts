import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (no schema change for Payload): a second counter beside the public data
// version, bumped by every statement that changes dealers' stock. Only the answers and pages
// that show stock ("where to buy") compare it, so a dealer's stock save does not empty the
// front caches of the catalogue (docs/decisions/0165-stock-version.md).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "public_data_version" ADD COLUMN "stock_version" bigint NOT NULL DEFAULT 0;
  CREATE FUNCTION "bump_stock_version"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "public_data_version" SET "stock_version" = "stock_version" + 1 WHERE "id" = 1;
    RETURN NULL;
  END
  $$;
  CREATE TRIGGER "inventory_bumps_stock_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inventory" FOR EACH STATEMENT EXECUTE FUNCTION "bump_stock_version"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "inventory_bumps_stock_version" ON "inventory";
  DROP FUNCTION IF EXISTS "bump_stock_version"();
  ALTER TABLE "public_data_version" DROP COLUMN IF EXISTS "stock_version";`)
}

import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (no schema change for Payload): a counter that every statement changing
// public catalogue data bumps, inside the writer's own transaction. Servers compare it with
// the version of their cached /api responses, so a change is seen at once by every process.
const TABLES = [
  'firearms',
  'firearms_gallery',
  'media',
  'filter_options',
  'dealers',
  'dealers_texts',
  'settings',
  'settings_multiple_locations',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "public_data_version" (
    "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
    "version" bigint NOT NULL DEFAULT 0
  );
  INSERT INTO "public_data_version" ("id", "version") VALUES (1, 0);
  CREATE FUNCTION "bump_public_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "public_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
    RETURN NULL;
  END
  $$;`)
  for (const table of TABLES) {
    await db.execute(
      sql.raw(
        `CREATE TRIGGER "${table}_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();`,
      ),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${table}_bumps_public_data_version" ON "${table}";`))
  }
  await db.execute(sql`
  DROP FUNCTION IF EXISTS "bump_public_data_version"();
  DROP TABLE IF EXISTS "public_data_version";`)
}

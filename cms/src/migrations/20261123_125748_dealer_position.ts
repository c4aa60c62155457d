import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealers" ADD COLUMN "latitude" numeric;
  ALTER TABLE "dealers" ADD COLUMN "longitude" numeric;
  ALTER TABLE "_dealers_v" ADD COLUMN "version_latitude" numeric;
  ALTER TABLE "_dealers_v" ADD COLUMN "version_longitude" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealers" DROP COLUMN "latitude";
  ALTER TABLE "dealers" DROP COLUMN "longitude";
  ALTER TABLE "_dealers_v" DROP COLUMN "version_latitude";
  ALTER TABLE "_dealers_v" DROP COLUMN "version_longitude";`)
}

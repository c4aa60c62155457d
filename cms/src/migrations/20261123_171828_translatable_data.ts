import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'pl', 'it', 'de', 'fr');
  CREATE TABLE "firearms_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_firearms_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "filter_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_barrel" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_upper" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_lower" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_bolt" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_gas_block" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_gas_system" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_color" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_charging_handle" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_safety" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_stock" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_weight" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_it_included" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_barrel" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_upper" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_lower" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_bolt" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_gas_block" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_gas_system" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_color" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_charging_handle" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_safety" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_stock" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_weight" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_de_included" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_barrel" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_upper" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_lower" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_bolt" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_gas_block" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_gas_system" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_color" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_charging_handle" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_safety" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_stock" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_weight" varchar;
  ALTER TABLE "firearms" ADD COLUMN "specifications_fr_included" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_barrel" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_upper" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_lower" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_bolt" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_gas_block" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_gas_system" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_color" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_charging_handle" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_safety" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_stock" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_weight" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_it_included" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_barrel" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_upper" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_lower" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_bolt" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_gas_block" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_gas_system" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_color" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_charging_handle" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_safety" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_stock" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_weight" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_de_included" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_barrel" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_upper" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_lower" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_bolt" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_gas_block" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_gas_system" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_color" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_charging_handle" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_safety" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_stock" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_weight" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_specifications_fr_included" varchar;
  ALTER TABLE "firearms_locales" ADD CONSTRAINT "firearms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."firearms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_firearms_v_locales" ADD CONSTRAINT "_firearms_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_firearms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "filter_options_locales" ADD CONSTRAINT "filter_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."filter_options"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "firearms_locales_locale_parent_id_unique" ON "firearms_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_firearms_v_locales_locale_parent_id_unique" ON "_firearms_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "filter_options_locales_locale_parent_id_unique" ON "filter_options_locales" USING btree ("_locale","_parent_id");
  -- Written by hand: the stored descriptions become the English ones, nothing is lost.
  INSERT INTO "firearms_locales" ("description", "_locale", "_parent_id")
    SELECT "description", 'en', "id" FROM "firearms" WHERE "description" IS NOT NULL;
  INSERT INTO "_firearms_v_locales" ("version_description", "_locale", "_parent_id")
    SELECT "version_description", 'en', "id" FROM "_firearms_v" WHERE "version_description" IS NOT NULL;
  ALTER TABLE "firearms" DROP COLUMN "description";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_description";
  -- A translation is public data: its writes bump the version the front caches compare
  -- (migration 20261122_063500_public_data_version).
  CREATE TRIGGER "firearms_locales_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."firearms_locales" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_public_data_version"();
  CREATE TRIGGER "filter_options_locales_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."filter_options_locales" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_public_data_version"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Written by hand: the English descriptions go back into their columns first (the other
  // languages' are dropped with the tables, as is every option's translated name).
  await db.execute(sql`
   ALTER TABLE "firearms" ADD COLUMN "description" varchar;
  ALTER TABLE "_firearms_v" ADD COLUMN "version_description" varchar;
  UPDATE "firearms" f SET "description" = l."description"
    FROM "firearms_locales" l WHERE l."_parent_id" = f."id" AND l."_locale" = 'en';
  UPDATE "_firearms_v" v SET "version_description" = l."version_description"
    FROM "_firearms_v_locales" l WHERE l."_parent_id" = v."id" AND l."_locale" = 'en';`)
  await db.execute(sql`
   DROP TABLE "firearms_locales" CASCADE;
  DROP TABLE "_firearms_v_locales" CASCADE;
  DROP TABLE "filter_options_locales" CASCADE;
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_barrel";
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_upper";
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_lower";
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_bolt";
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_gas_block";
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_gas_system";
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_color";
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_charging_handle";
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_safety";
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_stock";
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_weight";
  ALTER TABLE "firearms" DROP COLUMN "specifications_it_included";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_barrel";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_upper";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_lower";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_bolt";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_gas_block";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_gas_system";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_color";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_charging_handle";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_safety";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_stock";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_weight";
  ALTER TABLE "firearms" DROP COLUMN "specifications_de_included";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_barrel";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_upper";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_lower";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_bolt";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_gas_block";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_gas_system";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_color";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_charging_handle";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_safety";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_stock";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_weight";
  ALTER TABLE "firearms" DROP COLUMN "specifications_fr_included";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_barrel";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_upper";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_lower";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_bolt";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_gas_block";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_gas_system";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_color";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_charging_handle";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_safety";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_stock";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_weight";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_it_included";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_barrel";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_upper";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_lower";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_bolt";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_gas_block";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_gas_system";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_color";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_charging_handle";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_safety";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_stock";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_weight";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_de_included";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_barrel";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_upper";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_lower";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_bolt";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_gas_block";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_gas_system";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_color";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_charging_handle";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_safety";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_stock";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_weight";
  ALTER TABLE "_firearms_v" DROP COLUMN "version_specifications_fr_included";
  DROP TYPE "public"."_locales";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The company's exchange rates (docs/decisions/0143-one-currency.md): 1 EUR in PLN and in
// USD, each optional. Payload's field rule bounds them (above 0, at most 10000, 4 decimals); the
// CHECKs hold the range for any other writer, since the catalogue's SQL divides by them.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "settings" ADD COLUMN "exchange_rates_pln" numeric;
  ALTER TABLE "settings" ADD COLUMN "exchange_rates_usd" numeric;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_exchange_rates_pln_range" CHECK ("exchange_rates_pln" > 0 AND "exchange_rates_pln" <= 10000);
  ALTER TABLE "settings" ADD CONSTRAINT "settings_exchange_rates_usd_range" CHECK ("exchange_rates_usd" > 0 AND "exchange_rates_usd" <= 10000);
  ALTER TABLE "_settings_v" ADD COLUMN "version_exchange_rates_pln" numeric;
  ALTER TABLE "_settings_v" ADD COLUMN "version_exchange_rates_usd" numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "settings" DROP COLUMN "exchange_rates_pln";
  ALTER TABLE "settings" DROP COLUMN "exchange_rates_usd";
  ALTER TABLE "_settings_v" DROP COLUMN "version_exchange_rates_pln";
  ALTER TABLE "_settings_v" DROP COLUMN "version_exchange_rates_usd";`)
}

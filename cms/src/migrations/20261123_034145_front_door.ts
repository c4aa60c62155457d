import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Generated (the per-account lock's columns go: logins are throttled per username and client
// at the front server), plus by hand the table rate-limiter-flexible keeps its counters in,
// shared by every server process (its RateLimiterPostgres layout).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "dealers" DROP COLUMN "login_attempts";
  ALTER TABLE "dealers" DROP COLUMN "lock_until";
  ALTER TABLE "admins" DROP COLUMN "login_attempts";
  ALTER TABLE "admins" DROP COLUMN "lock_until";
  CREATE TABLE "rate_limits" (
    "key" varchar(255) PRIMARY KEY,
    "points" integer NOT NULL DEFAULT 0,
    "expire" bigint
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "rate_limits";
  ALTER TABLE "dealers" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "dealers" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "admins" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "admins" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site's own run-time tables, each in its own schema outside `public` (Payload's development schema push compares
 * only `public` with the collections, so it never offers to drop them): the rate limits' counters
 * (`src/lib/platform/rateLimit.ts`), the leads' recent fingerprints (`src/lib/leads/dedupe.ts`) and the no-JS forms'
 * drafts (`src/lib/leads/formDraft.ts`). They were created on first use until now, hence `IF NOT EXISTS`: a database
 * that has them already keeps them and their rows. Development (schema push) runs this `up` too (scripts/lib/boot-payload.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE SCHEMA IF NOT EXISTS "rate_limits";
  CREATE TABLE IF NOT EXISTS "rate_limits"."counters" (
  	"key" varchar(255) PRIMARY KEY NOT NULL,
  	"points" integer DEFAULT 0 NOT NULL,
  	"expire" bigint
  );
  CREATE SCHEMA IF NOT EXISTS "lead_dedupe";
  CREATE TABLE IF NOT EXISTS "lead_dedupe"."recent" (
  	"key" varchar(64) PRIMARY KEY NOT NULL,
  	"lead_id" varchar(64),
  	"expires" bigint NOT NULL
  );
  CREATE SCHEMA IF NOT EXISTS "lead_drafts";
  CREATE TABLE IF NOT EXISTS "lead_drafts"."drafts" (
  	"id" varchar(32) PRIMARY KEY NOT NULL,
  	"kind" varchar(16) NOT NULL,
  	"values" jsonb NOT NULL,
  	"expires" bigint NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "lead_drafts"."drafts";
  DROP SCHEMA IF EXISTS "lead_drafts";
  DROP TABLE IF EXISTS "lead_dedupe"."recent";
  DROP SCHEMA IF EXISTS "lead_dedupe";
  DROP TABLE IF EXISTS "rate_limits"."counters";
  DROP SCHEMA IF EXISTS "rate_limits";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_measuring_appointments_privacy_state" AS ENUM('accounts', 'anonymised');
  CREATE TYPE "public"."enum_quote_requests_privacy_state" AS ENUM('accounts', 'anonymised');
  CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('erasure-request', 'erasure', 'copy');
  CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('open', 'done');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'retention' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'retention' BEFORE 'createCollectionExport';
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_privacy_requests_kind" NOT NULL,
  	"status" "enum_privacy_requests_status",
  	"contact" varchar,
  	"by_id" integer,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "measuring_appointments" ADD COLUMN "privacy_state" "enum_measuring_appointments_privacy_state";
  ALTER TABLE "measuring_appointments" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "privacy_state" "enum_quote_requests_privacy_state";
  ALTER TABLE "quote_requests" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "retention_lead_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_order_years" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_rate_limit_days" numeric DEFAULT 7 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_acceptance_address_years" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_requests_by_idx" ON "privacy_requests" USING btree ("by_id");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "measuring_appointments_privacy_state_idx" ON "measuring_appointments" USING btree ("privacy_state");
  CREATE INDEX "quote_requests_privacy_state_idx" ON "quote_requests" USING btree ("privacy_state");
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'morningDigest', 'visitReminder', 'createCollectionExport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'morningDigest', 'visitReminder', 'createCollectionExport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "measuring_appointments_privacy_state_idx";
  DROP INDEX "quote_requests_privacy_state_idx";
  DROP INDEX "payload_locked_documents_rels_privacy_requests_id_idx";
  ALTER TABLE "measuring_appointments" DROP COLUMN "privacy_state";
  ALTER TABLE "measuring_appointments" DROP COLUMN "anonymised_at";
  ALTER TABLE "quote_requests" DROP COLUMN "privacy_state";
  ALTER TABLE "quote_requests" DROP COLUMN "anonymised_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  ALTER TABLE "site_settings" DROP COLUMN "retention_lead_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_order_years";
  ALTER TABLE "site_settings" DROP COLUMN "retention_rate_limit_days";
  ALTER TABLE "site_settings" DROP COLUMN "retention_acceptance_address_years";
  DROP TYPE "public"."enum_measuring_appointments_privacy_state";
  DROP TYPE "public"."enum_quote_requests_privacy_state";
  DROP TYPE "public"."enum_privacy_requests_kind";
  DROP TYPE "public"."enum_privacy_requests_status";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_measuring_appointments_status_history_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_measuring_appointments_channel" AS ENUM('campaign', 'search', 'referral', 'direct', 'staff');
  CREATE TYPE "public"."enum_quote_requests_status_history_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  CREATE TYPE "public"."enum_quote_requests_channel" AS ENUM('campaign', 'search', 'referral', 'direct', 'staff');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'morningDigest' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'morningDigest' BEFORE 'createCollectionExport';
  CREATE TABLE "measuring_appointments_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_measuring_appointments_status_history_status" NOT NULL,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"changed_by_id" integer
  );
  
  CREATE TABLE "quote_requests_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_quote_requests_status_history_status" NOT NULL,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"changed_by_id" integer
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "measuring_appointments" ADD COLUMN "respond_by" timestamp(3) with time zone;
  ALTER TABLE "measuring_appointments" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "measuring_appointments" ADD COLUMN "channel" "enum_measuring_appointments_channel";
  ALTER TABLE "measuring_appointments" ADD COLUMN "referrer_host" varchar;
  ALTER TABLE "measuring_appointments" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "measuring_appointments" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "measuring_appointments" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "respond_by" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "channel" "enum_quote_requests_channel";
  ALTER TABLE "quote_requests" ADD COLUMN "referrer_host" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "lead_times_follow_up_days" numeric DEFAULT 7 NOT NULL;
  ALTER TABLE "measuring_appointments_status_history" ADD CONSTRAINT "measuring_appointments_status_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "measuring_appointments_status_history" ADD CONSTRAINT "measuring_appointments_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."measuring_appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests_status_history" ADD CONSTRAINT "quote_requests_status_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests_status_history" ADD CONSTRAINT "quote_requests_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "measuring_appointments_status_history_order_idx" ON "measuring_appointments_status_history" USING btree ("_order");
  CREATE INDEX "measuring_appointments_status_history_parent_id_idx" ON "measuring_appointments_status_history" USING btree ("_parent_id");
  CREATE INDEX "measuring_appointments_status_history_changed_by_idx" ON "measuring_appointments_status_history" USING btree ("changed_by_id");
  CREATE INDEX "quote_requests_status_history_order_idx" ON "quote_requests_status_history" USING btree ("_order");
  CREATE INDEX "quote_requests_status_history_parent_id_idx" ON "quote_requests_status_history" USING btree ("_parent_id");
  CREATE INDEX "quote_requests_status_history_changed_by_idx" ON "quote_requests_status_history" USING btree ("changed_by_id");
  CREATE INDEX "measuring_appointments_respond_by_idx" ON "measuring_appointments" USING btree ("respond_by");
  CREATE INDEX "measuring_appointments_landing_page_idx" ON "measuring_appointments" USING btree ("landing_page");
  CREATE INDEX "measuring_appointments_channel_idx" ON "measuring_appointments" USING btree ("channel");
  CREATE INDEX "quote_requests_respond_by_idx" ON "quote_requests" USING btree ("respond_by");
  CREATE INDEX "quote_requests_landing_page_idx" ON "quote_requests" USING btree ("landing_page");
  CREATE INDEX "quote_requests_channel_idx" ON "quote_requests" USING btree ("channel");`)
  // Leads stored before this migration: reply due at arrival plus the promised hours from Settings.
  await db.execute(sql`
  UPDATE "measuring_appointments" SET "respond_by" = "created_at"
    + make_interval(secs => coalesce((SELECT "lead_times_response_hours" FROM "site_settings" LIMIT 1), 24)::float8 * 3600);
  UPDATE "quote_requests" SET "respond_by" = "created_at"
    + make_interval(secs => coalesce((SELECT "lead_times_response_hours" FROM "site_settings" LIMIT 1), 24)::float8 * 3600);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "measuring_appointments_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "measuring_appointments_status_history" CASCADE;
  DROP TABLE "quote_requests_status_history" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'createCollectionExport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'createCollectionExport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "measuring_appointments_respond_by_idx";
  DROP INDEX "measuring_appointments_landing_page_idx";
  DROP INDEX "measuring_appointments_channel_idx";
  DROP INDEX "quote_requests_respond_by_idx";
  DROP INDEX "quote_requests_landing_page_idx";
  DROP INDEX "quote_requests_channel_idx";
  ALTER TABLE "measuring_appointments" DROP COLUMN "respond_by";
  ALTER TABLE "measuring_appointments" DROP COLUMN "landing_page";
  ALTER TABLE "measuring_appointments" DROP COLUMN "channel";
  ALTER TABLE "measuring_appointments" DROP COLUMN "referrer_host";
  ALTER TABLE "measuring_appointments" DROP COLUMN "utm_source";
  ALTER TABLE "measuring_appointments" DROP COLUMN "utm_medium";
  ALTER TABLE "measuring_appointments" DROP COLUMN "utm_campaign";
  ALTER TABLE "quote_requests" DROP COLUMN "respond_by";
  ALTER TABLE "quote_requests" DROP COLUMN "landing_page";
  ALTER TABLE "quote_requests" DROP COLUMN "channel";
  ALTER TABLE "quote_requests" DROP COLUMN "referrer_host";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_source";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_medium";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_campaign";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "site_settings" DROP COLUMN "lead_times_follow_up_days";
  DROP TYPE "public"."enum_measuring_appointments_status_history_status";
  DROP TYPE "public"."enum_measuring_appointments_channel";
  DROP TYPE "public"."enum_quote_requests_status_history_status";
  DROP TYPE "public"."enum_quote_requests_channel";`)
}

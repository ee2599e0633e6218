import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quotes_decline_reason" AS ENUM('price', 'timing', 'elsewhere', 'other');
  CREATE TYPE "public"."enum__quotes_v_version_decline_reason" AS ENUM('price', 'timing', 'elsewhere', 'other');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'quoteFollowUp' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'quoteFollowUp' BEFORE 'createCollectionExport';
  ALTER TABLE "quotes" ADD COLUMN "follow_ups_stopped" boolean DEFAULT false;
  ALTER TABLE "quotes" ADD COLUMN "follow_ups_sent" numeric DEFAULT 0;
  ALTER TABLE "quotes" ADD COLUMN "follow_ups_last_sent_at" timestamp(3) with time zone;
  ALTER TABLE "quotes" ADD COLUMN "decline_reason" "enum_quotes_decline_reason";
  ALTER TABLE "quotes" ADD COLUMN "decline_declined_at" timestamp(3) with time zone;
  ALTER TABLE "quotes" ADD COLUMN "decline_words" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_follow_ups_stopped" boolean DEFAULT false;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_follow_ups_sent" numeric DEFAULT 0;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_follow_ups_last_sent_at" timestamp(3) with time zone;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_decline_reason" "enum__quotes_v_version_decline_reason";
  ALTER TABLE "_quotes_v" ADD COLUMN "version_decline_declined_at" timestamp(3) with time zone;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_decline_words" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "orders_quote_follow_up_days" varchar DEFAULT '2, 5, 10';
  CREATE INDEX "quotes_decline_decline_reason_idx" ON "quotes" USING btree ("decline_reason");
  CREATE INDEX "_quotes_v_version_decline_version_decline_reason_idx" ON "_quotes_v" USING btree ("version_decline_reason");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'morningDigest', 'visitReminder', 'fittingReminder', 'reviewRequest', 'retention', 'quoteExpiry', 'balanceReminder', 'createCollectionExport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'morningDigest', 'visitReminder', 'fittingReminder', 'reviewRequest', 'retention', 'quoteExpiry', 'balanceReminder', 'createCollectionExport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "quotes_decline_decline_reason_idx";
  DROP INDEX "_quotes_v_version_decline_version_decline_reason_idx";
  ALTER TABLE "quotes" DROP COLUMN "follow_ups_stopped";
  ALTER TABLE "quotes" DROP COLUMN "follow_ups_sent";
  ALTER TABLE "quotes" DROP COLUMN "follow_ups_last_sent_at";
  ALTER TABLE "quotes" DROP COLUMN "decline_reason";
  ALTER TABLE "quotes" DROP COLUMN "decline_declined_at";
  ALTER TABLE "quotes" DROP COLUMN "decline_words";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_follow_ups_stopped";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_follow_ups_sent";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_follow_ups_last_sent_at";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_decline_reason";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_decline_declined_at";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_decline_words";
  ALTER TABLE "site_settings" DROP COLUMN "orders_quote_follow_up_days";
  DROP TYPE "public"."enum_quotes_decline_reason";
  DROP TYPE "public"."enum__quotes_v_version_decline_reason";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quotes_payments_method" AS ENUM('bank-transfer', 'cash', 'cheque');
  CREATE TYPE "public"."enum__quotes_v_version_payments_method" AS ENUM('bank-transfer', 'cash', 'cheque');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'balanceReminder' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'balanceReminder' BEFORE 'createCollectionExport';
  CREATE TABLE "quotes_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount_pence" numeric,
  	"paid_on" timestamp(3) with time zone,
  	"method" "enum_quotes_payments_method" DEFAULT 'bank-transfer',
  	"recorded_by" varchar
  );
  
  CREATE TABLE "_quotes_v_version_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount_pence" numeric,
  	"paid_on" timestamp(3) with time zone,
  	"method" "enum__quotes_v_version_payments_method" DEFAULT 'bank-transfer',
  	"recorded_by" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "bank_details_changes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"changed_at" timestamp(3) with time zone,
  	"changed_by" varchar,
  	"summary" varchar
  );
  
  CREATE TABLE "bank_details" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_name" varchar,
  	"sort_code" varchar,
  	"account_number" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "quotes" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  ALTER TABLE "quotes" ADD COLUMN "confirmation_reference" varchar;
  ALTER TABLE "quotes" ADD COLUMN "confirmation_balance_due" varchar;
  ALTER TABLE "quotes" ADD COLUMN "confirmation_account_name" varchar;
  ALTER TABLE "quotes" ADD COLUMN "confirmation_sort_code" varchar;
  ALTER TABLE "quotes" ADD COLUMN "confirmation_account_number" varchar;
  ALTER TABLE "quotes" ADD COLUMN "confirmation_cancellation_terms" varchar;
  ALTER TABLE "quotes" ADD COLUMN "account_paid_pence" numeric;
  ALTER TABLE "quotes" ADD COLUMN "account_deposit_outstanding_pence" numeric;
  ALTER TABLE "quotes" ADD COLUMN "account_balance_outstanding_pence" numeric;
  ALTER TABLE "quotes" ADD COLUMN "account_outstanding_pence" numeric;
  ALTER TABLE "quotes" ADD COLUMN "account_deposit_received" boolean;
  ALTER TABLE "quotes" ADD COLUMN "account_last_paid_on" timestamp(3) with time zone;
  ALTER TABLE "quotes" ADD COLUMN "balance_reminders_stopped" boolean DEFAULT false;
  ALTER TABLE "quotes" ADD COLUMN "balance_reminders_sent" numeric DEFAULT 0;
  ALTER TABLE "quotes" ADD COLUMN "balance_reminders_last_sent_at" timestamp(3) with time zone;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_confirmation_sent_at" timestamp(3) with time zone;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_confirmation_reference" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_confirmation_balance_due" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_confirmation_account_name" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_confirmation_sort_code" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_confirmation_account_number" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_confirmation_cancellation_terms" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_account_paid_pence" numeric;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_account_deposit_outstanding_pence" numeric;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_account_balance_outstanding_pence" numeric;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_account_outstanding_pence" numeric;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_account_deposit_received" boolean;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_account_last_paid_on" timestamp(3) with time zone;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_balance_reminders_stopped" boolean DEFAULT false;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_balance_reminders_sent" numeric DEFAULT 0;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_balance_reminders_last_sent_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "orders_cancellation_terms" varchar DEFAULT 'Your blinds are made to measure for your windows, so once we have ordered them they cannot be sold to anyone else and the 14-day cancellation period does not apply to them (Consumer Contracts Regulations 2013, regulation 28(1)(b)). You may cancel free of charge until we order your blinds, which we do on the working day after your deposit arrives: call or e-mail us and we refund your deposit in full. After that the deposit pays for the materials and work already ordered and is not refunded. If we cannot fit your blinds, we refund everything you have paid. None of this affects your rights if a blind is faulty or not as described.' NOT NULL;
  ALTER TABLE "quotes_payments" ADD CONSTRAINT "quotes_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quotes_v_version_payments" ADD CONSTRAINT "_quotes_v_version_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quotes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bank_details_changes" ADD CONSTRAINT "bank_details_changes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bank_details"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quotes_payments_order_idx" ON "quotes_payments" USING btree ("_order");
  CREATE INDEX "quotes_payments_parent_id_idx" ON "quotes_payments" USING btree ("_parent_id");
  CREATE INDEX "_quotes_v_version_payments_order_idx" ON "_quotes_v_version_payments" USING btree ("_order");
  CREATE INDEX "_quotes_v_version_payments_parent_id_idx" ON "_quotes_v_version_payments" USING btree ("_parent_id");
  CREATE INDEX "bank_details_changes_order_idx" ON "bank_details_changes" USING btree ("_order");
  CREATE INDEX "bank_details_changes_parent_id_idx" ON "bank_details_changes" USING btree ("_parent_id");
  CREATE INDEX "quotes_account_account_deposit_received_idx" ON "quotes" USING btree ("account_deposit_received");
  CREATE INDEX "_quotes_v_version_account_version_account_deposit_receiv_idx" ON "_quotes_v" USING btree ("version_account_deposit_received");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quotes_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quotes_v_version_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bank_details_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bank_details" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quotes_payments" CASCADE;
  DROP TABLE "_quotes_v_version_payments" CASCADE;
  DROP TABLE "bank_details_changes" CASCADE;
  DROP TABLE "bank_details" CASCADE;
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'morningDigest', 'visitReminder', 'fittingReminder', 'reviewRequest', 'retention', 'quoteExpiry', 'createCollectionExport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'morningDigest', 'visitReminder', 'fittingReminder', 'reviewRequest', 'retention', 'quoteExpiry', 'createCollectionExport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "quotes_account_account_deposit_received_idx";
  DROP INDEX "_quotes_v_version_account_version_account_deposit_receiv_idx";
  ALTER TABLE "quotes" DROP COLUMN "confirmation_sent_at";
  ALTER TABLE "quotes" DROP COLUMN "confirmation_reference";
  ALTER TABLE "quotes" DROP COLUMN "confirmation_balance_due";
  ALTER TABLE "quotes" DROP COLUMN "confirmation_account_name";
  ALTER TABLE "quotes" DROP COLUMN "confirmation_sort_code";
  ALTER TABLE "quotes" DROP COLUMN "confirmation_account_number";
  ALTER TABLE "quotes" DROP COLUMN "confirmation_cancellation_terms";
  ALTER TABLE "quotes" DROP COLUMN "account_paid_pence";
  ALTER TABLE "quotes" DROP COLUMN "account_deposit_outstanding_pence";
  ALTER TABLE "quotes" DROP COLUMN "account_balance_outstanding_pence";
  ALTER TABLE "quotes" DROP COLUMN "account_outstanding_pence";
  ALTER TABLE "quotes" DROP COLUMN "account_deposit_received";
  ALTER TABLE "quotes" DROP COLUMN "account_last_paid_on";
  ALTER TABLE "quotes" DROP COLUMN "balance_reminders_stopped";
  ALTER TABLE "quotes" DROP COLUMN "balance_reminders_sent";
  ALTER TABLE "quotes" DROP COLUMN "balance_reminders_last_sent_at";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_confirmation_sent_at";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_confirmation_reference";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_confirmation_balance_due";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_confirmation_account_name";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_confirmation_sort_code";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_confirmation_account_number";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_confirmation_cancellation_terms";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_account_paid_pence";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_account_deposit_outstanding_pence";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_account_balance_outstanding_pence";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_account_outstanding_pence";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_account_deposit_received";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_account_last_paid_on";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_balance_reminders_stopped";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_balance_reminders_sent";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_balance_reminders_last_sent_at";
  ALTER TABLE "site_settings" DROP COLUMN "orders_cancellation_terms";
  DROP TYPE "public"."enum_quotes_payments_method";
  DROP TYPE "public"."enum__quotes_v_version_payments_method";`)
}

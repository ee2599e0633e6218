import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_measuring_appointments_booking" AS ENUM('request', 'instant');
  CREATE TYPE "public"."enum_availability_working_days" AS ENUM('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat');
  CREATE TYPE "public"."enum_availability_mode" AS ENUM('request', 'instant');
  ALTER TYPE "public"."enum_measuring_appointments_status_history_status" ADD VALUE 'no-show';
  ALTER TYPE "public"."enum_measuring_appointments_status" ADD VALUE 'no-show';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'visitReminder' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'visitReminder' BEFORE 'createCollectionExport';
  CREATE TABLE "availability_working_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_availability_working_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "availability_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "availability" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"mode" "enum_availability_mode" DEFAULT 'request' NOT NULL,
  	"morning" numeric DEFAULT 2 NOT NULL,
  	"afternoon" numeric DEFAULT 2 NOT NULL,
  	"evening" numeric DEFAULT 1 NOT NULL,
  	"weekend" numeric DEFAULT 2 NOT NULL,
  	"weekend_start_hour" numeric DEFAULT 10 NOT NULL,
  	"weekend_end_hour" numeric DEFAULT 16 NOT NULL,
  	"notice_hours" numeric DEFAULT 24 NOT NULL,
  	"book_ahead_days" numeric DEFAULT 28 NOT NULL,
  	"reminder_hours" numeric DEFAULT 24 NOT NULL,
  	"extra_postcodes" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "measuring_appointments" ADD COLUMN "booking" "enum_measuring_appointments_booking" DEFAULT 'request' NOT NULL;
  ALTER TABLE "measuring_appointments" ADD COLUMN "invite_sequence" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "availability_working_days" ADD CONSTRAINT "availability_working_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."availability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "availability_closed_dates" ADD CONSTRAINT "availability_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."availability"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "availability_working_days_order_idx" ON "availability_working_days" USING btree ("order");
  CREATE INDEX "availability_working_days_parent_idx" ON "availability_working_days" USING btree ("parent_id");
  CREATE INDEX "availability_closed_dates_order_idx" ON "availability_closed_dates" USING btree ("_order");
  CREATE INDEX "availability_closed_dates_parent_id_idx" ON "availability_closed_dates" USING btree ("_parent_id");
  CREATE INDEX "measuring_appointments_booking_idx" ON "measuring_appointments" USING btree ("booking");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "availability_working_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "availability_closed_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "availability" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "availability_working_days" CASCADE;
  DROP TABLE "availability_closed_dates" CASCADE;
  DROP TABLE "availability" CASCADE;
  ALTER TABLE "measuring_appointments_status_history" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_measuring_appointments_status_history_status";
  CREATE TYPE "public"."enum_measuring_appointments_status_history_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled');
  ALTER TABLE "measuring_appointments_status_history" ALTER COLUMN "status" SET DATA TYPE "public"."enum_measuring_appointments_status_history_status" USING "status"::"public"."enum_measuring_appointments_status_history_status";
  ALTER TABLE "measuring_appointments" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "measuring_appointments" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_measuring_appointments_status";
  CREATE TYPE "public"."enum_measuring_appointments_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled');
  ALTER TABLE "measuring_appointments" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_measuring_appointments_status";
  ALTER TABLE "measuring_appointments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_measuring_appointments_status" USING "status"::"public"."enum_measuring_appointments_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'morningDigest', 'schedulePublish', 'createCollectionExport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'morningDigest', 'schedulePublish', 'createCollectionExport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "measuring_appointments_booking_idx";
  ALTER TABLE "measuring_appointments" DROP COLUMN "booking";
  ALTER TABLE "measuring_appointments" DROP COLUMN "invite_sequence";
  DROP TYPE "public"."enum_measuring_appointments_booking";
  DROP TYPE "public"."enum_availability_working_days";
  DROP TYPE "public"."enum_availability_mode";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quotes_lines_control_side" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_quotes_lines_safety_device" AS ENUM('cleat', 'tensioner', 'breakaway', 'wand', 'cordless');
  CREATE TYPE "public"."enum_quotes_status" AS ENUM('draft', 'sent', 'accepted', 'fitted', 'declined', 'expired');
  CREATE TYPE "public"."enum__quotes_v_version_lines_control_side" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__quotes_v_version_lines_safety_device" AS ENUM('cleat', 'tensioner', 'breakaway', 'wand', 'cordless');
  CREATE TYPE "public"."enum__quotes_v_version_status" AS ENUM('draft', 'sent', 'accepted', 'fitted', 'declined', 'expired');
  ALTER TYPE "public"."enum_measuring_appointments_status_history_status" ADD VALUE 'quoted';
  ALTER TYPE "public"."enum_measuring_appointments_status_history_status" ADD VALUE 'won';
  ALTER TYPE "public"."enum_measuring_appointments_status_history_status" ADD VALUE 'lost';
  ALTER TYPE "public"."enum_measuring_appointments_status" ADD VALUE 'quoted';
  ALTER TYPE "public"."enum_measuring_appointments_status" ADD VALUE 'won';
  ALTER TYPE "public"."enum_measuring_appointments_status" ADD VALUE 'lost';
  CREATE TABLE "quotes_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"room" varchar,
  	"width_mm" numeric,
  	"drop_mm" numeric,
  	"product_id" integer,
  	"finish" varchar,
  	"control_side" "enum_quotes_lines_control_side",
  	"safety_device" "enum_quotes_lines_safety_device" DEFAULT 'cleat' NOT NULL,
  	"safety_rule" varchar DEFAULT 'BS EN 13120 (cord and chain safety for blinds in homes)',
  	"grid_pence" numeric,
  	"adjustment_pence" numeric DEFAULT 0,
  	"adjustment_reason" varchar
  );
  
  CREATE TABLE "quotes_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"asked_at" timestamp(3) with time zone,
  	"text" varchar
  );
  
  CREATE TABLE "quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appointment_id" integer,
  	"status" "enum_quotes_status" DEFAULT 'draft' NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"customer_email" varchar,
  	"customer_phone" varchar,
  	"address" varchar,
  	"postcode" varchar,
  	"totals_list_pence" numeric,
  	"totals_offer_title" varchar,
  	"totals_offer_saving" numeric,
  	"totals_adjustments_pence" numeric,
  	"totals_total_pence" numeric,
  	"totals_deposit_pence" numeric,
  	"revision" numeric DEFAULT 1,
  	"sent_revision" numeric,
  	"first_sent_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"fitting_date" timestamp(3) with time zone,
  	"fitted_at" timestamp(3) with time zone,
  	"acceptance_accepted_at" timestamp(3) with time zone,
  	"acceptance_name" varchar,
  	"acceptance_client_address" varchar,
  	"acceptance_revision" numeric,
  	"acceptance_hash" varchar,
  	"staff_notes" varchar,
  	"offers" jsonb,
  	"sent_content" jsonb,
  	"content_hash" varchar,
  	"fitting_sequence" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quotes_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_quotes_v_version_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"room" varchar,
  	"width_mm" numeric,
  	"drop_mm" numeric,
  	"product_id" integer,
  	"finish" varchar,
  	"control_side" "enum__quotes_v_version_lines_control_side",
  	"safety_device" "enum__quotes_v_version_lines_safety_device" DEFAULT 'cleat' NOT NULL,
  	"safety_rule" varchar DEFAULT 'BS EN 13120 (cord and chain safety for blinds in homes)',
  	"grid_pence" numeric,
  	"adjustment_pence" numeric DEFAULT 0,
  	"adjustment_reason" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quotes_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"asked_at" timestamp(3) with time zone,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quotes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_appointment_id" integer,
  	"version_status" "enum__quotes_v_version_status" DEFAULT 'draft' NOT NULL,
  	"version_customer_name" varchar NOT NULL,
  	"version_customer_email" varchar,
  	"version_customer_phone" varchar,
  	"version_address" varchar,
  	"version_postcode" varchar,
  	"version_totals_list_pence" numeric,
  	"version_totals_offer_title" varchar,
  	"version_totals_offer_saving" numeric,
  	"version_totals_adjustments_pence" numeric,
  	"version_totals_total_pence" numeric,
  	"version_totals_deposit_pence" numeric,
  	"version_revision" numeric DEFAULT 1,
  	"version_sent_revision" numeric,
  	"version_first_sent_at" timestamp(3) with time zone,
  	"version_sent_at" timestamp(3) with time zone,
  	"version_valid_until" timestamp(3) with time zone,
  	"version_fitting_date" timestamp(3) with time zone,
  	"version_fitted_at" timestamp(3) with time zone,
  	"version_acceptance_accepted_at" timestamp(3) with time zone,
  	"version_acceptance_name" varchar,
  	"version_acceptance_client_address" varchar,
  	"version_acceptance_revision" numeric,
  	"version_acceptance_hash" varchar,
  	"version_staff_notes" varchar,
  	"version_offers" jsonb,
  	"version_sent_content" jsonb,
  	"version_content_hash" varchar,
  	"version_fitting_sequence" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_quotes_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quotes_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "orders_quote_valid_days" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "orders_deposit_percent" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "orders_payment_terms" varchar DEFAULT 'A deposit by bank transfer confirms your order and we start making your blinds. The balance is due on the day of fitting, by bank transfer or cash. We do not take card payments. Our bank details are on your order confirmation; use your quote number as the reference.' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "orders_fitting_reminder_hours" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "orders_review_delay_days" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "quotes_lines" ADD CONSTRAINT "quotes_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes_lines" ADD CONSTRAINT "quotes_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes_questions" ADD CONSTRAINT "quotes_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_appointment_id_measuring_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."measuring_appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes_texts" ADD CONSTRAINT "quotes_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quotes_v_version_lines" ADD CONSTRAINT "_quotes_v_version_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quotes_v_version_lines" ADD CONSTRAINT "_quotes_v_version_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quotes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quotes_v_version_questions" ADD CONSTRAINT "_quotes_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quotes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quotes_v" ADD CONSTRAINT "_quotes_v_parent_id_quotes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quotes_v" ADD CONSTRAINT "_quotes_v_version_appointment_id_measuring_appointments_id_fk" FOREIGN KEY ("version_appointment_id") REFERENCES "public"."measuring_appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quotes_v_texts" ADD CONSTRAINT "_quotes_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_quotes_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quotes_lines_order_idx" ON "quotes_lines" USING btree ("_order");
  CREATE INDEX "quotes_lines_parent_id_idx" ON "quotes_lines" USING btree ("_parent_id");
  CREATE INDEX "quotes_lines_product_idx" ON "quotes_lines" USING btree ("product_id");
  CREATE INDEX "quotes_questions_order_idx" ON "quotes_questions" USING btree ("_order");
  CREATE INDEX "quotes_questions_parent_id_idx" ON "quotes_questions" USING btree ("_parent_id");
  CREATE INDEX "quotes_appointment_idx" ON "quotes" USING btree ("appointment_id");
  CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");
  CREATE INDEX "quotes_postcode_idx" ON "quotes" USING btree ("postcode");
  CREATE INDEX "quotes_fitting_date_idx" ON "quotes" USING btree ("fitting_date");
  CREATE INDEX "quotes_updated_at_idx" ON "quotes" USING btree ("updated_at");
  CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");
  CREATE INDEX "quotes_texts_order_parent" ON "quotes_texts" USING btree ("order","parent_id");
  CREATE INDEX "_quotes_v_version_lines_order_idx" ON "_quotes_v_version_lines" USING btree ("_order");
  CREATE INDEX "_quotes_v_version_lines_parent_id_idx" ON "_quotes_v_version_lines" USING btree ("_parent_id");
  CREATE INDEX "_quotes_v_version_lines_product_idx" ON "_quotes_v_version_lines" USING btree ("product_id");
  CREATE INDEX "_quotes_v_version_questions_order_idx" ON "_quotes_v_version_questions" USING btree ("_order");
  CREATE INDEX "_quotes_v_version_questions_parent_id_idx" ON "_quotes_v_version_questions" USING btree ("_parent_id");
  CREATE INDEX "_quotes_v_parent_idx" ON "_quotes_v" USING btree ("parent_id");
  CREATE INDEX "_quotes_v_version_version_appointment_idx" ON "_quotes_v" USING btree ("version_appointment_id");
  CREATE INDEX "_quotes_v_version_version_status_idx" ON "_quotes_v" USING btree ("version_status");
  CREATE INDEX "_quotes_v_version_version_postcode_idx" ON "_quotes_v" USING btree ("version_postcode");
  CREATE INDEX "_quotes_v_version_version_fitting_date_idx" ON "_quotes_v" USING btree ("version_fitting_date");
  CREATE INDEX "_quotes_v_version_version_updated_at_idx" ON "_quotes_v" USING btree ("version_updated_at");
  CREATE INDEX "_quotes_v_version_version_created_at_idx" ON "_quotes_v" USING btree ("version_created_at");
  CREATE INDEX "_quotes_v_created_at_idx" ON "_quotes_v" USING btree ("created_at");
  CREATE INDEX "_quotes_v_updated_at_idx" ON "_quotes_v" USING btree ("updated_at");
  CREATE INDEX "_quotes_v_texts_order_parent" ON "_quotes_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quotes_fk" FOREIGN KEY ("quotes_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("quotes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quotes_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quotes_v_version_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quotes_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quotes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quotes_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quotes_lines" CASCADE;
  DROP TABLE "quotes_questions" CASCADE;
  DROP TABLE "quotes" CASCADE;
  DROP TABLE "quotes_texts" CASCADE;
  DROP TABLE "_quotes_v_version_lines" CASCADE;
  DROP TABLE "_quotes_v_version_questions" CASCADE;
  DROP TABLE "_quotes_v" CASCADE;
  DROP TABLE "_quotes_v_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quotes_fk";
  
  ALTER TABLE "measuring_appointments_status_history" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_measuring_appointments_status_history_status";
  CREATE TYPE "public"."enum_measuring_appointments_status_history_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled', 'no-show');
  ALTER TABLE "measuring_appointments_status_history" ALTER COLUMN "status" SET DATA TYPE "public"."enum_measuring_appointments_status_history_status" USING "status"::"public"."enum_measuring_appointments_status_history_status";
  ALTER TABLE "measuring_appointments" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "measuring_appointments" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_measuring_appointments_status";
  CREATE TYPE "public"."enum_measuring_appointments_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled', 'no-show');
  ALTER TABLE "measuring_appointments" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_measuring_appointments_status";
  ALTER TABLE "measuring_appointments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_measuring_appointments_status" USING "status"::"public"."enum_measuring_appointments_status";
  DROP INDEX "payload_locked_documents_rels_quotes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quotes_id";
  ALTER TABLE "site_settings" DROP COLUMN "orders_quote_valid_days";
  ALTER TABLE "site_settings" DROP COLUMN "orders_deposit_percent";
  ALTER TABLE "site_settings" DROP COLUMN "orders_payment_terms";
  ALTER TABLE "site_settings" DROP COLUMN "orders_fitting_reminder_hours";
  ALTER TABLE "site_settings" DROP COLUMN "orders_review_delay_days";
  DROP TYPE "public"."enum_quotes_lines_control_side";
  DROP TYPE "public"."enum_quotes_lines_safety_device";
  DROP TYPE "public"."enum_quotes_status";
  DROP TYPE "public"."enum__quotes_v_version_lines_control_side";
  DROP TYPE "public"."enum__quotes_v_version_lines_safety_device";
  DROP TYPE "public"."enum__quotes_v_version_status";`)
}

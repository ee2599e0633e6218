import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "home_page_hero_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar DEFAULT 'Made to measure in Birmingham since {foundedYear}',
  	"hero_headline" varchar DEFAULT 'Premium Venetian Blinds in',
  	"hero_headline_highlight" varchar DEFAULT 'Birmingham',
  	"hero_intro" varchar DEFAULT 'Real basswood and moisture-resistant faux wood blinds, measured in your home and fitted by our own team.',
  	"hero_call_label" varchar DEFAULT 'Call Now for Free Quote',
  	"hero_book_label" varchar DEFAULT 'Book Free Measuring',
  	"booking_title" varchar DEFAULT 'Book Your Free Measuring Consultation',
  	"booking_text" varchar DEFAULT 'We''ll visit your home, measure every window and bring samples of every finish, so you can see them in your own light.',
  	"booking_action_label" varchar DEFAULT 'Schedule Your Free Consultation',
  	"faq_title" varchar DEFAULT 'Frequently Asked Questions',
  	"_status" "enum_home_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_home_page_v_version_hero_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar DEFAULT 'Made to measure in Birmingham since {foundedYear}',
  	"version_hero_headline" varchar DEFAULT 'Premium Venetian Blinds in',
  	"version_hero_headline_highlight" varchar DEFAULT 'Birmingham',
  	"version_hero_intro" varchar DEFAULT 'Real basswood and moisture-resistant faux wood blinds, measured in your home and fitted by our own team.',
  	"version_hero_call_label" varchar DEFAULT 'Call Now for Free Quote',
  	"version_hero_book_label" varchar DEFAULT 'Book Free Measuring',
  	"version_booking_title" varchar DEFAULT 'Book Your Free Measuring Consultation',
  	"version_booking_text" varchar DEFAULT 'We''ll visit your home, measure every window and bring samples of every finish, so you can see them in your own light.',
  	"version_booking_action_label" varchar DEFAULT 'Schedule Your Free Consultation',
  	"version_faq_title" varchar DEFAULT 'Frequently Asked Questions',
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "home_page_hero_benefits" ADD CONSTRAINT "home_page_hero_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_benefits" ADD CONSTRAINT "_home_page_v_version_hero_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_page_hero_benefits_order_idx" ON "home_page_hero_benefits" USING btree ("_order");
  CREATE INDEX "home_page_hero_benefits_parent_id_idx" ON "home_page_hero_benefits" USING btree ("_parent_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "_home_page_v_version_hero_benefits_order_idx" ON "_home_page_v_version_hero_benefits" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_hero_benefits_parent_id_idx" ON "_home_page_v_version_hero_benefits" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "home_page_hero_benefits" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "_home_page_v_version_hero_benefits" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'morningDigest', 'createCollectionExport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'morningDigest', 'createCollectionExport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";`)
}

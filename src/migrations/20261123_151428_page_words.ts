import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_slug" AS ENUM('free-measuring', 'expert-installation', 'fast-track-fitting', 'free-consultations', 'aftercare-support');
  CREATE TYPE "public"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_version_slug" AS ENUM('free-measuring', 'expert-installation', 'fast-track-fitting', 'free-consultations', 'aftercare-support');
  CREATE TYPE "public"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_collection_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__collection_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "services_what_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "services_what_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "services_how_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "services_timings_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "services_home_card_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" "enum_services_slug",
  	"name" varchar,
  	"short_name" varchar,
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_intro" varchar,
  	"summary" varchar,
  	"what_title" varchar,
  	"how_title" varchar,
  	"timings_show_opening_hours" boolean DEFAULT false,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_label" varchar,
  	"home_card_text" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_services_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_services_v_version_what_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_what_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_how_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_timings_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_home_card_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" "enum__services_v_version_slug",
  	"version_name" varchar,
  	"version_short_name" varchar,
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_intro" varchar,
  	"version_summary" varchar,
  	"version_what_title" varchar,
  	"version_how_title" varchar,
  	"version_timings_show_opening_hours" boolean DEFAULT false,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_label" varchar,
  	"version_home_card_text" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "collection_pages_faux_wood_why_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "collection_pages_faux_wood_why_rooms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "collection_pages_wooden_why_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "collection_pages_wooden_why_rooms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "collection_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"faux_wood_eyebrow" varchar DEFAULT 'Faux Wood Collection',
  	"faux_wood_short_name" varchar DEFAULT 'Faux wood',
  	"faux_wood_title" varchar DEFAULT 'Faux wood venetian blinds, made to measure',
  	"faux_wood_intro" varchar DEFAULT 'The look of painted timber in a tough, moisture-resistant PVC. Made to measure for kitchens, bathrooms and busy family rooms, and fitted by us.',
  	"faux_wood_why_title" varchar DEFAULT 'Why faux wood?',
  	"faux_wood_why_intro" varchar DEFAULT 'Everything you like about a wooden blind, in a material that shrugs off steam and splashes.',
  	"faux_wood_other_title" varchar DEFAULT 'Living room or bedroom?',
  	"faux_wood_other_text" varchar DEFAULT 'For the rooms you relax in, the warmth and grain of real basswood is hard to beat.',
  	"faux_wood_faq_title" varchar DEFAULT 'Faux wood blinds: your questions',
  	"faux_wood_cta_title" varchar DEFAULT 'Book your free faux wood measuring visit',
  	"faux_wood_cta_text" varchar DEFAULT 'We''ll bring samples of all {finishCount} finishes, measure every window and leave you a written quote. No obligation, and fitting usually {standardFit} later.',
  	"faux_wood_meta_title" varchar DEFAULT 'Faux Wood Venetian Blinds in Birmingham',
  	"faux_wood_meta_description" varchar DEFAULT 'Faux wood venetian blinds made to measure in {finishCount} finishes from {fromPrice}: moisture-resistant and easy to clean, for kitchens and bathrooms. Free measuring and fitting.',
  	"wooden_eyebrow" varchar DEFAULT 'Wooden Collection',
  	"wooden_short_name" varchar DEFAULT 'Real wood',
  	"wooden_title" varchar DEFAULT 'Real wood venetian blinds, made to measure',
  	"wooden_intro" varchar DEFAULT 'Genuine basswood with 50mm slats: warm, light and full of natural grain. Made to measure for living rooms and bedrooms, and fitted by us.',
  	"wooden_why_title" varchar DEFAULT 'Why real wood?',
  	"wooden_why_intro" varchar DEFAULT 'Nothing brings warmth to a room quite like real timber, and basswood is one of the best for blinds.',
  	"wooden_other_title" varchar DEFAULT 'Kitchen or bathroom?',
  	"wooden_other_text" varchar DEFAULT 'Faux wood gives you the same look in a moisture-resistant PVC that is easy to wipe clean.',
  	"wooden_faq_title" varchar DEFAULT 'Real wood blinds: your questions',
  	"wooden_cta_title" varchar DEFAULT 'Book your free real wood measuring visit',
  	"wooden_cta_text" varchar DEFAULT 'We''ll bring samples of all {finishCount} finishes, measure every window and leave you a written quote. No obligation, and fitting usually {standardFit} later.',
  	"wooden_meta_title" varchar DEFAULT 'Real Wood Venetian Blinds in Birmingham',
  	"wooden_meta_description" varchar DEFAULT 'Real basswood venetian blinds with 50mm slats, made to measure in {finishCount} finishes from {fromPrice}. Warm grain for living rooms and bedrooms. Free measuring and fitting.',
  	"_status" "enum_collection_pages_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_collection_pages_v_version_faux_wood_why_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_collection_pages_v_version_faux_wood_why_rooms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_collection_pages_v_version_wooden_why_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_collection_pages_v_version_wooden_why_rooms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_collection_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_faux_wood_eyebrow" varchar DEFAULT 'Faux Wood Collection',
  	"version_faux_wood_short_name" varchar DEFAULT 'Faux wood',
  	"version_faux_wood_title" varchar DEFAULT 'Faux wood venetian blinds, made to measure',
  	"version_faux_wood_intro" varchar DEFAULT 'The look of painted timber in a tough, moisture-resistant PVC. Made to measure for kitchens, bathrooms and busy family rooms, and fitted by us.',
  	"version_faux_wood_why_title" varchar DEFAULT 'Why faux wood?',
  	"version_faux_wood_why_intro" varchar DEFAULT 'Everything you like about a wooden blind, in a material that shrugs off steam and splashes.',
  	"version_faux_wood_other_title" varchar DEFAULT 'Living room or bedroom?',
  	"version_faux_wood_other_text" varchar DEFAULT 'For the rooms you relax in, the warmth and grain of real basswood is hard to beat.',
  	"version_faux_wood_faq_title" varchar DEFAULT 'Faux wood blinds: your questions',
  	"version_faux_wood_cta_title" varchar DEFAULT 'Book your free faux wood measuring visit',
  	"version_faux_wood_cta_text" varchar DEFAULT 'We''ll bring samples of all {finishCount} finishes, measure every window and leave you a written quote. No obligation, and fitting usually {standardFit} later.',
  	"version_faux_wood_meta_title" varchar DEFAULT 'Faux Wood Venetian Blinds in Birmingham',
  	"version_faux_wood_meta_description" varchar DEFAULT 'Faux wood venetian blinds made to measure in {finishCount} finishes from {fromPrice}: moisture-resistant and easy to clean, for kitchens and bathrooms. Free measuring and fitting.',
  	"version_wooden_eyebrow" varchar DEFAULT 'Wooden Collection',
  	"version_wooden_short_name" varchar DEFAULT 'Real wood',
  	"version_wooden_title" varchar DEFAULT 'Real wood venetian blinds, made to measure',
  	"version_wooden_intro" varchar DEFAULT 'Genuine basswood with 50mm slats: warm, light and full of natural grain. Made to measure for living rooms and bedrooms, and fitted by us.',
  	"version_wooden_why_title" varchar DEFAULT 'Why real wood?',
  	"version_wooden_why_intro" varchar DEFAULT 'Nothing brings warmth to a room quite like real timber, and basswood is one of the best for blinds.',
  	"version_wooden_other_title" varchar DEFAULT 'Kitchen or bathroom?',
  	"version_wooden_other_text" varchar DEFAULT 'Faux wood gives you the same look in a moisture-resistant PVC that is easy to wipe clean.',
  	"version_wooden_faq_title" varchar DEFAULT 'Real wood blinds: your questions',
  	"version_wooden_cta_title" varchar DEFAULT 'Book your free real wood measuring visit',
  	"version_wooden_cta_text" varchar DEFAULT 'We''ll bring samples of all {finishCount} finishes, measure every window and leave you a written quote. No obligation, and fitting usually {standardFit} later.',
  	"version_wooden_meta_title" varchar DEFAULT 'Real Wood Venetian Blinds in Birmingham',
  	"version_wooden_meta_description" varchar DEFAULT 'Real basswood venetian blinds with 50mm slats, made to measure in {finishCount} finishes from {fromPrice}. Warm grain for living rooms and bedrooms. Free measuring and fitting.',
  	"version__status" "enum__collection_pages_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "products_eyebrow" varchar DEFAULT 'Our collections';
  ALTER TABLE "home_page" ADD COLUMN "products_title" varchar DEFAULT 'Venetian blinds, made to measure';
  ALTER TABLE "home_page" ADD COLUMN "products_intro" varchar DEFAULT 'Real basswood for living rooms and bedrooms, moisture-resistant faux wood for kitchens and bathrooms: every blind made to the exact size of your window.';
  ALTER TABLE "home_page" ADD COLUMN "services_eyebrow" varchar DEFAULT 'How we work';
  ALTER TABLE "home_page" ADD COLUMN "services_title" varchar DEFAULT 'Measured, made and fitted by us';
  ALTER TABLE "home_page" ADD COLUMN "services_intro" varchar DEFAULT 'One local team from the first tape measure to the last bracket.';
  ALTER TABLE "home_page" ADD COLUMN "areas_eyebrow" varchar DEFAULT 'Local to you';
  ALTER TABLE "home_page" ADD COLUMN "areas_title" varchar DEFAULT 'Areas We Serve';
  ALTER TABLE "home_page" ADD COLUMN "areas_intro" varchar DEFAULT 'From Sutton Coldfield to Solihull, we measure and fit across Birmingham and the West Midlands, within about {travelMinutes} minutes of our {showroomArea} showroom.';
  ALTER TABLE "home_page" ADD COLUMN "contact_eyebrow" varchar DEFAULT 'Get in touch';
  ALTER TABLE "home_page" ADD COLUMN "contact_title" varchar DEFAULT 'Talk to a local expert';
  ALTER TABLE "home_page" ADD COLUMN "contact_intro" varchar DEFAULT 'Call, e-mail or send us a message: we''ll answer your questions and arrange a free measuring visit.';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_products_eyebrow" varchar DEFAULT 'Our collections';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_products_title" varchar DEFAULT 'Venetian blinds, made to measure';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_products_intro" varchar DEFAULT 'Real basswood for living rooms and bedrooms, moisture-resistant faux wood for kitchens and bathrooms: every blind made to the exact size of your window.';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_services_eyebrow" varchar DEFAULT 'How we work';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_services_title" varchar DEFAULT 'Measured, made and fitted by us';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_services_intro" varchar DEFAULT 'One local team from the first tape measure to the last bracket.';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_areas_eyebrow" varchar DEFAULT 'Local to you';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_areas_title" varchar DEFAULT 'Areas We Serve';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_areas_intro" varchar DEFAULT 'From Sutton Coldfield to Solihull, we measure and fit across Birmingham and the West Midlands, within about {travelMinutes} minutes of our {showroomArea} showroom.';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_contact_eyebrow" varchar DEFAULT 'Get in touch';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_contact_title" varchar DEFAULT 'Talk to a local expert';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_contact_intro" varchar DEFAULT 'Call, e-mail or send us a message: we''ll answer your questions and arrange a free measuring visit.';
  ALTER TABLE "services_what_paragraphs" ADD CONSTRAINT "services_what_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_what_included" ADD CONSTRAINT "services_what_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_how_steps" ADD CONSTRAINT "services_how_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_timings_rows" ADD CONSTRAINT "services_timings_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_home_card_points" ADD CONSTRAINT "services_home_card_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_what_paragraphs" ADD CONSTRAINT "_services_v_version_what_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_what_included" ADD CONSTRAINT "_services_v_version_what_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_how_steps" ADD CONSTRAINT "_services_v_version_how_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_timings_rows" ADD CONSTRAINT "_services_v_version_timings_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_home_card_points" ADD CONSTRAINT "_services_v_version_home_card_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collection_pages_faux_wood_why_points" ADD CONSTRAINT "collection_pages_faux_wood_why_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."collection_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "collection_pages_faux_wood_why_rooms" ADD CONSTRAINT "collection_pages_faux_wood_why_rooms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."collection_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "collection_pages_wooden_why_points" ADD CONSTRAINT "collection_pages_wooden_why_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."collection_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "collection_pages_wooden_why_rooms" ADD CONSTRAINT "collection_pages_wooden_why_rooms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."collection_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_collection_pages_v_version_faux_wood_why_points" ADD CONSTRAINT "_collection_pages_v_version_faux_wood_why_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_collection_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_collection_pages_v_version_faux_wood_why_rooms" ADD CONSTRAINT "_collection_pages_v_version_faux_wood_why_rooms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_collection_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_collection_pages_v_version_wooden_why_points" ADD CONSTRAINT "_collection_pages_v_version_wooden_why_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_collection_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_collection_pages_v_version_wooden_why_rooms" ADD CONSTRAINT "_collection_pages_v_version_wooden_why_rooms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_collection_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_what_paragraphs_order_idx" ON "services_what_paragraphs" USING btree ("_order");
  CREATE INDEX "services_what_paragraphs_parent_id_idx" ON "services_what_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "services_what_included_order_idx" ON "services_what_included" USING btree ("_order");
  CREATE INDEX "services_what_included_parent_id_idx" ON "services_what_included" USING btree ("_parent_id");
  CREATE INDEX "services_how_steps_order_idx" ON "services_how_steps" USING btree ("_order");
  CREATE INDEX "services_how_steps_parent_id_idx" ON "services_how_steps" USING btree ("_parent_id");
  CREATE INDEX "services_timings_rows_order_idx" ON "services_timings_rows" USING btree ("_order");
  CREATE INDEX "services_timings_rows_parent_id_idx" ON "services_timings_rows" USING btree ("_parent_id");
  CREATE INDEX "services_home_card_points_order_idx" ON "services_home_card_points" USING btree ("_order");
  CREATE INDEX "services_home_card_points_parent_id_idx" ON "services_home_card_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_slug_idx" ON "services" USING btree ("slug");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE INDEX "services__status_idx" ON "services" USING btree ("_status");
  CREATE INDEX "_services_v_version_what_paragraphs_order_idx" ON "_services_v_version_what_paragraphs" USING btree ("_order");
  CREATE INDEX "_services_v_version_what_paragraphs_parent_id_idx" ON "_services_v_version_what_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_what_included_order_idx" ON "_services_v_version_what_included" USING btree ("_order");
  CREATE INDEX "_services_v_version_what_included_parent_id_idx" ON "_services_v_version_what_included" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_how_steps_order_idx" ON "_services_v_version_how_steps" USING btree ("_order");
  CREATE INDEX "_services_v_version_how_steps_parent_id_idx" ON "_services_v_version_how_steps" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_timings_rows_order_idx" ON "_services_v_version_timings_rows" USING btree ("_order");
  CREATE INDEX "_services_v_version_timings_rows_parent_id_idx" ON "_services_v_version_timings_rows" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_home_card_points_order_idx" ON "_services_v_version_home_card_points" USING btree ("_order");
  CREATE INDEX "_services_v_version_home_card_points_parent_id_idx" ON "_services_v_version_home_card_points" USING btree ("_parent_id");
  CREATE INDEX "_services_v_parent_idx" ON "_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_slug_idx" ON "_services_v" USING btree ("version_slug");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_latest_idx" ON "_services_v" USING btree ("latest");
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE INDEX "collection_pages_faux_wood_why_points_order_idx" ON "collection_pages_faux_wood_why_points" USING btree ("_order");
  CREATE INDEX "collection_pages_faux_wood_why_points_parent_id_idx" ON "collection_pages_faux_wood_why_points" USING btree ("_parent_id");
  CREATE INDEX "collection_pages_faux_wood_why_rooms_order_idx" ON "collection_pages_faux_wood_why_rooms" USING btree ("_order");
  CREATE INDEX "collection_pages_faux_wood_why_rooms_parent_id_idx" ON "collection_pages_faux_wood_why_rooms" USING btree ("_parent_id");
  CREATE INDEX "collection_pages_wooden_why_points_order_idx" ON "collection_pages_wooden_why_points" USING btree ("_order");
  CREATE INDEX "collection_pages_wooden_why_points_parent_id_idx" ON "collection_pages_wooden_why_points" USING btree ("_parent_id");
  CREATE INDEX "collection_pages_wooden_why_rooms_order_idx" ON "collection_pages_wooden_why_rooms" USING btree ("_order");
  CREATE INDEX "collection_pages_wooden_why_rooms_parent_id_idx" ON "collection_pages_wooden_why_rooms" USING btree ("_parent_id");
  CREATE INDEX "collection_pages__status_idx" ON "collection_pages" USING btree ("_status");
  CREATE INDEX "_collection_pages_v_version_faux_wood_why_points_order_idx" ON "_collection_pages_v_version_faux_wood_why_points" USING btree ("_order");
  CREATE INDEX "_collection_pages_v_version_faux_wood_why_points_parent_id_idx" ON "_collection_pages_v_version_faux_wood_why_points" USING btree ("_parent_id");
  CREATE INDEX "_collection_pages_v_version_faux_wood_why_rooms_order_idx" ON "_collection_pages_v_version_faux_wood_why_rooms" USING btree ("_order");
  CREATE INDEX "_collection_pages_v_version_faux_wood_why_rooms_parent_id_idx" ON "_collection_pages_v_version_faux_wood_why_rooms" USING btree ("_parent_id");
  CREATE INDEX "_collection_pages_v_version_wooden_why_points_order_idx" ON "_collection_pages_v_version_wooden_why_points" USING btree ("_order");
  CREATE INDEX "_collection_pages_v_version_wooden_why_points_parent_id_idx" ON "_collection_pages_v_version_wooden_why_points" USING btree ("_parent_id");
  CREATE INDEX "_collection_pages_v_version_wooden_why_rooms_order_idx" ON "_collection_pages_v_version_wooden_why_rooms" USING btree ("_order");
  CREATE INDEX "_collection_pages_v_version_wooden_why_rooms_parent_id_idx" ON "_collection_pages_v_version_wooden_why_rooms" USING btree ("_parent_id");
  CREATE INDEX "_collection_pages_v_version_version__status_idx" ON "_collection_pages_v" USING btree ("version__status");
  CREATE INDEX "_collection_pages_v_created_at_idx" ON "_collection_pages_v" USING btree ("created_at");
  CREATE INDEX "_collection_pages_v_updated_at_idx" ON "_collection_pages_v" USING btree ("updated_at");
  CREATE INDEX "_collection_pages_v_latest_idx" ON "_collection_pages_v" USING btree ("latest");
  CREATE INDEX "_collection_pages_v_autosave_idx" ON "_collection_pages_v" USING btree ("autosave");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_what_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_what_included" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_how_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_timings_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_home_card_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_what_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_what_included" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_how_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_timings_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_home_card_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "collection_pages_faux_wood_why_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "collection_pages_faux_wood_why_rooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "collection_pages_wooden_why_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "collection_pages_wooden_why_rooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "collection_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_collection_pages_v_version_faux_wood_why_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_collection_pages_v_version_faux_wood_why_rooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_collection_pages_v_version_wooden_why_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_collection_pages_v_version_wooden_why_rooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_collection_pages_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "services_what_paragraphs" CASCADE;
  DROP TABLE "services_what_included" CASCADE;
  DROP TABLE "services_how_steps" CASCADE;
  DROP TABLE "services_timings_rows" CASCADE;
  DROP TABLE "services_home_card_points" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "_services_v_version_what_paragraphs" CASCADE;
  DROP TABLE "_services_v_version_what_included" CASCADE;
  DROP TABLE "_services_v_version_how_steps" CASCADE;
  DROP TABLE "_services_v_version_timings_rows" CASCADE;
  DROP TABLE "_services_v_version_home_card_points" CASCADE;
  DROP TABLE "_services_v" CASCADE;
  DROP TABLE "collection_pages_faux_wood_why_points" CASCADE;
  DROP TABLE "collection_pages_faux_wood_why_rooms" CASCADE;
  DROP TABLE "collection_pages_wooden_why_points" CASCADE;
  DROP TABLE "collection_pages_wooden_why_rooms" CASCADE;
  DROP TABLE "collection_pages" CASCADE;
  DROP TABLE "_collection_pages_v_version_faux_wood_why_points" CASCADE;
  DROP TABLE "_collection_pages_v_version_faux_wood_why_rooms" CASCADE;
  DROP TABLE "_collection_pages_v_version_wooden_why_points" CASCADE;
  DROP TABLE "_collection_pages_v_version_wooden_why_rooms" CASCADE;
  DROP TABLE "_collection_pages_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_services_fk";
  
  DROP INDEX "payload_locked_documents_rels_services_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "services_id";
  ALTER TABLE "home_page" DROP COLUMN "products_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "products_title";
  ALTER TABLE "home_page" DROP COLUMN "products_intro";
  ALTER TABLE "home_page" DROP COLUMN "services_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "services_title";
  ALTER TABLE "home_page" DROP COLUMN "services_intro";
  ALTER TABLE "home_page" DROP COLUMN "areas_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "areas_title";
  ALTER TABLE "home_page" DROP COLUMN "areas_intro";
  ALTER TABLE "home_page" DROP COLUMN "contact_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "contact_title";
  ALTER TABLE "home_page" DROP COLUMN "contact_intro";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_products_eyebrow";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_products_title";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_products_intro";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_services_eyebrow";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_services_title";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_services_intro";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_areas_eyebrow";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_areas_title";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_areas_intro";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_contact_eyebrow";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_contact_title";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_contact_intro";
  DROP TYPE "public"."enum_services_slug";
  DROP TYPE "public"."enum_services_status";
  DROP TYPE "public"."enum__services_v_version_slug";
  DROP TYPE "public"."enum__services_v_version_status";
  DROP TYPE "public"."enum_collection_pages_status";
  DROP TYPE "public"."enum__collection_pages_v_version_status";`)
}

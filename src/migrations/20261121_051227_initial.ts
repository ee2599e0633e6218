import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_measuring_appointments_scheduled_time" AS ENUM('morning', 'afternoon', 'evening', 'weekend', 'flexible');
  CREATE TYPE "public"."enum_measuring_appointments_window_count" AS ENUM('1-2', '3-5', '6-10', '10+');
  CREATE TYPE "public"."enum_measuring_appointments_blind_type" AS ENUM('faux-wood', 'basswood', 'both', 'advice');
  CREATE TYPE "public"."enum_measuring_appointments_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  CREATE TYPE "public"."enum_products_type" AS ENUM('wooden', 'faux-wood');
  CREATE TYPE "public"."enum_faqs_topic" AS ENUM('home', 'areas', 'measuring', 'installation', 'fast-track', 'consultations', 'aftercare', 'wooden', 'faux-wood');
  CREATE TYPE "public"."enum_legal_pages_slug" AS ENUM('privacy-policy', 'terms-of-service', 'cookie-policy');
  CREATE TYPE "public"."enum_users_role" AS ENUM('owner', 'staff');
  CREATE TYPE "public"."enum_site_settings_social_links_platform" AS ENUM('facebook', 'instagram', 'pinterest', 'x', 'youtube', 'tiktok', 'linkedin');
  CREATE TYPE "public"."enum_site_settings_opening_hours_days" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_promotion_bundles_material" AS ENUM('faux-wood', 'wooden');
  CREATE TABLE "measuring_appointments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"customer_phone" varchar NOT NULL,
  	"customer_email" varchar,
  	"address" varchar NOT NULL,
  	"postcode" varchar,
  	"scheduled_date" timestamp(3) with time zone,
  	"scheduled_time" "enum_measuring_appointments_scheduled_time" DEFAULT 'flexible' NOT NULL,
  	"window_count" "enum_measuring_appointments_window_count",
  	"blind_type" "enum_measuring_appointments_blind_type",
  	"notes" varchar,
  	"status" "enum_measuring_appointments_status" DEFAULT 'pending' NOT NULL,
  	"staff_notes" varchar,
  	"source_page" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quote_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"product_type" varchar,
  	"address" varchar,
  	"message" varchar,
  	"status" "enum_quote_requests_status" DEFAULT 'new' NOT NULL,
  	"staff_notes" varchar,
  	"source_page" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "products_finishes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"colour" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"type" "enum_products_type" NOT NULL,
  	"description" varchar NOT NULL,
  	"starting_price" numeric NOT NULL,
  	"high_price" numeric,
  	"image_id" integer NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"area" varchar,
  	"rating" numeric DEFAULT 5 NOT NULL,
  	"date" timestamp(3) with time zone,
  	"demo" boolean DEFAULT false,
  	"published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"topic" "enum_faqs_topic" NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "area_overrides_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"paragraph" varchar NOT NULL
  );
  
  CREATE TABLE "area_overrides_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "area_overrides_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "area_overrides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"area" varchar NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"h1" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "area_overrides_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" "enum_legal_pages_slug" NOT NULL,
  	"summary" varchar,
  	"content" jsonb NOT NULL,
  	"last_updated" timestamp(3) with time zone NOT NULL,
  	"reviewed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"seed_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'staff' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"measuring_appointments_id" integer,
  	"quote_requests_id" integer,
  	"products_id" integer,
  	"testimonials_id" integer,
  	"faqs_id" integer,
  	"area_overrides_id" integer,
  	"legal_pages_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_opening_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_site_settings_opening_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_name" varchar DEFAULT 'VB Birmingham' NOT NULL,
  	"legal_name" varchar DEFAULT 'VB Birmingham Venetian Blinds',
  	"tagline" varchar DEFAULT 'Made-to-measure wooden and faux wood venetian blinds, measured and fitted across Birmingham.',
  	"founded_year" numeric DEFAULT 2009,
  	"phone_primary" varchar DEFAULT '0121 496 0123' NOT NULL,
  	"phone_secondary" varchar DEFAULT '0121 496 0456',
  	"email" varchar DEFAULT 'hello@vb-birmingham.example' NOT NULL,
  	"address_street" varchar DEFAULT '14 Coppice Lane' NOT NULL,
  	"address_locality" varchar DEFAULT 'Sheldon',
  	"address_city" varchar DEFAULT 'Birmingham' NOT NULL,
  	"address_postcode" varchar DEFAULT 'B26 3PX' NOT NULL,
  	"geo_lat" numeric DEFAULT 52.4524 NOT NULL,
  	"geo_lng" numeric DEFAULT -1.7689 NOT NULL,
  	"service_radius_km" numeric DEFAULT 30 NOT NULL,
  	"travel_minutes" numeric DEFAULT 30,
  	"guarantee_years" numeric DEFAULT 5 NOT NULL,
  	"lead_times_standard_install_min_days" numeric DEFAULT 10 NOT NULL,
  	"lead_times_standard_install_max_days" numeric DEFAULT 14 NOT NULL,
  	"lead_times_fast_track_days" numeric DEFAULT 7 NOT NULL,
  	"lead_times_install_hours_min" numeric DEFAULT 2 NOT NULL,
  	"lead_times_install_hours_max" numeric DEFAULT 4 NOT NULL,
  	"lead_times_response_hours" numeric DEFAULT 24 NOT NULL,
  	"lead_times_survey_response_text" varchar DEFAULT '24-48h',
  	"analytics_enabled" boolean DEFAULT false,
  	"analytics_script_src" varchar,
  	"analytics_domain" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "promotion_bundles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"material" "enum_promotion_bundles_material" NOT NULL,
  	"title" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"price_pence" numeric NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "promotion" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"percent_off" numeric DEFAULT 15 NOT NULL,
  	"headline" varchar DEFAULT 'EXCLUSIVE FLASH SALE!' NOT NULL,
  	"ends_at" timestamp(3) with time zone,
  	"terms" varchar DEFAULT 'T&Cs apply. Discount applies to blinds ordered this week; cannot be combined with bundle prices.',
  	"area_offer_blind_count" numeric DEFAULT 2 NOT NULL,
  	"area_offer_price_pence" numeric DEFAULT 15000 NOT NULL,
  	"area_offer_max_price_pence" numeric DEFAULT 50000,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "products_features" ADD CONSTRAINT "products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_finishes" ADD CONSTRAINT "products_finishes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_finishes" ADD CONSTRAINT "products_finishes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "area_overrides_intro" ADD CONSTRAINT "area_overrides_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."area_overrides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "area_overrides_benefits" ADD CONSTRAINT "area_overrides_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."area_overrides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "area_overrides_faqs" ADD CONSTRAINT "area_overrides_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."area_overrides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "area_overrides_rels" ADD CONSTRAINT "area_overrides_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."area_overrides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "area_overrides_rels" ADD CONSTRAINT "area_overrides_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_measuring_appointments_fk" FOREIGN KEY ("measuring_appointments_id") REFERENCES "public"."measuring_appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_requests_fk" FOREIGN KEY ("quote_requests_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_area_overrides_fk" FOREIGN KEY ("area_overrides_id") REFERENCES "public"."area_overrides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_opening_hours_days" ADD CONSTRAINT "site_settings_opening_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_opening_hours" ADD CONSTRAINT "site_settings_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotion_bundles" ADD CONSTRAINT "promotion_bundles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotion"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "measuring_appointments_postcode_idx" ON "measuring_appointments" USING btree ("postcode");
  CREATE INDEX "measuring_appointments_status_idx" ON "measuring_appointments" USING btree ("status");
  CREATE UNIQUE INDEX "measuring_appointments_idempotency_key_idx" ON "measuring_appointments" USING btree ("idempotency_key");
  CREATE INDEX "measuring_appointments_updated_at_idx" ON "measuring_appointments" USING btree ("updated_at");
  CREATE INDEX "measuring_appointments_created_at_idx" ON "measuring_appointments" USING btree ("created_at");
  CREATE INDEX "quote_requests_postcode_idx" ON "quote_requests" USING btree ("postcode");
  CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");
  CREATE UNIQUE INDEX "quote_requests_idempotency_key_idx" ON "quote_requests" USING btree ("idempotency_key");
  CREATE INDEX "quote_requests_updated_at_idx" ON "quote_requests" USING btree ("updated_at");
  CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");
  CREATE INDEX "products_features_order_idx" ON "products_features" USING btree ("_order");
  CREATE INDEX "products_features_parent_id_idx" ON "products_features" USING btree ("_parent_id");
  CREATE INDEX "products_finishes_order_idx" ON "products_finishes" USING btree ("_order");
  CREATE INDEX "products_finishes_parent_id_idx" ON "products_finishes" USING btree ("_parent_id");
  CREATE INDEX "products_finishes_image_idx" ON "products_finishes" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "faqs_topic_idx" ON "faqs" USING btree ("topic");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "area_overrides_intro_order_idx" ON "area_overrides_intro" USING btree ("_order");
  CREATE INDEX "area_overrides_intro_parent_id_idx" ON "area_overrides_intro" USING btree ("_parent_id");
  CREATE INDEX "area_overrides_benefits_order_idx" ON "area_overrides_benefits" USING btree ("_order");
  CREATE INDEX "area_overrides_benefits_parent_id_idx" ON "area_overrides_benefits" USING btree ("_parent_id");
  CREATE INDEX "area_overrides_faqs_order_idx" ON "area_overrides_faqs" USING btree ("_order");
  CREATE INDEX "area_overrides_faqs_parent_id_idx" ON "area_overrides_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "area_overrides_area_idx" ON "area_overrides" USING btree ("area");
  CREATE INDEX "area_overrides_updated_at_idx" ON "area_overrides" USING btree ("updated_at");
  CREATE INDEX "area_overrides_created_at_idx" ON "area_overrides" USING btree ("created_at");
  CREATE INDEX "area_overrides_rels_order_idx" ON "area_overrides_rels" USING btree ("order");
  CREATE INDEX "area_overrides_rels_parent_idx" ON "area_overrides_rels" USING btree ("parent_id");
  CREATE INDEX "area_overrides_rels_path_idx" ON "area_overrides_rels" USING btree ("path");
  CREATE INDEX "area_overrides_rels_media_id_idx" ON "area_overrides_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "legal_pages_slug_idx" ON "legal_pages" USING btree ("slug");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "media_seed_key_idx" ON "media" USING btree ("seed_key");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_measuring_appointments_id_idx" ON "payload_locked_documents_rels" USING btree ("measuring_appointments_id");
  CREATE INDEX "payload_locked_documents_rels_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_requests_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_area_overrides_id_idx" ON "payload_locked_documents_rels" USING btree ("area_overrides_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_opening_hours_days_order_idx" ON "site_settings_opening_hours_days" USING btree ("order");
  CREATE INDEX "site_settings_opening_hours_days_parent_idx" ON "site_settings_opening_hours_days" USING btree ("parent_id");
  CREATE INDEX "site_settings_opening_hours_order_idx" ON "site_settings_opening_hours" USING btree ("_order");
  CREATE INDEX "site_settings_opening_hours_parent_id_idx" ON "site_settings_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "promotion_bundles_order_idx" ON "promotion_bundles" USING btree ("_order");
  CREATE INDEX "promotion_bundles_parent_id_idx" ON "promotion_bundles" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "measuring_appointments" CASCADE;
  DROP TABLE "quote_requests" CASCADE;
  DROP TABLE "products_features" CASCADE;
  DROP TABLE "products_finishes" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "area_overrides_intro" CASCADE;
  DROP TABLE "area_overrides_benefits" CASCADE;
  DROP TABLE "area_overrides_faqs" CASCADE;
  DROP TABLE "area_overrides" CASCADE;
  DROP TABLE "area_overrides_rels" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings_opening_hours_days" CASCADE;
  DROP TABLE "site_settings_opening_hours" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "promotion_bundles" CASCADE;
  DROP TABLE "promotion" CASCADE;
  DROP TYPE "public"."enum_measuring_appointments_scheduled_time";
  DROP TYPE "public"."enum_measuring_appointments_window_count";
  DROP TYPE "public"."enum_measuring_appointments_blind_type";
  DROP TYPE "public"."enum_measuring_appointments_status";
  DROP TYPE "public"."enum_quote_requests_status";
  DROP TYPE "public"."enum_products_type";
  DROP TYPE "public"."enum_faqs_topic";
  DROP TYPE "public"."enum_legal_pages_slug";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_site_settings_social_links_platform";
  DROP TYPE "public"."enum_site_settings_opening_hours_days";
  DROP TYPE "public"."enum_promotion_bundles_material";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "contact_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Contact us',
  	"title" varchar DEFAULT 'Get in touch',
  	"intro" varchar DEFAULT 'Call us, send a message or visit our showroom in {showroomArea}. We reply to every message within {responseTime}.',
  	"call_label" varchar DEFAULT 'Call {phone}',
  	"book_label" varchar DEFAULT 'Book Free Measuring',
  	"details_title" varchar DEFAULT 'How to reach us',
  	"phone_title" varchar DEFAULT 'Phone',
  	"phone_note" varchar DEFAULT 'During opening hours; leave a message and we''ll ring you back.',
  	"email_title" varchar DEFAULT 'E-mail',
  	"email_note" varchar DEFAULT 'We''ll respond within {responseTime}.',
  	"showroom_title" varchar DEFAULT 'Showroom',
  	"hours_title" varchar DEFAULT 'Opening hours',
  	"message_title" varchar DEFAULT 'Send us a message',
  	"message_text" varchar DEFAULT 'Ask a question or request a quote. We''ll reply within {responseTime}.',
  	"directions_title" varchar DEFAULT 'Finding our showroom',
  	"directions_intro" varchar DEFAULT 'Our showroom is at {fullAddress}.',
  	"directions_by_car_label" varchar DEFAULT 'By car:',
  	"directions_by_car_text" varchar DEFAULT 'set your sat-nav or phone to {postcode}.',
  	"directions_by_bus_label" varchar DEFAULT 'By bus or train:',
  	"directions_by_bus_text" varchar DEFAULT 'plan your journey to {postcode} with the',
  	"directions_by_bus_link_label" varchar DEFAULT 'Transport for West Midlands journey planner',
  	"directions_by_bus_link_url" varchar DEFAULT 'https://www.tfwm.org.uk/plan-your-journey/',
  	"directions_ring_ahead" varchar DEFAULT 'Please ring ahead on {phone} before you visit: we''re often out measuring, and we''d like someone to be free to show you the samples. Or let us come to you: the measuring visit is free.',
  	"cta_title" varchar DEFAULT 'Rather we came to you?',
  	"cta_text" varchar DEFAULT 'Book a free measuring visit: we bring samples of every finish, measure every window and leave a written quote.',
  	"meta_title" varchar DEFAULT 'Contact Us and Showroom Opening Hours',
  	"meta_description" varchar DEFAULT 'Call {phone}, e-mail us or visit our showroom at {street}, {postcode}. Open {openHours}. We reply within {responseTime}.',
  	"_status" "enum_contact_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_contact_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_eyebrow" varchar DEFAULT 'Contact us',
  	"version_title" varchar DEFAULT 'Get in touch',
  	"version_intro" varchar DEFAULT 'Call us, send a message or visit our showroom in {showroomArea}. We reply to every message within {responseTime}.',
  	"version_call_label" varchar DEFAULT 'Call {phone}',
  	"version_book_label" varchar DEFAULT 'Book Free Measuring',
  	"version_details_title" varchar DEFAULT 'How to reach us',
  	"version_phone_title" varchar DEFAULT 'Phone',
  	"version_phone_note" varchar DEFAULT 'During opening hours; leave a message and we''ll ring you back.',
  	"version_email_title" varchar DEFAULT 'E-mail',
  	"version_email_note" varchar DEFAULT 'We''ll respond within {responseTime}.',
  	"version_showroom_title" varchar DEFAULT 'Showroom',
  	"version_hours_title" varchar DEFAULT 'Opening hours',
  	"version_message_title" varchar DEFAULT 'Send us a message',
  	"version_message_text" varchar DEFAULT 'Ask a question or request a quote. We''ll reply within {responseTime}.',
  	"version_directions_title" varchar DEFAULT 'Finding our showroom',
  	"version_directions_intro" varchar DEFAULT 'Our showroom is at {fullAddress}.',
  	"version_directions_by_car_label" varchar DEFAULT 'By car:',
  	"version_directions_by_car_text" varchar DEFAULT 'set your sat-nav or phone to {postcode}.',
  	"version_directions_by_bus_label" varchar DEFAULT 'By bus or train:',
  	"version_directions_by_bus_text" varchar DEFAULT 'plan your journey to {postcode} with the',
  	"version_directions_by_bus_link_label" varchar DEFAULT 'Transport for West Midlands journey planner',
  	"version_directions_by_bus_link_url" varchar DEFAULT 'https://www.tfwm.org.uk/plan-your-journey/',
  	"version_directions_ring_ahead" varchar DEFAULT 'Please ring ahead on {phone} before you visit: we''re often out measuring, and we''d like someone to be free to show you the samples. Or let us come to you: the measuring visit is free.',
  	"version_cta_title" varchar DEFAULT 'Rather we came to you?',
  	"version_cta_text" varchar DEFAULT 'Book a free measuring visit: we bring samples of every finish, measure every window and leave a written quote.',
  	"version_meta_title" varchar DEFAULT 'Contact Us and Showroom Opening Hours',
  	"version_meta_description" varchar DEFAULT 'Call {phone}, e-mail us or visit our showroom at {street}, {postcode}. Open {openHours}. We reply within {responseTime}.',
  	"version__status" "enum__contact_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE INDEX "contact_page__status_idx" ON "contact_page" USING btree ("_status");
  CREATE INDEX "_contact_page_v_version_version__status_idx" ON "_contact_page_v" USING btree ("version__status");
  CREATE INDEX "_contact_page_v_created_at_idx" ON "_contact_page_v" USING btree ("created_at");
  CREATE INDEX "_contact_page_v_updated_at_idx" ON "_contact_page_v" USING btree ("updated_at");
  CREATE INDEX "_contact_page_v_latest_idx" ON "_contact_page_v" USING btree ("latest");
  CREATE INDEX "_contact_page_v_autosave_idx" ON "_contact_page_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "contact_page" CASCADE;
  DROP TABLE "_contact_page_v" CASCADE;
  DROP TYPE "public"."enum_contact_page_status";
  DROP TYPE "public"."enum__contact_page_v_version_status";`)
}

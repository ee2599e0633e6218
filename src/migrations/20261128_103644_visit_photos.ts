import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_visit_photos_stage" AS ENUM('measuring', 'fitted');
  CREATE TABLE "visit_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appointment_id" integer,
  	"quote_id" integer,
  	"client_id" varchar,
  	"window_client_id" varchar,
  	"stage" "enum_visit_photos_stage" NOT NULL,
  	"taken_by_id" integer,
  	"prefix" varchar DEFAULT 'visit-photos',
  	"_objectkey" varchar,
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
  	"sizes_thumbnail_filename" varchar
  );
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_photos_id" integer;
  ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_appointment_id_measuring_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."measuring_appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_taken_by_id_users_id_fk" FOREIGN KEY ("taken_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "visit_photos_appointment_idx" ON "visit_photos" USING btree ("appointment_id");
  CREATE INDEX "visit_photos_quote_idx" ON "visit_photos" USING btree ("quote_id");
  CREATE UNIQUE INDEX "visit_photos_client_id_idx" ON "visit_photos" USING btree ("client_id");
  CREATE INDEX "visit_photos_taken_by_idx" ON "visit_photos" USING btree ("taken_by_id");
  CREATE INDEX "visit_photos_updated_at_idx" ON "visit_photos" USING btree ("updated_at");
  CREATE INDEX "visit_photos_created_at_idx" ON "visit_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "visit_photos_filename_idx" ON "visit_photos" USING btree ("filename");
  CREATE INDEX "visit_photos_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "visit_photos" USING btree ("sizes_thumbnail_filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_photos_fk" FOREIGN KEY ("visit_photos_id") REFERENCES "public"."visit_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visit_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_photos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "visit_photos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visit_photos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_visit_photos_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_visit_photos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_photos_id";
  DROP TYPE "public"."enum_visit_photos_stage";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_measured_windows_fit" AS ENUM('recess', 'exact');
  CREATE TYPE "public"."enum_measured_windows_fixing" AS ENUM('top', 'face');
  CREATE TYPE "public"."enum_measured_windows_control_side" AS ENUM('left', 'right');
  CREATE TABLE "measured_windows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" varchar NOT NULL,
  	"appointment_id" integer NOT NULL,
  	"position" numeric,
  	"room" varchar,
  	"width_mm" numeric NOT NULL,
  	"drop_mm" numeric NOT NULL,
  	"fit" "enum_measured_windows_fit" NOT NULL,
  	"fixing" "enum_measured_windows_fixing" NOT NULL,
  	"control_side" "enum_measured_windows_control_side",
  	"product_id" integer NOT NULL,
  	"finish" varchar,
  	"measured_by_id" integer,
  	"measured_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "measured_windows_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "measured_windows_id" integer;
  ALTER TABLE "measured_windows" ADD CONSTRAINT "measured_windows_appointment_id_measuring_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."measuring_appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "measured_windows" ADD CONSTRAINT "measured_windows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "measured_windows" ADD CONSTRAINT "measured_windows_measured_by_id_users_id_fk" FOREIGN KEY ("measured_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "measured_windows_texts" ADD CONSTRAINT "measured_windows_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."measured_windows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "measured_windows_client_id_idx" ON "measured_windows" USING btree ("client_id");
  CREATE INDEX "measured_windows_appointment_idx" ON "measured_windows" USING btree ("appointment_id");
  CREATE INDEX "measured_windows_product_idx" ON "measured_windows" USING btree ("product_id");
  CREATE INDEX "measured_windows_measured_by_idx" ON "measured_windows" USING btree ("measured_by_id");
  CREATE INDEX "measured_windows_updated_at_idx" ON "measured_windows" USING btree ("updated_at");
  CREATE INDEX "measured_windows_created_at_idx" ON "measured_windows" USING btree ("created_at");
  CREATE INDEX "measured_windows_texts_order_parent" ON "measured_windows_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_measured_windows_fk" FOREIGN KEY ("measured_windows_id") REFERENCES "public"."measured_windows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_measured_windows_id_idx" ON "payload_locked_documents_rels" USING btree ("measured_windows_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "measured_windows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "measured_windows_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "measured_windows" CASCADE;
  DROP TABLE "measured_windows_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_measured_windows_fk";
  
  DROP INDEX "payload_locked_documents_rels_measured_windows_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "measured_windows_id";
  DROP TYPE "public"."enum_measured_windows_fit";
  DROP TYPE "public"."enum_measured_windows_fixing";
  DROP TYPE "public"."enum_measured_windows_control_side";`)
}

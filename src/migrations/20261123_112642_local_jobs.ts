import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_local_jobs_finish" AS ENUM('Carbon', 'Dolmen', 'Oxford', 'Urban', 'Sterling', 'Mineral', 'Java', 'Frost', 'Cotton', 'Charcoal');
  CREATE TABLE "local_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"area" varchar NOT NULL,
  	"month" timestamp(3) with time zone NOT NULL,
  	"product_id" integer NOT NULL,
  	"finish" "enum_local_jobs_finish",
  	"rooms" varchar NOT NULL,
  	"windows" numeric NOT NULL,
  	"note" varchar NOT NULL,
  	"demo" boolean DEFAULT false,
  	"published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "local_jobs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "local_jobs_id" integer;
  ALTER TABLE "local_jobs" ADD CONSTRAINT "local_jobs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "local_jobs_rels" ADD CONSTRAINT "local_jobs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."local_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "local_jobs_rels" ADD CONSTRAINT "local_jobs_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "local_jobs_area_idx" ON "local_jobs" USING btree ("area");
  CREATE INDEX "local_jobs_month_idx" ON "local_jobs" USING btree ("month");
  CREATE INDEX "local_jobs_product_idx" ON "local_jobs" USING btree ("product_id");
  CREATE INDEX "local_jobs_updated_at_idx" ON "local_jobs" USING btree ("updated_at");
  CREATE INDEX "local_jobs_created_at_idx" ON "local_jobs" USING btree ("created_at");
  CREATE INDEX "local_jobs_rels_order_idx" ON "local_jobs_rels" USING btree ("order");
  CREATE INDEX "local_jobs_rels_parent_idx" ON "local_jobs_rels" USING btree ("parent_id");
  CREATE INDEX "local_jobs_rels_path_idx" ON "local_jobs_rels" USING btree ("path");
  CREATE INDEX "local_jobs_rels_media_id_idx" ON "local_jobs_rels" USING btree ("media_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_local_jobs_fk" FOREIGN KEY ("local_jobs_id") REFERENCES "public"."local_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_local_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("local_jobs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "local_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "local_jobs_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "local_jobs" CASCADE;
  DROP TABLE "local_jobs_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_local_jobs_fk";
  
  DROP INDEX "payload_locked_documents_rels_local_jobs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "local_jobs_id";
  DROP TYPE "public"."enum_local_jobs_finish";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "measuring_appointments_windows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"room" varchar,
  	"product" varchar NOT NULL,
  	"finish" varchar,
  	"options" varchar,
  	"width" numeric NOT NULL,
  	"drop" numeric NOT NULL,
  	"estimate" numeric
  );
  
  CREATE TABLE "quote_requests_windows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"room" varchar,
  	"product" varchar NOT NULL,
  	"finish" varchar,
  	"options" varchar,
  	"width" numeric NOT NULL,
  	"drop" numeric NOT NULL,
  	"estimate" numeric
  );
  
  ALTER TABLE "measuring_appointments" ADD COLUMN "estimated_total" numeric;
  ALTER TABLE "quote_requests" ADD COLUMN "estimated_total" numeric;
  ALTER TABLE "measuring_appointments_windows" ADD CONSTRAINT "measuring_appointments_windows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."measuring_appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests_windows" ADD CONSTRAINT "quote_requests_windows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "measuring_appointments_windows_order_idx" ON "measuring_appointments_windows" USING btree ("_order");
  CREATE INDEX "measuring_appointments_windows_parent_id_idx" ON "measuring_appointments_windows" USING btree ("_parent_id");
  CREATE INDEX "quote_requests_windows_order_idx" ON "quote_requests_windows" USING btree ("_order");
  CREATE INDEX "quote_requests_windows_parent_id_idx" ON "quote_requests_windows" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "measuring_appointments_windows" CASCADE;
  DROP TABLE "quote_requests_windows" CASCADE;
  ALTER TABLE "measuring_appointments" DROP COLUMN "estimated_total";
  ALTER TABLE "quote_requests" DROP COLUMN "estimated_total";`)
}

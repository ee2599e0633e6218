import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "measuring_appointments_staff_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar NOT NULL,
  	"written_at" timestamp(3) with time zone NOT NULL,
  	"author" varchar,
  	"written_by_id" integer
  );
  
  CREATE TABLE "quote_requests_staff_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar NOT NULL,
  	"written_at" timestamp(3) with time zone NOT NULL,
  	"author" varchar,
  	"written_by_id" integer
  );
  
  ALTER TABLE "measuring_appointments_staff_notes" ADD CONSTRAINT "measuring_appointments_staff_notes_written_by_id_users_id_fk" FOREIGN KEY ("written_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "measuring_appointments_staff_notes" ADD CONSTRAINT "measuring_appointments_staff_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."measuring_appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests_staff_notes" ADD CONSTRAINT "quote_requests_staff_notes_written_by_id_users_id_fk" FOREIGN KEY ("written_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests_staff_notes" ADD CONSTRAINT "quote_requests_staff_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "measuring_appointments_staff_notes_order_idx" ON "measuring_appointments_staff_notes" USING btree ("_order");
  CREATE INDEX "measuring_appointments_staff_notes_parent_id_idx" ON "measuring_appointments_staff_notes" USING btree ("_parent_id");
  CREATE INDEX "measuring_appointments_staff_notes_written_by_idx" ON "measuring_appointments_staff_notes" USING btree ("written_by_id");
  CREATE INDEX "quote_requests_staff_notes_order_idx" ON "quote_requests_staff_notes" USING btree ("_order");
  CREATE INDEX "quote_requests_staff_notes_parent_id_idx" ON "quote_requests_staff_notes" USING btree ("_parent_id");
  CREATE INDEX "quote_requests_staff_notes_written_by_idx" ON "quote_requests_staff_notes" USING btree ("written_by_id");
  -- Each lead's single notes box becomes the first entry of its log (its author unknown; its time the lead's last save).
  INSERT INTO "measuring_appointments_staff_notes" ("_order", "_parent_id", "id", "note", "written_at")
    SELECT 1, "id", substr(md5(random()::text || "id"::text), 1, 24), "staff_notes", "updated_at"
    FROM "measuring_appointments" WHERE coalesce(trim("staff_notes"), '') <> '';
  INSERT INTO "quote_requests_staff_notes" ("_order", "_parent_id", "id", "note", "written_at")
    SELECT 1, "id", substr(md5(random()::text || "id"::text), 1, 24), "staff_notes", "updated_at"
    FROM "quote_requests" WHERE coalesce(trim("staff_notes"), '') <> '';
  ALTER TABLE "measuring_appointments" DROP COLUMN "staff_notes";
  ALTER TABLE "quote_requests" DROP COLUMN "staff_notes";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "measuring_appointments" ADD COLUMN "staff_notes" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "staff_notes" varchar;
  -- The log folded back into one box, oldest first.
  UPDATE "measuring_appointments" l SET "staff_notes" = n.notes FROM (
    SELECT "_parent_id", string_agg("note", E'\n' ORDER BY "_order") AS notes
    FROM "measuring_appointments_staff_notes" GROUP BY "_parent_id") n WHERE n."_parent_id" = l."id";
  UPDATE "quote_requests" l SET "staff_notes" = n.notes FROM (
    SELECT "_parent_id", string_agg("note", E'\n' ORDER BY "_order") AS notes
    FROM "quote_requests_staff_notes" GROUP BY "_parent_id") n WHERE n."_parent_id" = l."id";
  DROP TABLE "measuring_appointments_staff_notes" CASCADE;
  DROP TABLE "quote_requests_staff_notes" CASCADE;`)
}

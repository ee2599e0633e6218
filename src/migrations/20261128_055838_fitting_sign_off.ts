import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "quotes_sign_off_windows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line_id" varchar,
  	"room" varchar,
  	"fitted" boolean,
  	"operates" boolean,
  	"safety_fitted" boolean,
  	"cords_out_of_reach" boolean,
  	"not_signed_off_reason" varchar
  );
  
  CREATE TABLE "_quotes_v_version_sign_off_windows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line_id" varchar,
  	"room" varchar,
  	"fitted" boolean,
  	"operates" boolean,
  	"safety_fitted" boolean,
  	"cords_out_of_reach" boolean,
  	"not_signed_off_reason" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "quotes" ADD COLUMN "sign_off_signed_name" varchar;
  ALTER TABLE "quotes" ADD COLUMN "sign_off_signed_at" timestamp(3) with time zone;
  ALTER TABLE "quotes" ADD COLUMN "sign_off_fitter_id" integer;
  ALTER TABLE "quotes" ADD COLUMN "sign_off_photo_consent" boolean DEFAULT false;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_sign_off_signed_name" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_sign_off_signed_at" timestamp(3) with time zone;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_sign_off_fitter_id" integer;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_sign_off_photo_consent" boolean DEFAULT false;
  ALTER TABLE "quotes_sign_off_windows" ADD CONSTRAINT "quotes_sign_off_windows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quotes_v_version_sign_off_windows" ADD CONSTRAINT "_quotes_v_version_sign_off_windows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quotes_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quotes_sign_off_windows_order_idx" ON "quotes_sign_off_windows" USING btree ("_order");
  CREATE INDEX "quotes_sign_off_windows_parent_id_idx" ON "quotes_sign_off_windows" USING btree ("_parent_id");
  CREATE INDEX "_quotes_v_version_sign_off_windows_order_idx" ON "_quotes_v_version_sign_off_windows" USING btree ("_order");
  CREATE INDEX "_quotes_v_version_sign_off_windows_parent_id_idx" ON "_quotes_v_version_sign_off_windows" USING btree ("_parent_id");
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sign_off_fitter_id_users_id_fk" FOREIGN KEY ("sign_off_fitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quotes_v" ADD CONSTRAINT "_quotes_v_version_sign_off_fitter_id_users_id_fk" FOREIGN KEY ("version_sign_off_fitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quotes_sign_off_sign_off_fitter_idx" ON "quotes" USING btree ("sign_off_fitter_id");
  CREATE INDEX "_quotes_v_version_sign_off_version_sign_off_fitter_idx" ON "_quotes_v" USING btree ("version_sign_off_fitter_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quotes_sign_off_windows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quotes_v_version_sign_off_windows" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quotes_sign_off_windows" CASCADE;
  DROP TABLE "_quotes_v_version_sign_off_windows" CASCADE;
  ALTER TABLE "quotes" DROP CONSTRAINT "quotes_sign_off_fitter_id_users_id_fk";
  
  ALTER TABLE "_quotes_v" DROP CONSTRAINT "_quotes_v_version_sign_off_fitter_id_users_id_fk";
  
  DROP INDEX "quotes_sign_off_sign_off_fitter_idx";
  DROP INDEX "_quotes_v_version_sign_off_version_sign_off_fitter_idx";
  ALTER TABLE "quotes" DROP COLUMN "sign_off_signed_name";
  ALTER TABLE "quotes" DROP COLUMN "sign_off_signed_at";
  ALTER TABLE "quotes" DROP COLUMN "sign_off_fitter_id";
  ALTER TABLE "quotes" DROP COLUMN "sign_off_photo_consent";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_sign_off_signed_name";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_sign_off_signed_at";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_sign_off_fitter_id";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_sign_off_photo_consent";`)
}

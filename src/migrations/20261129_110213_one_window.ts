import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_measured_windows_safety_device" AS ENUM('cleat', 'tensioner', 'breakaway', 'wand', 'cordless');
  CREATE TYPE "public"."enum_quotes_lines_fit" AS ENUM('recess', 'exact');
  CREATE TYPE "public"."enum_quotes_lines_fixing" AS ENUM('top', 'face');
  CREATE TYPE "public"."enum__quotes_v_version_lines_fit" AS ENUM('recess', 'exact');
  CREATE TYPE "public"."enum__quotes_v_version_lines_fixing" AS ENUM('top', 'face');
  ALTER TABLE "measured_windows" ADD COLUMN "safety_device" "enum_measured_windows_safety_device";
  ALTER TABLE "quotes_lines" ADD COLUMN "fit" "enum_quotes_lines_fit";
  ALTER TABLE "quotes_lines" ADD COLUMN "fixing" "enum_quotes_lines_fixing";
  ALTER TABLE "quotes_lines" ADD COLUMN "slat_width_mm" numeric;
  ALTER TABLE "_quotes_v_version_lines" ADD COLUMN "fit" "enum__quotes_v_version_lines_fit";
  ALTER TABLE "_quotes_v_version_lines" ADD COLUMN "fixing" "enum__quotes_v_version_lines_fixing";
  ALTER TABLE "_quotes_v_version_lines" ADD COLUMN "slat_width_mm" numeric;
  ALTER TABLE "products" ADD COLUMN "slat_width_mm" numeric;`)
  // Windows measured before the device was chosen per window were quoted with the cord cleat ("Make the quote"'s
  // default then): that is what their quotes say, so that is what they keep. Then every window names its device.
  await db.execute(sql`
  UPDATE "measured_windows" SET "safety_device" = 'cleat' WHERE "safety_device" IS NULL;
  ALTER TABLE "measured_windows" ALTER COLUMN "safety_device" SET NOT NULL;`)
  // The seed's own blinds have 50 mm slats (their descriptions say so); any other blind's is the owner's to enter.
  await db.execute(sql`
  UPDATE "products" SET "slat_width_mm" = 50
  WHERE "slug" IN ('faux-wood-venetian-blinds', 'wooden-venetian-blinds') AND "slat_width_mm" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "measured_windows" DROP COLUMN "safety_device";
  ALTER TABLE "quotes_lines" DROP COLUMN "fit";
  ALTER TABLE "quotes_lines" DROP COLUMN "fixing";
  ALTER TABLE "quotes_lines" DROP COLUMN "slat_width_mm";
  ALTER TABLE "_quotes_v_version_lines" DROP COLUMN "fit";
  ALTER TABLE "_quotes_v_version_lines" DROP COLUMN "fixing";
  ALTER TABLE "_quotes_v_version_lines" DROP COLUMN "slat_width_mm";
  ALTER TABLE "products" DROP COLUMN "slat_width_mm";
  DROP TYPE "public"."enum_measured_windows_safety_device";
  DROP TYPE "public"."enum_quotes_lines_fit";
  DROP TYPE "public"."enum_quotes_lines_fixing";
  DROP TYPE "public"."enum__quotes_v_version_lines_fit";
  DROP TYPE "public"."enum__quotes_v_version_lines_fixing";`)
}

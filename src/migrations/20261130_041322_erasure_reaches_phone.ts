import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_measuring_appointments_cancelled_reason" AS ENUM('erased');
  ALTER TYPE "public"."enum_privacy_requests_status" ADD VALUE 'waiting' BEFORE 'done';
  ALTER TABLE "measuring_appointments" ADD COLUMN "cancelled_reason" "enum_measuring_appointments_cancelled_reason";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "privacy_requests" SET "status" = 'verified' WHERE "status" = 'waiting';
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_privacy_requests_status";
  CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('open', 'verified', 'done');
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_privacy_requests_status" USING "status"::"public"."enum_privacy_requests_status";
  ALTER TABLE "measuring_appointments" DROP COLUMN "cancelled_reason";
  DROP TYPE "public"."enum_measuring_appointments_cancelled_reason";`)
}

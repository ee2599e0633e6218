import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_verification_method" AS ENUM('email-link', 'call-back');
  ALTER TYPE "public"."enum_privacy_requests_kind" ADD VALUE 'copy-request' BEFORE 'erasure';
  ALTER TYPE "public"."enum_privacy_requests_status" ADD VALUE 'verified' BEFORE 'done';
  ALTER TABLE "privacy_requests" ADD COLUMN "verification_method" "enum_privacy_requests_verification_method";
  ALTER TABLE "privacy_requests" ADD COLUMN "verification_email" varchar;
  ALTER TABLE "privacy_requests" ADD COLUMN "verification_link_sent_at" timestamp(3) with time zone;
  ALTER TABLE "privacy_requests" ADD COLUMN "verification_verified_at" timestamp(3) with time zone;
  ALTER TABLE "privacy_requests" ADD COLUMN "verification_verified_by_id" integer;
  ALTER TABLE "privacy_requests" ADD COLUMN "verification_link_revision" numeric DEFAULT 0;
  ALTER TABLE "privacy_requests" ADD COLUMN "picks" jsonb;
  ALTER TABLE "privacy_requests" ADD COLUMN "records" jsonb;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_verification_verified_by_id_users_id_fk" FOREIGN KEY ("verification_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_requests_verification_verification_verified_by_idx" ON "privacy_requests" USING btree ("verification_verified_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" DROP CONSTRAINT "privacy_requests_verification_verified_by_id_users_id_fk";
  
  ALTER TABLE "privacy_requests" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_privacy_requests_kind";
  CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('erasure-request', 'erasure', 'copy');
  ALTER TABLE "privacy_requests" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_privacy_requests_kind" USING "kind"::"public"."enum_privacy_requests_kind";
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_privacy_requests_status";
  CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('open', 'done');
  ALTER TABLE "privacy_requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_privacy_requests_status" USING "status"::"public"."enum_privacy_requests_status";
  DROP INDEX "privacy_requests_verification_verification_verified_by_idx";
  ALTER TABLE "privacy_requests" DROP COLUMN "verification_method";
  ALTER TABLE "privacy_requests" DROP COLUMN "verification_email";
  ALTER TABLE "privacy_requests" DROP COLUMN "verification_link_sent_at";
  ALTER TABLE "privacy_requests" DROP COLUMN "verification_verified_at";
  ALTER TABLE "privacy_requests" DROP COLUMN "verification_verified_by_id";
  ALTER TABLE "privacy_requests" DROP COLUMN "verification_link_revision";
  ALTER TABLE "privacy_requests" DROP COLUMN "picks";
  ALTER TABLE "privacy_requests" DROP COLUMN "records";
  DROP TYPE "public"."enum_privacy_requests_verification_method";`)
}

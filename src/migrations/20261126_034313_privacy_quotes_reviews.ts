import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quotes_privacy_state" AS ENUM('accounts', 'anonymised');
  CREATE TYPE "public"."enum__quotes_v_version_privacy_state" AS ENUM('accounts', 'anonymised');
  CREATE TYPE "public"."enum_reviews_privacy_state" AS ENUM('accounts', 'anonymised');
  ALTER TABLE "quotes" ADD COLUMN "privacy_state" "enum_quotes_privacy_state";
  ALTER TABLE "quotes" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_privacy_state" "enum__quotes_v_version_privacy_state";
  ALTER TABLE "_quotes_v" ADD COLUMN "version_anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "reviews" ADD COLUMN "privacy_state" "enum_reviews_privacy_state";
  ALTER TABLE "reviews" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  CREATE INDEX "quotes_privacy_state_idx" ON "quotes" USING btree ("privacy_state");
  CREATE INDEX "_quotes_v_version_version_privacy_state_idx" ON "_quotes_v" USING btree ("version_privacy_state");
  CREATE INDEX "reviews_privacy_state_idx" ON "reviews" USING btree ("privacy_state");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "quotes_privacy_state_idx";
  DROP INDEX "_quotes_v_version_version_privacy_state_idx";
  DROP INDEX "reviews_privacy_state_idx";
  ALTER TABLE "quotes" DROP COLUMN "privacy_state";
  ALTER TABLE "quotes" DROP COLUMN "anonymised_at";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_privacy_state";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_anonymised_at";
  ALTER TABLE "reviews" DROP COLUMN "privacy_state";
  ALTER TABLE "reviews" DROP COLUMN "anonymised_at";
  DROP TYPE "public"."enum_quotes_privacy_state";
  DROP TYPE "public"."enum__quotes_v_version_privacy_state";
  DROP TYPE "public"."enum_reviews_privacy_state";`)
}

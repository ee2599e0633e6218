import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "measuring_appointments" ADD COLUMN "estimate_offer" varchar;
  ALTER TABLE "measuring_appointments" ADD COLUMN "estimate_saving" numeric;
  ALTER TABLE "measuring_appointments" ADD COLUMN "estimate_offer_notes" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "estimate_offer" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "estimate_saving" numeric;
  ALTER TABLE "quote_requests" ADD COLUMN "estimate_offer_notes" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "measuring_appointments" DROP COLUMN "estimate_offer";
  ALTER TABLE "measuring_appointments" DROP COLUMN "estimate_saving";
  ALTER TABLE "measuring_appointments" DROP COLUMN "estimate_offer_notes";
  ALTER TABLE "quote_requests" DROP COLUMN "estimate_offer";
  ALTER TABLE "quote_requests" DROP COLUMN "estimate_saving";
  ALTER TABLE "quote_requests" DROP COLUMN "estimate_offer_notes";`)
}

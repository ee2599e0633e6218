import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "measuring_appointments" ADD COLUMN "outside_area" boolean DEFAULT false;
  ALTER TABLE "quote_requests" ADD COLUMN "outside_area" boolean DEFAULT false;
  CREATE INDEX "measuring_appointments_outside_area_idx" ON "measuring_appointments" USING btree ("outside_area");
  CREATE INDEX "quote_requests_outside_area_idx" ON "quote_requests" USING btree ("outside_area");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "measuring_appointments_outside_area_idx";
  DROP INDEX "quote_requests_outside_area_idx";
  ALTER TABLE "measuring_appointments" DROP COLUMN "outside_area";
  ALTER TABLE "quote_requests" DROP COLUMN "outside_area";`)
}

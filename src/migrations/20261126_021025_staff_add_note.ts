import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "measuring_appointments" ADD COLUMN "add_note" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "add_note" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "measuring_appointments" DROP COLUMN "add_note";
  ALTER TABLE "quote_requests" DROP COLUMN "add_note";`)
}

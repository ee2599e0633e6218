import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "availability" ADD COLUMN "instant_per_contact" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "availability" ADD COLUMN "instant_per_address_per_day" numeric DEFAULT 3 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "availability" DROP COLUMN "instant_per_contact";
  ALTER TABLE "availability" DROP COLUMN "instant_per_address_per_day";`)
}

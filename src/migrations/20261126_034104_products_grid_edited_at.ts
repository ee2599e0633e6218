import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "grid_edited_at" timestamp(3) with time zone;
  CREATE INDEX "products_grid_edited_at_idx" ON "products" USING btree ("grid_edited_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_grid_edited_at_idx";
  ALTER TABLE "products" DROP COLUMN "grid_edited_at";`)
}

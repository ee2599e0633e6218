import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "local_jobs" ADD COLUMN "from_order_id" integer;
  ALTER TABLE "media" ADD COLUMN "source" varchar;
  ALTER TABLE "local_jobs" ADD CONSTRAINT "local_jobs_from_order_id_quotes_id_fk" FOREIGN KEY ("from_order_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "local_jobs_from_order_idx" ON "local_jobs" USING btree ("from_order_id");
  CREATE INDEX "media_source_idx" ON "media" USING btree ("source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "local_jobs" DROP CONSTRAINT "local_jobs_from_order_id_quotes_id_fk";
  
  DROP INDEX "local_jobs_from_order_idx";
  DROP INDEX "media_source_idx";
  ALTER TABLE "local_jobs" DROP COLUMN "from_order_id";
  ALTER TABLE "media" DROP COLUMN "source";`)
}

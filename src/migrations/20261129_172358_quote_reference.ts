import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quotes" ADD COLUMN "reference" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_reference" varchar;
  -- Every quote already made gets the reference its customer has been reading (quoteNumber: "Q" and the id to five
  -- digits), in its row and all its versions.
  UPDATE "quotes" SET "reference" = 'Q' || lpad("id"::text, 5, '0');
  UPDATE "_quotes_v" SET "version_reference" = 'Q' || lpad("parent_id"::text, 5, '0') WHERE "parent_id" IS NOT NULL;
  CREATE UNIQUE INDEX "quotes_reference_idx" ON "quotes" USING btree ("reference");
  CREATE INDEX "_quotes_v_version_version_reference_idx" ON "_quotes_v" USING btree ("version_reference");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "quotes_reference_idx";
  DROP INDEX "_quotes_v_version_version_reference_idx";
  ALTER TABLE "quotes" DROP COLUMN "reference";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_reference";`)
}

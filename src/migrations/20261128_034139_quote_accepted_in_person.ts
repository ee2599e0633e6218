import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quotes" ADD COLUMN "acceptance_in_person" boolean;
  ALTER TABLE "quotes" ADD COLUMN "acceptance_witness_id" integer;
  ALTER TABLE "quotes" ADD COLUMN "acceptance_witness_name" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_acceptance_in_person" boolean;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_acceptance_witness_id" integer;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_acceptance_witness_name" varchar;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_acceptance_witness_id_users_id_fk" FOREIGN KEY ("acceptance_witness_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quotes_v" ADD CONSTRAINT "_quotes_v_version_acceptance_witness_id_users_id_fk" FOREIGN KEY ("version_acceptance_witness_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quotes_acceptance_acceptance_witness_idx" ON "quotes" USING btree ("acceptance_witness_id");
  CREATE INDEX "_quotes_v_version_acceptance_version_acceptance_witness_idx" ON "_quotes_v" USING btree ("version_acceptance_witness_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quotes" DROP CONSTRAINT "quotes_acceptance_witness_id_users_id_fk";
  
  ALTER TABLE "_quotes_v" DROP CONSTRAINT "_quotes_v_version_acceptance_witness_id_users_id_fk";
  
  DROP INDEX "quotes_acceptance_acceptance_witness_idx";
  DROP INDEX "_quotes_v_version_acceptance_version_acceptance_witness_idx";
  ALTER TABLE "quotes" DROP COLUMN "acceptance_in_person";
  ALTER TABLE "quotes" DROP COLUMN "acceptance_witness_id";
  ALTER TABLE "quotes" DROP COLUMN "acceptance_witness_name";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_acceptance_in_person";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_acceptance_witness_id";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_acceptance_witness_name";`)
}

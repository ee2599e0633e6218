import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quotes_refund_method" AS ENUM('bank-transfer', 'cash', 'cheque');
  CREATE TYPE "public"."enum__quotes_v_version_refund_method" AS ENUM('bank-transfer', 'cash', 'cheque');
  ALTER TABLE "quotes" ADD COLUMN "refund_amount_pence" numeric;
  ALTER TABLE "quotes" ADD COLUMN "refund_method" "enum_quotes_refund_method";
  ALTER TABLE "quotes" ADD COLUMN "refund_refunded_on" timestamp(3) with time zone;
  ALTER TABLE "quotes" ADD COLUMN "refund_recorded_by" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_refund_amount_pence" numeric;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_refund_method" "enum__quotes_v_version_refund_method";
  ALTER TABLE "_quotes_v" ADD COLUMN "version_refund_refunded_on" timestamp(3) with time zone;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_refund_recorded_by" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quotes" DROP COLUMN "refund_amount_pence";
  ALTER TABLE "quotes" DROP COLUMN "refund_method";
  ALTER TABLE "quotes" DROP COLUMN "refund_refunded_on";
  ALTER TABLE "quotes" DROP COLUMN "refund_recorded_by";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_refund_amount_pence";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_refund_method";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_refund_refunded_on";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_refund_recorded_by";
  DROP TYPE "public"."enum_quotes_refund_method";
  DROP TYPE "public"."enum__quotes_v_version_refund_method";`)
}

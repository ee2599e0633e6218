import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_questions_privacy_state" AS ENUM('accounts', 'anonymised');
  ALTER TYPE "public"."enum_quotes_status" ADD VALUE 'cancelled';
  ALTER TYPE "public"."enum__quotes_v_version_status" ADD VALUE 'cancelled';
  CREATE TABLE "quote_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote_id" integer NOT NULL,
  	"asked_at" timestamp(3) with time zone NOT NULL,
  	"text" varchar NOT NULL,
  	"answer" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"answered_by" varchar,
  	"privacy_state" "enum_quote_questions_privacy_state",
  	"anonymised_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- The questions asked so far move to their own records (the versions' copies of them go).
  INSERT INTO "quote_questions" ("quote_id", "asked_at", "text", "privacy_state", "anonymised_at")
    SELECT qq."_parent_id", coalesce(qq."asked_at", q."updated_at"), coalesce(qq."text", ''), q."privacy_state"::text::"public"."enum_quote_questions_privacy_state", q."anonymised_at"
    FROM "quotes_questions" qq JOIN "quotes" q ON q."id" = qq."_parent_id" ORDER BY qq."_parent_id", qq."_order";
  ALTER TABLE "quotes_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quotes_v_version_questions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quotes_questions" CASCADE;
  DROP TABLE "_quotes_v_version_questions" CASCADE;
  ALTER TABLE "quotes" ADD COLUMN "cancellation_reason" varchar;
  ALTER TABLE "quotes" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "quotes" ADD COLUMN "link_serial" numeric DEFAULT 0;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_cancellation_reason" varchar;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "_quotes_v" ADD COLUMN "version_link_serial" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quote_questions_id" integer;
  ALTER TABLE "quote_questions" ADD CONSTRAINT "quote_questions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quote_questions_quote_idx" ON "quote_questions" USING btree ("quote_id");
  CREATE INDEX "quote_questions_asked_at_idx" ON "quote_questions" USING btree ("asked_at");
  CREATE INDEX "quote_questions_privacy_state_idx" ON "quote_questions" USING btree ("privacy_state");
  CREATE INDEX "quote_questions_updated_at_idx" ON "quote_questions" USING btree ("updated_at");
  CREATE INDEX "quote_questions_created_at_idx" ON "quote_questions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_questions_fk" FOREIGN KEY ("quote_questions_id") REFERENCES "public"."quote_questions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quote_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_questions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "quotes_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"asked_at" timestamp(3) with time zone,
  	"text" varchar
  );
  
  CREATE TABLE "_quotes_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"asked_at" timestamp(3) with time zone,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "quote_questions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quote_questions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quote_questions_fk";
  
  ALTER TABLE "quotes" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "quotes" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_quotes_status";
  CREATE TYPE "public"."enum_quotes_status" AS ENUM('draft', 'sent', 'accepted', 'fitted', 'declined', 'expired');
  ALTER TABLE "quotes" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_quotes_status";
  ALTER TABLE "quotes" ALTER COLUMN "status" SET DATA TYPE "public"."enum_quotes_status" USING "status"::"public"."enum_quotes_status";
  ALTER TABLE "_quotes_v" ALTER COLUMN "version_status" SET DATA TYPE text;
  ALTER TABLE "_quotes_v" ALTER COLUMN "version_status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum__quotes_v_version_status";
  CREATE TYPE "public"."enum__quotes_v_version_status" AS ENUM('draft', 'sent', 'accepted', 'fitted', 'declined', 'expired');
  ALTER TABLE "_quotes_v" ALTER COLUMN "version_status" SET DEFAULT 'draft'::"public"."enum__quotes_v_version_status";
  ALTER TABLE "_quotes_v" ALTER COLUMN "version_status" SET DATA TYPE "public"."enum__quotes_v_version_status" USING "version_status"::"public"."enum__quotes_v_version_status";
  DROP INDEX "payload_locked_documents_rels_quote_questions_id_idx";
  ALTER TABLE "quotes_questions" ADD CONSTRAINT "quotes_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quotes_v_version_questions" ADD CONSTRAINT "_quotes_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quotes_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quotes_questions_order_idx" ON "quotes_questions" USING btree ("_order");
  CREATE INDEX "quotes_questions_parent_id_idx" ON "quotes_questions" USING btree ("_parent_id");
  CREATE INDEX "_quotes_v_version_questions_order_idx" ON "_quotes_v_version_questions" USING btree ("_order");
  CREATE INDEX "_quotes_v_version_questions_parent_id_idx" ON "_quotes_v_version_questions" USING btree ("_parent_id");
  ALTER TABLE "quotes" DROP COLUMN "cancellation_reason";
  ALTER TABLE "quotes" DROP COLUMN "cancelled_at";
  ALTER TABLE "quotes" DROP COLUMN "link_serial";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_cancellation_reason";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_cancelled_at";
  ALTER TABLE "_quotes_v" DROP COLUMN "version_link_serial";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quote_questions_id";
  DROP TYPE "public"."enum_quote_questions_privacy_state";`)
}

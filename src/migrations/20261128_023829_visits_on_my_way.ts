import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "measuring_appointments_arrival_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"minutes" numeric NOT NULL,
  	"channels" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"sent_by_id" integer
  );
  
  CREATE TABLE "quotes_arrival_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"minutes" numeric NOT NULL,
  	"channels" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"sent_by_id" integer
  );
  
  CREATE TABLE "_quotes_v_version_arrival_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"minutes" numeric NOT NULL,
  	"channels" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"sent_by_id" integer,
  	"_uuid" varchar
  );
  
  ALTER TABLE "measuring_appointments_arrival_messages" ADD CONSTRAINT "measuring_appointments_arrival_messages_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "measuring_appointments_arrival_messages" ADD CONSTRAINT "measuring_appointments_arrival_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."measuring_appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes_arrival_messages" ADD CONSTRAINT "quotes_arrival_messages_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes_arrival_messages" ADD CONSTRAINT "quotes_arrival_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quotes_v_version_arrival_messages" ADD CONSTRAINT "_quotes_v_version_arrival_messages_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quotes_v_version_arrival_messages" ADD CONSTRAINT "_quotes_v_version_arrival_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quotes_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "measuring_appointments_arrival_messages_order_idx" ON "measuring_appointments_arrival_messages" USING btree ("_order");
  CREATE INDEX "measuring_appointments_arrival_messages_parent_id_idx" ON "measuring_appointments_arrival_messages" USING btree ("_parent_id");
  CREATE INDEX "measuring_appointments_arrival_messages_sent_by_idx" ON "measuring_appointments_arrival_messages" USING btree ("sent_by_id");
  CREATE INDEX "quotes_arrival_messages_order_idx" ON "quotes_arrival_messages" USING btree ("_order");
  CREATE INDEX "quotes_arrival_messages_parent_id_idx" ON "quotes_arrival_messages" USING btree ("_parent_id");
  CREATE INDEX "quotes_arrival_messages_sent_by_idx" ON "quotes_arrival_messages" USING btree ("sent_by_id");
  CREATE INDEX "_quotes_v_version_arrival_messages_order_idx" ON "_quotes_v_version_arrival_messages" USING btree ("_order");
  CREATE INDEX "_quotes_v_version_arrival_messages_parent_id_idx" ON "_quotes_v_version_arrival_messages" USING btree ("_parent_id");
  CREATE INDEX "_quotes_v_version_arrival_messages_sent_by_idx" ON "_quotes_v_version_arrival_messages" USING btree ("sent_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "measuring_appointments_arrival_messages" CASCADE;
  DROP TABLE "quotes_arrival_messages" CASCADE;
  DROP TABLE "_quotes_v_version_arrival_messages" CASCADE;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The seed's demo grids as they were when this migration was written (a migration never follows later code). */
const DEMO_GRIDS = [{"slug": "faux-wood-venetian-blinds", "startingPrice": 7900, "grid": {"widths": [60, 90, 120, 150, 180, 210, 240], "drops": [100, 150, 200, 250], "cells": [[7900, 9100, 10300, 11500, 12700, 13900, 15100], [8900, 10400, 11900, 13400, 14900, 16400, 17900], [9900, 11700, 13500, 15300, 17100, 18900, 20700], [10900, 13000, 15100, 17200, 19300, 21400, 23500]]}}, {"slug": "wooden-venetian-blinds", "startingPrice": 15300, "grid": {"widths": [60, 90, 120, 150, 180, 210, 240], "drops": [100, 150, 200, 250], "cells": [[15300, 17400, 19500, 21600, 23700, 25800, 27900], [17000, 19500, 22000, 24500, 27000, 29500, 32000], [18700, 21600, 24500, 27400, 30300, 33200, 36100], [20400, 23700, 27000, 30300, 33600, 36900, 40200]]}}]


export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "products_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"price" numeric NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "price_grid" jsonb;
  ALTER TABLE "promotion_bundles" ADD COLUMN "max_width" numeric DEFAULT 150 NOT NULL;
  ALTER TABLE "promotion_bundles" ADD COLUMN "max_drop" numeric DEFAULT 180 NOT NULL;
  ALTER TABLE "promotion" ADD COLUMN "area_offer_max_width" numeric DEFAULT 120 NOT NULL;
  ALTER TABLE "promotion" ADD COLUMN "area_offer_max_drop" numeric DEFAULT 150 NOT NULL;
  ALTER TABLE "products_options" ADD CONSTRAINT "products_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_options_order_idx" ON "products_options" USING btree ("_order");
  CREATE INDEX "products_options_parent_id_idx" ON "products_options" USING btree ("_parent_id");`)
  // The seed's own products get its demo grid when their "from" price is still the grid's smallest cell; any
  // other product keeps its prices and has no grid until the owner adds one (its estimate says "priced at the visit").
  for (const product of DEMO_GRIDS) {
    await db.execute(sql`
      UPDATE "products" SET "price_grid" = ${JSON.stringify(product.grid)}::jsonb
      WHERE "slug" = ${product.slug} AND "starting_price" = ${product.startingPrice}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products_options" CASCADE;
  ALTER TABLE "products" DROP COLUMN "price_grid";
  ALTER TABLE "promotion_bundles" DROP COLUMN "max_width";
  ALTER TABLE "promotion_bundles" DROP COLUMN "max_drop";
  ALTER TABLE "promotion" DROP COLUMN "area_offer_max_width";
  ALTER TABLE "promotion" DROP COLUMN "area_offer_max_drop";`)
}

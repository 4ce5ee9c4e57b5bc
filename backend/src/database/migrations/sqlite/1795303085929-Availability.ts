import { MigrationInterface, QueryRunner } from 'typeorm';

export class Availability1795303085929 implements MigrationInterface {
  name = 'Availability1795303085929';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "bookings" ("id" varchar PRIMARY KEY NOT NULL, "productId" varchar NOT NULL, "size" varchar(4) NOT NULL, "units" integer NOT NULL, "kind" varchar CHECK( "kind" IN ('order','block') ) NOT NULL, "startDate" varchar(10) NOT NULL, "endDate" varchar(10) NOT NULL, "holdFrom" varchar(10) NOT NULL, "holdUntil" varchar(10) NOT NULL, "orderId" varchar, "note" varchar(200), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bookings_product_hold" ON "bookings" ("productId", "holdUntil") `);
    await queryRunner.query(`DROP INDEX "IDX_products_created_at"`);
    await queryRunner.query(`DROP INDEX "UQ_products_slug"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_products" ("id" varchar PRIMARY KEY NOT NULL, "slug" varchar(190) NOT NULL, "name" varchar(160) NOT NULL, "description" text NOT NULL, "brand" varchar(80), "category" varchar(40) NOT NULL, "occasions" text NOT NULL, "basePrice" decimal(10,2) NOT NULL, "rentalPrice4Day" decimal(10,2), "retailPrice" decimal(10,2), "imageUrls" text NOT NULL, "imageUrl" varchar(2048), "availableSizes" text NOT NULL, "listingId" varchar, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "stock" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_products"("id", "slug", "name", "description", "brand", "category", "occasions", "basePrice", "rentalPrice4Day", "retailPrice", "imageUrls", "imageUrl", "availableSizes", "listingId", "createdAt", "updatedAt") SELECT "id", "slug", "name", "description", "brand", "category", "occasions", "basePrice", "rentalPrice4Day", "retailPrice", "imageUrls", "imageUrl", "availableSizes", "listingId", "createdAt", "updatedAt" FROM "products"`,
    );
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`ALTER TABLE "temporary_products" RENAME TO "products"`);
    await queryRunner.query(`CREATE INDEX "IDX_products_created_at" ON "products" ("createdAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_products_slug" ON "products" ("slug") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_order_items" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "productId" varchar, "productName" varchar(160) NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "unitPrice" decimal(10,2) NOT NULL, "startDate" varchar(10), "endDate" varchar(10), CONSTRAINT "FK_cdb99c05982d5191ac8465ac010" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_f1d359a55923bb45b057fbdab0d" FOREIGN KEY ("orderId") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_order_items"("id", "orderId", "productId", "productName", "size", "duration", "quantity", "unitPrice") SELECT "id", "orderId", "productId", "productName", "size", "duration", "quantity", "unitPrice" FROM "order_items"`,
    );
    await queryRunner.query(`DROP TABLE "order_items"`);
    await queryRunner.query(`ALTER TABLE "temporary_order_items" RENAME TO "order_items"`);
    await queryRunner.query(`DROP INDEX "IDX_cart_items_session"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_cart_items" ("id" varchar PRIMARY KEY NOT NULL, "sessionId" varchar(128) NOT NULL, "productId" varchar NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "startDate" varchar(10), CONSTRAINT "FK_72679d98b31c737937b8932ebe6" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_cart_items"("id", "sessionId", "productId", "size", "duration", "quantity", "createdAt") SELECT "id", "sessionId", "productId", "size", "duration", "quantity", "createdAt" FROM "cart_items"`,
    );
    await queryRunner.query(`DROP TABLE "cart_items"`);
    await queryRunner.query(`ALTER TABLE "temporary_cart_items" RENAME TO "cart_items"`);
    await queryRunner.query(`CREATE INDEX "IDX_cart_items_session" ON "cart_items" ("sessionId") `);
    await queryRunner.query(`DROP INDEX "IDX_orders_created_at"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_orders" ("id" varchar PRIMARY KEY NOT NULL, "customerName" varchar(120) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerPhone" varchar(20) NOT NULL, "deliveryAddress" varchar(500) NOT NULL, "rentalStartDate" varchar(10) NOT NULL, "rentalEndDate" varchar(10) NOT NULL, "subtotal" decimal(10,2) NOT NULL, "cleaningFee" decimal(10,2) NOT NULL, "insurance" decimal(10,2) NOT NULL, "total" decimal(10,2) NOT NULL, "status" varchar CHECK( "status" IN ('pending','processing','completed','cancelled') ) NOT NULL DEFAULT ('pending'), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_orders"("id", "customerName", "customerEmail", "customerPhone", "deliveryAddress", "rentalStartDate", "rentalEndDate", "subtotal", "cleaningFee", "insurance", "total", "status", "createdAt") SELECT "id", "customerName", "customerEmail", "customerPhone", "deliveryAddress", "rentalStartDate", "rentalEndDate", "subtotal", "cleaningFee", "insurance", "total", "status", "createdAt" FROM "orders"`,
    );
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`ALTER TABLE "temporary_orders" RENAME TO "orders"`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_created_at" ON "orders" ("createdAt") `);
    await queryRunner.query(`DROP INDEX "IDX_bookings_product_hold"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_bookings" ("id" varchar PRIMARY KEY NOT NULL, "productId" varchar NOT NULL, "size" varchar(4) NOT NULL, "units" integer NOT NULL, "kind" varchar CHECK( "kind" IN ('order','block') ) NOT NULL, "startDate" varchar(10) NOT NULL, "endDate" varchar(10) NOT NULL, "holdFrom" varchar(10) NOT NULL, "holdUntil" varchar(10) NOT NULL, "orderId" varchar, "note" varchar(200), "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_679a3b39e03e6075539f35bd1e7" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_75fb0041cf03c96a8b905c5bf81" FOREIGN KEY ("orderId") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_bookings"("id", "productId", "size", "units", "kind", "startDate", "endDate", "holdFrom", "holdUntil", "orderId", "note", "createdAt") SELECT "id", "productId", "size", "units", "kind", "startDate", "endDate", "holdFrom", "holdUntil", "orderId", "note", "createdAt" FROM "bookings"`,
    );
    await queryRunner.query(`DROP TABLE "bookings"`);
    await queryRunner.query(`ALTER TABLE "temporary_bookings" RENAME TO "bookings"`);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_product_hold" ON "bookings" ("productId", "holdUntil") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_bookings_product_hold"`);
    await queryRunner.query(`ALTER TABLE "bookings" RENAME TO "temporary_bookings"`);
    await queryRunner.query(
      `CREATE TABLE "bookings" ("id" varchar PRIMARY KEY NOT NULL, "productId" varchar NOT NULL, "size" varchar(4) NOT NULL, "units" integer NOT NULL, "kind" varchar CHECK( "kind" IN ('order','block') ) NOT NULL, "startDate" varchar(10) NOT NULL, "endDate" varchar(10) NOT NULL, "holdFrom" varchar(10) NOT NULL, "holdUntil" varchar(10) NOT NULL, "orderId" varchar, "note" varchar(200), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "bookings"("id", "productId", "size", "units", "kind", "startDate", "endDate", "holdFrom", "holdUntil", "orderId", "note", "createdAt") SELECT "id", "productId", "size", "units", "kind", "startDate", "endDate", "holdFrom", "holdUntil", "orderId", "note", "createdAt" FROM "temporary_bookings"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_bookings"`);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_product_hold" ON "bookings" ("productId", "holdUntil") `);
    await queryRunner.query(`DROP INDEX "IDX_orders_created_at"`);
    await queryRunner.query(`ALTER TABLE "orders" RENAME TO "temporary_orders"`);
    await queryRunner.query(
      `CREATE TABLE "orders" ("id" varchar PRIMARY KEY NOT NULL, "customerName" varchar(120) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerPhone" varchar(20) NOT NULL, "deliveryAddress" varchar(500) NOT NULL, "rentalStartDate" varchar(10) NOT NULL, "rentalEndDate" varchar(10) NOT NULL, "subtotal" decimal(10,2) NOT NULL, "cleaningFee" decimal(10,2) NOT NULL, "insurance" decimal(10,2) NOT NULL, "total" decimal(10,2) NOT NULL, "status" varchar CHECK( "status" IN ('pending','processing','completed') ) NOT NULL DEFAULT ('pending'), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "orders"("id", "customerName", "customerEmail", "customerPhone", "deliveryAddress", "rentalStartDate", "rentalEndDate", "subtotal", "cleaningFee", "insurance", "total", "status", "createdAt") SELECT "id", "customerName", "customerEmail", "customerPhone", "deliveryAddress", "rentalStartDate", "rentalEndDate", "subtotal", "cleaningFee", "insurance", "total", "status", "createdAt" FROM "temporary_orders"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_orders"`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_created_at" ON "orders" ("createdAt") `);
    await queryRunner.query(`DROP INDEX "IDX_cart_items_session"`);
    await queryRunner.query(`ALTER TABLE "cart_items" RENAME TO "temporary_cart_items"`);
    await queryRunner.query(
      `CREATE TABLE "cart_items" ("id" varchar PRIMARY KEY NOT NULL, "sessionId" varchar(128) NOT NULL, "productId" varchar NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_72679d98b31c737937b8932ebe6" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "cart_items"("id", "sessionId", "productId", "size", "duration", "quantity", "createdAt") SELECT "id", "sessionId", "productId", "size", "duration", "quantity", "createdAt" FROM "temporary_cart_items"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_cart_items"`);
    await queryRunner.query(`CREATE INDEX "IDX_cart_items_session" ON "cart_items" ("sessionId") `);
    await queryRunner.query(`ALTER TABLE "order_items" RENAME TO "temporary_order_items"`);
    await queryRunner.query(
      `CREATE TABLE "order_items" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "productId" varchar, "productName" varchar(160) NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "unitPrice" decimal(10,2) NOT NULL, CONSTRAINT "FK_cdb99c05982d5191ac8465ac010" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_f1d359a55923bb45b057fbdab0d" FOREIGN KEY ("orderId") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "order_items"("id", "orderId", "productId", "productName", "size", "duration", "quantity", "unitPrice") SELECT "id", "orderId", "productId", "productName", "size", "duration", "quantity", "unitPrice" FROM "temporary_order_items"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_order_items"`);
    await queryRunner.query(`DROP INDEX "UQ_products_slug"`);
    await queryRunner.query(`DROP INDEX "IDX_products_created_at"`);
    await queryRunner.query(`ALTER TABLE "products" RENAME TO "temporary_products"`);
    await queryRunner.query(
      `CREATE TABLE "products" ("id" varchar PRIMARY KEY NOT NULL, "slug" varchar(190) NOT NULL, "name" varchar(160) NOT NULL, "description" text NOT NULL, "brand" varchar(80), "category" varchar(40) NOT NULL, "occasions" text NOT NULL, "basePrice" decimal(10,2) NOT NULL, "rentalPrice4Day" decimal(10,2), "retailPrice" decimal(10,2), "imageUrls" text NOT NULL, "imageUrl" varchar(2048), "availableSizes" text NOT NULL, "listingId" varchar, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "products"("id", "slug", "name", "description", "brand", "category", "occasions", "basePrice", "rentalPrice4Day", "retailPrice", "imageUrls", "imageUrl", "availableSizes", "listingId", "createdAt", "updatedAt") SELECT "id", "slug", "name", "description", "brand", "category", "occasions", "basePrice", "rentalPrice4Day", "retailPrice", "imageUrls", "imageUrl", "availableSizes", "listingId", "createdAt", "updatedAt" FROM "temporary_products"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_products"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_products_slug" ON "products" ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_products_created_at" ON "products" ("createdAt") `);
    await queryRunner.query(`DROP INDEX "IDX_bookings_product_hold"`);
    await queryRunner.query(`DROP TABLE "bookings"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795293409904 implements MigrationInterface {
  name = 'Initial1795293409904';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "products" ("id" varchar PRIMARY KEY NOT NULL, "slug" varchar(190) NOT NULL, "name" varchar(160) NOT NULL, "description" text NOT NULL, "brand" varchar(80), "category" varchar(40) NOT NULL, "occasions" text NOT NULL, "basePrice" decimal(10,2) NOT NULL, "rentalPrice4Day" decimal(10,2), "retailPrice" decimal(10,2), "imageUrls" text NOT NULL, "imageUrl" varchar(2048), "availableSizes" text NOT NULL, "listingId" varchar, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_products_slug" ON "products" ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_products_created_at" ON "products" ("createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "cart_items" ("id" varchar PRIMARY KEY NOT NULL, "sessionId" varchar(128) NOT NULL, "productId" varchar NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cart_items_session" ON "cart_items" ("sessionId") `);
    await queryRunner.query(
      `CREATE TABLE "order_items" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "productId" varchar, "productName" varchar(160) NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "unitPrice" decimal(10,2) NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "orders" ("id" varchar PRIMARY KEY NOT NULL, "customerName" varchar(120) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerPhone" varchar(20) NOT NULL, "deliveryAddress" varchar(500) NOT NULL, "rentalStartDate" varchar(10) NOT NULL, "rentalEndDate" varchar(10) NOT NULL, "subtotal" decimal(10,2) NOT NULL, "cleaningFee" decimal(10,2) NOT NULL, "insurance" decimal(10,2) NOT NULL, "total" decimal(10,2) NOT NULL, "status" varchar CHECK( "status" IN ('pending','processing','completed') ) NOT NULL DEFAULT ('pending'), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_orders_created_at" ON "orders" ("createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("key" varchar(128) PRIMARY KEY NOT NULL, "requestHash" varchar(64) NOT NULL, "orderId" varchar NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "lender_accounts" ("id" varchar PRIMARY KEY NOT NULL, "fullName" varchar(120) NOT NULL, "email" varchar(254) NOT NULL, "phone" varchar(20) NOT NULL, "address" varchar(500) NOT NULL, "bankAccountName" varchar(120) NOT NULL, "sortCodeEncrypted" varchar(255) NOT NULL, "accountNumberEncrypted" varchar(255) NOT NULL, "tokenHash" varchar(64) NOT NULL, "status" varchar CHECK( "status" IN ('pending','approved','rejected') ) NOT NULL DEFAULT ('pending'), "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "erasedAt" datetime)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_lender_accounts_token_hash" ON "lender_accounts" ("tokenHash") `);
    await queryRunner.query(
      `CREATE TABLE "dress_listings" ("id" varchar PRIMARY KEY NOT NULL, "lenderAccountId" varchar NOT NULL, "name" varchar(160) NOT NULL, "brand" varchar(80) NOT NULL, "description" text NOT NULL, "category" varchar(40) NOT NULL, "condition" varchar(40) NOT NULL, "occasion" varchar(40) NOT NULL, "sizes" text NOT NULL, "originalPrice" decimal(10,2) NOT NULL, "rentalPrice2Day" decimal(10,2) NOT NULL, "rentalPrice4Day" decimal(10,2) NOT NULL, "careInstructions" text NOT NULL, "imageUrls" text NOT NULL, "status" varchar CHECK( "status" IN ('pending','approved','rejected','live') ) NOT NULL DEFAULT ('pending'), "productId" varchar, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_dress_listings_lender" ON "dress_listings" ("lenderAccountId") `);
    await queryRunner.query(
      `CREATE TABLE "newsletter_subscribers" ("id" varchar PRIMARY KEY NOT NULL, "email" varchar(254) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_newsletter_subscribers_email" ON "newsletter_subscribers" ("email") `);
    await queryRunner.query(
      `CREATE TABLE "sessions" ("id" varchar(128) PRIMARY KEY NOT NULL, "data" text NOT NULL, "expiresAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expires_at" ON "sessions" ("expiresAt") `);
    await queryRunner.query(`DROP INDEX "IDX_cart_items_session"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_cart_items" ("id" varchar PRIMARY KEY NOT NULL, "sessionId" varchar(128) NOT NULL, "productId" varchar NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_72679d98b31c737937b8932ebe6" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_cart_items"("id", "sessionId", "productId", "size", "duration", "quantity", "createdAt") SELECT "id", "sessionId", "productId", "size", "duration", "quantity", "createdAt" FROM "cart_items"`,
    );
    await queryRunner.query(`DROP TABLE "cart_items"`);
    await queryRunner.query(`ALTER TABLE "temporary_cart_items" RENAME TO "cart_items"`);
    await queryRunner.query(`CREATE INDEX "IDX_cart_items_session" ON "cart_items" ("sessionId") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_order_items" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "productId" varchar, "productName" varchar(160) NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "unitPrice" decimal(10,2) NOT NULL, CONSTRAINT "FK_f1d359a55923bb45b057fbdab0d" FOREIGN KEY ("orderId") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_cdb99c05982d5191ac8465ac010" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_order_items"("id", "orderId", "productId", "productName", "size", "duration", "quantity", "unitPrice") SELECT "id", "orderId", "productId", "productName", "size", "duration", "quantity", "unitPrice" FROM "order_items"`,
    );
    await queryRunner.query(`DROP TABLE "order_items"`);
    await queryRunner.query(`ALTER TABLE "temporary_order_items" RENAME TO "order_items"`);
    await queryRunner.query(`DROP INDEX "IDX_dress_listings_lender"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_dress_listings" ("id" varchar PRIMARY KEY NOT NULL, "lenderAccountId" varchar NOT NULL, "name" varchar(160) NOT NULL, "brand" varchar(80) NOT NULL, "description" text NOT NULL, "category" varchar(40) NOT NULL, "condition" varchar(40) NOT NULL, "occasion" varchar(40) NOT NULL, "sizes" text NOT NULL, "originalPrice" decimal(10,2) NOT NULL, "rentalPrice2Day" decimal(10,2) NOT NULL, "rentalPrice4Day" decimal(10,2) NOT NULL, "careInstructions" text NOT NULL, "imageUrls" text NOT NULL, "status" varchar CHECK( "status" IN ('pending','approved','rejected','live') ) NOT NULL DEFAULT ('pending'), "productId" varchar, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_f2cfbcff7f5b528806230bbf08d" FOREIGN KEY ("lenderAccountId") REFERENCES "lender_accounts" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_dress_listings"("id", "lenderAccountId", "name", "brand", "description", "category", "condition", "occasion", "sizes", "originalPrice", "rentalPrice2Day", "rentalPrice4Day", "careInstructions", "imageUrls", "status", "productId", "createdAt") SELECT "id", "lenderAccountId", "name", "brand", "description", "category", "condition", "occasion", "sizes", "originalPrice", "rentalPrice2Day", "rentalPrice4Day", "careInstructions", "imageUrls", "status", "productId", "createdAt" FROM "dress_listings"`,
    );
    await queryRunner.query(`DROP TABLE "dress_listings"`);
    await queryRunner.query(`ALTER TABLE "temporary_dress_listings" RENAME TO "dress_listings"`);
    await queryRunner.query(`CREATE INDEX "IDX_dress_listings_lender" ON "dress_listings" ("lenderAccountId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_dress_listings_lender"`);
    await queryRunner.query(`ALTER TABLE "dress_listings" RENAME TO "temporary_dress_listings"`);
    await queryRunner.query(
      `CREATE TABLE "dress_listings" ("id" varchar PRIMARY KEY NOT NULL, "lenderAccountId" varchar NOT NULL, "name" varchar(160) NOT NULL, "brand" varchar(80) NOT NULL, "description" text NOT NULL, "category" varchar(40) NOT NULL, "condition" varchar(40) NOT NULL, "occasion" varchar(40) NOT NULL, "sizes" text NOT NULL, "originalPrice" decimal(10,2) NOT NULL, "rentalPrice2Day" decimal(10,2) NOT NULL, "rentalPrice4Day" decimal(10,2) NOT NULL, "careInstructions" text NOT NULL, "imageUrls" text NOT NULL, "status" varchar CHECK( "status" IN ('pending','approved','rejected','live') ) NOT NULL DEFAULT ('pending'), "productId" varchar, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "dress_listings"("id", "lenderAccountId", "name", "brand", "description", "category", "condition", "occasion", "sizes", "originalPrice", "rentalPrice2Day", "rentalPrice4Day", "careInstructions", "imageUrls", "status", "productId", "createdAt") SELECT "id", "lenderAccountId", "name", "brand", "description", "category", "condition", "occasion", "sizes", "originalPrice", "rentalPrice2Day", "rentalPrice4Day", "careInstructions", "imageUrls", "status", "productId", "createdAt" FROM "temporary_dress_listings"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_dress_listings"`);
    await queryRunner.query(`CREATE INDEX "IDX_dress_listings_lender" ON "dress_listings" ("lenderAccountId") `);
    await queryRunner.query(`ALTER TABLE "order_items" RENAME TO "temporary_order_items"`);
    await queryRunner.query(
      `CREATE TABLE "order_items" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "productId" varchar, "productName" varchar(160) NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "unitPrice" decimal(10,2) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "order_items"("id", "orderId", "productId", "productName", "size", "duration", "quantity", "unitPrice") SELECT "id", "orderId", "productId", "productName", "size", "duration", "quantity", "unitPrice" FROM "temporary_order_items"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_order_items"`);
    await queryRunner.query(`DROP INDEX "IDX_cart_items_session"`);
    await queryRunner.query(`ALTER TABLE "cart_items" RENAME TO "temporary_cart_items"`);
    await queryRunner.query(
      `CREATE TABLE "cart_items" ("id" varchar PRIMARY KEY NOT NULL, "sessionId" varchar(128) NOT NULL, "productId" varchar NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "cart_items"("id", "sessionId", "productId", "size", "duration", "quantity", "createdAt") SELECT "id", "sessionId", "productId", "size", "duration", "quantity", "createdAt" FROM "temporary_cart_items"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_cart_items"`);
    await queryRunner.query(`CREATE INDEX "IDX_cart_items_session" ON "cart_items" ("sessionId") `);
    await queryRunner.query(`DROP INDEX "IDX_sessions_expires_at"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "UQ_newsletter_subscribers_email"`);
    await queryRunner.query(`DROP TABLE "newsletter_subscribers"`);
    await queryRunner.query(`DROP INDEX "IDX_dress_listings_lender"`);
    await queryRunner.query(`DROP TABLE "dress_listings"`);
    await queryRunner.query(`DROP INDEX "UQ_lender_accounts_token_hash"`);
    await queryRunner.query(`DROP TABLE "lender_accounts"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_created_at"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP TABLE "order_items"`);
    await queryRunner.query(`DROP INDEX "IDX_cart_items_session"`);
    await queryRunner.query(`DROP TABLE "cart_items"`);
    await queryRunner.query(`DROP INDEX "IDX_products_created_at"`);
    await queryRunner.query(`DROP INDEX "UQ_products_slug"`);
    await queryRunner.query(`DROP TABLE "products"`);
  }
}

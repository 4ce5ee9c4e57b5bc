import { MigrationInterface, QueryRunner } from 'typeorm';

export class CartLineKey1795306215624 implements MigrationInterface {
  name = 'CartLineKey1795306215624';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_cart_items_line" ON "cart_items" ("sessionId", "productId", "size", "duration", "startDate") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_cart_items_line"`);
  }
}

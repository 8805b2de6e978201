import { MigrationInterface, QueryRunner } from 'typeorm';

export class CoinToss1796236010406 implements MigrationInterface {
  name = 'CoinToss1796236010406';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "coin_toss" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "teamIds" text NOT NULL, "note" varchar(500), "recordedAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e0dd5705f0397a5fbcef3d01ed" ON "coin_toss" ("divisionId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_e0dd5705f0397a5fbcef3d01ed"`);
    await queryRunner.query(`DROP TABLE "coin_toss"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class Brackets1796237938958 implements MigrationInterface {
  name = 'Brackets1796237938958';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "bracket" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "format" varchar(32) NOT NULL, "seeds" text NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_460a6054e6525a616253765251" ON "bracket" ("divisionId") `);
    await queryRunner.query(`CREATE TABLE "bracket_game" ("id" varchar(36) PRIMARY KEY NOT NULL, "bracketId" varchar(36) NOT NULL, "slotKey" varchar(32) NOT NULL, "gameId" varchar(36) NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5ef5c34ab200b55e2472c52909" ON "bracket_game" ("gameId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d02540dd3ed8d6c58ea514bff8" ON "bracket_game" ("bracketId", "slotKey") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d02540dd3ed8d6c58ea514bff8"`);
    await queryRunner.query(`DROP INDEX "IDX_5ef5c34ab200b55e2472c52909"`);
    await queryRunner.query(`DROP TABLE "bracket_game"`);
    await queryRunner.query(`DROP INDEX "IDX_460a6054e6525a616253765251"`);
    await queryRunner.query(`DROP TABLE "bracket"`);
  }
}

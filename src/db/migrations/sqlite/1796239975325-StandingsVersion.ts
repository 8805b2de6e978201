import { MigrationInterface, QueryRunner } from 'typeorm';

export class StandingsVersion1796239975325 implements MigrationInterface {
  name = 'StandingsVersion1796239975325';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_3e4a62d43906102cf9cc505509"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_division" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "name" varchar(120) NOT NULL, "rating" varchar(32), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "standingsVersion" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(`INSERT INTO "temporary_division"("id", "competitionId", "name", "rating", "createdAt") SELECT "id", "competitionId", "name", "rating", "createdAt" FROM "division"`);
    await queryRunner.query(`DROP TABLE "division"`);
    await queryRunner.query(`ALTER TABLE "temporary_division" RENAME TO "division"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3e4a62d43906102cf9cc505509" ON "division" ("competitionId", "name") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_3e4a62d43906102cf9cc505509"`);
    await queryRunner.query(`ALTER TABLE "division" RENAME TO "temporary_division"`);
    await queryRunner.query(
      `CREATE TABLE "division" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "name" varchar(120) NOT NULL, "rating" varchar(32), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`INSERT INTO "division"("id", "competitionId", "name", "rating", "createdAt") SELECT "id", "competitionId", "name", "rating", "createdAt" FROM "temporary_division"`);
    await queryRunner.query(`DROP TABLE "temporary_division"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3e4a62d43906102cf9cc505509" ON "division" ("competitionId", "name") `);
  }
}

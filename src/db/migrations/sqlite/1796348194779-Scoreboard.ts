import { MigrationInterface, QueryRunner } from "typeorm";

export class Scoreboard1796348194779 implements MigrationInterface {
    name = 'Scoreboard1796348194779'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_ec4d75e601f3b6a7dbb0150bbc"`);
        await queryRunner.query(`CREATE TABLE "temporary_team" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "name" varchar(120) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "shortName" varchar(12))`);
        await queryRunner.query(`INSERT INTO "temporary_team"("id", "divisionId", "name", "createdAt") SELECT "id", "divisionId", "name", "createdAt" FROM "team"`);
        await queryRunner.query(`DROP TABLE "team"`);
        await queryRunner.query(`ALTER TABLE "temporary_team" RENAME TO "team"`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ec4d75e601f3b6a7dbb0150bbc" ON "team" ("divisionId", "name") `);
        await queryRunner.query(`CREATE INDEX "IDX_cce0575591c5384368ef46fb28" ON "game" ("venue", "startsAt") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_cce0575591c5384368ef46fb28"`);
        await queryRunner.query(`DROP INDEX "IDX_ec4d75e601f3b6a7dbb0150bbc"`);
        await queryRunner.query(`ALTER TABLE "team" RENAME TO "temporary_team"`);
        await queryRunner.query(`CREATE TABLE "team" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "name" varchar(120) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`INSERT INTO "team"("id", "divisionId", "name", "createdAt") SELECT "id", "divisionId", "name", "createdAt" FROM "temporary_team"`);
        await queryRunner.query(`DROP TABLE "temporary_team"`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ec4d75e601f3b6a7dbb0150bbc" ON "team" ("divisionId", "name") `);
    }

}

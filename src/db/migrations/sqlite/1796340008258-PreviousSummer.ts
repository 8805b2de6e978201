import { MigrationInterface, QueryRunner } from "typeorm";

export class PreviousSummer1796340008258 implements MigrationInterface {
    name = 'PreviousSummer1796340008258'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "temporary_competition" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "kind" varchar(32) NOT NULL, "preset" varchar(32) NOT NULL, "rulesOverrides" text, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "seasonStartsAt" datetime(3), "additionCutoff" datetime(3), "disciplineLinks" text, "previousSummerCompetitionId" varchar(36))`);
        await queryRunner.query(`INSERT INTO "temporary_competition"("id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "disciplineLinks") SELECT "id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "disciplineLinks" FROM "competition"`);
        await queryRunner.query(`DROP TABLE "competition"`);
        await queryRunner.query(`ALTER TABLE "temporary_competition" RENAME TO "competition"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "competition" RENAME TO "temporary_competition"`);
        await queryRunner.query(`CREATE TABLE "competition" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "kind" varchar(32) NOT NULL, "preset" varchar(32) NOT NULL, "rulesOverrides" text, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "seasonStartsAt" datetime(3), "additionCutoff" datetime(3), "disciplineLinks" text)`);
        await queryRunner.query(`INSERT INTO "competition"("id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "disciplineLinks") SELECT "id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "disciplineLinks" FROM "temporary_competition"`);
        await queryRunner.query(`DROP TABLE "temporary_competition"`);
    }

}

import { MigrationInterface, QueryRunner } from "typeorm";

export class Ssepdf1796348787899 implements MigrationInterface {
    name = 'Ssepdf1796348787899'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "temporary_competition" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "kind" varchar(32) NOT NULL, "preset" varchar(32) NOT NULL, "rulesOverrides" text, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "seasonStartsAt" datetime(3), "additionCutoff" datetime(3), "timeZone" varchar(64) NOT NULL DEFAULT ('UTC'), "disciplineLinks" text, "previousSummerCompetitionId" varchar(36), "language" varchar(8) NOT NULL DEFAULT ('en'))`);
        await queryRunner.query(`INSERT INTO "temporary_competition"("id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "timeZone", "disciplineLinks", "previousSummerCompetitionId") SELECT "id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "timeZone", "disciplineLinks", "previousSummerCompetitionId" FROM "competition"`);
        await queryRunner.query(`DROP TABLE "competition"`);
        await queryRunner.query(`ALTER TABLE "temporary_competition" RENAME TO "competition"`);
        await queryRunner.query(`DROP INDEX "IDX_c58dd4190f43c4cd1596baa2e2"`);
        await queryRunner.query(`DROP INDEX "IDX_1a206693bb12335a59cb181b35"`);
        await queryRunner.query(`DROP INDEX "IDX_6454b249c4795083f0233b5953"`);
        await queryRunner.query(`DROP INDEX "IDX_718ca7124a9fea9c5d157f911e"`);
        await queryRunner.query(`CREATE TABLE "temporary_game" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "homeTeamId" varchar(36) NOT NULL, "awayTeamId" varchar(36) NOT NULL, "startsAt" datetime(3) NOT NULL, "venue" varchar(120), "stage" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "homeScore" integer NOT NULL DEFAULT (0), "awayScore" integer NOT NULL DEFAULT (0), "decision" varchar(32), "lastSeq" integer NOT NULL DEFAULT (0), "snapshot" text NOT NULL, "certifiedAt" datetime(3), "version" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "state" text, "result" text, "standingsVersion" integer NOT NULL DEFAULT (0), "signOffs" text)`);
        await queryRunner.query(`INSERT INTO "temporary_game"("id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state", "result", "standingsVersion") SELECT "id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state", "result", "standingsVersion" FROM "game"`);
        await queryRunner.query(`DROP TABLE "game"`);
        await queryRunner.query(`ALTER TABLE "temporary_game" RENAME TO "game"`);
        await queryRunner.query(`CREATE INDEX "IDX_c58dd4190f43c4cd1596baa2e2" ON "game" ("divisionId", "standingsVersion") `);
        await queryRunner.query(`CREATE INDEX "IDX_1a206693bb12335a59cb181b35" ON "game" ("awayTeamId") `);
        await queryRunner.query(`CREATE INDEX "IDX_6454b249c4795083f0233b5953" ON "game" ("homeTeamId") `);
        await queryRunner.query(`CREATE INDEX "IDX_718ca7124a9fea9c5d157f911e" ON "game" ("divisionId", "startsAt") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_718ca7124a9fea9c5d157f911e"`);
        await queryRunner.query(`DROP INDEX "IDX_6454b249c4795083f0233b5953"`);
        await queryRunner.query(`DROP INDEX "IDX_1a206693bb12335a59cb181b35"`);
        await queryRunner.query(`DROP INDEX "IDX_c58dd4190f43c4cd1596baa2e2"`);
        await queryRunner.query(`ALTER TABLE "game" RENAME TO "temporary_game"`);
        await queryRunner.query(`CREATE TABLE "game" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "homeTeamId" varchar(36) NOT NULL, "awayTeamId" varchar(36) NOT NULL, "startsAt" datetime(3) NOT NULL, "venue" varchar(120), "stage" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "homeScore" integer NOT NULL DEFAULT (0), "awayScore" integer NOT NULL DEFAULT (0), "decision" varchar(32), "lastSeq" integer NOT NULL DEFAULT (0), "snapshot" text NOT NULL, "certifiedAt" datetime(3), "version" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "state" text, "result" text, "standingsVersion" integer NOT NULL DEFAULT (0))`);
        await queryRunner.query(`INSERT INTO "game"("id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state", "result", "standingsVersion") SELECT "id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state", "result", "standingsVersion" FROM "temporary_game"`);
        await queryRunner.query(`DROP TABLE "temporary_game"`);
        await queryRunner.query(`CREATE INDEX "IDX_718ca7124a9fea9c5d157f911e" ON "game" ("divisionId", "startsAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_6454b249c4795083f0233b5953" ON "game" ("homeTeamId") `);
        await queryRunner.query(`CREATE INDEX "IDX_1a206693bb12335a59cb181b35" ON "game" ("awayTeamId") `);
        await queryRunner.query(`CREATE INDEX "IDX_c58dd4190f43c4cd1596baa2e2" ON "game" ("divisionId", "standingsVersion") `);
        await queryRunner.query(`ALTER TABLE "competition" RENAME TO "temporary_competition"`);
        await queryRunner.query(`CREATE TABLE "competition" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "kind" varchar(32) NOT NULL, "preset" varchar(32) NOT NULL, "rulesOverrides" text, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "seasonStartsAt" datetime(3), "additionCutoff" datetime(3), "timeZone" varchar(64) NOT NULL DEFAULT ('UTC'), "disciplineLinks" text, "previousSummerCompetitionId" varchar(36))`);
        await queryRunner.query(`INSERT INTO "competition"("id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "timeZone", "disciplineLinks", "previousSummerCompetitionId") SELECT "id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "timeZone", "disciplineLinks", "previousSummerCompetitionId" FROM "temporary_competition"`);
        await queryRunner.query(`DROP TABLE "temporary_competition"`);
    }

}

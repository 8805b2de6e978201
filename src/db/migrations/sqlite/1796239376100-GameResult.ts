import { MigrationInterface, QueryRunner } from 'typeorm';

export class GameResult1796239376100 implements MigrationInterface {
  name = 'GameResult1796239376100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_1a206693bb12335a59cb181b35"`);
    await queryRunner.query(`DROP INDEX "IDX_6454b249c4795083f0233b5953"`);
    await queryRunner.query(`DROP INDEX "IDX_718ca7124a9fea9c5d157f911e"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_game" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "homeTeamId" varchar(36) NOT NULL, "awayTeamId" varchar(36) NOT NULL, "startsAt" datetime(3) NOT NULL, "venue" varchar(120), "stage" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "homeScore" integer NOT NULL DEFAULT (0), "awayScore" integer NOT NULL DEFAULT (0), "decision" varchar(32), "lastSeq" integer NOT NULL DEFAULT (0), "snapshot" text NOT NULL, "certifiedAt" datetime(3), "version" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "state" text, "result" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_game"("id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state") SELECT "id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state" FROM "game"`,
    );
    await queryRunner.query(`DROP TABLE "game"`);
    await queryRunner.query(`ALTER TABLE "temporary_game" RENAME TO "game"`);
    await queryRunner.query(`CREATE INDEX "IDX_1a206693bb12335a59cb181b35" ON "game" ("awayTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_6454b249c4795083f0233b5953" ON "game" ("homeTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_718ca7124a9fea9c5d157f911e" ON "game" ("divisionId", "startsAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_718ca7124a9fea9c5d157f911e"`);
    await queryRunner.query(`DROP INDEX "IDX_6454b249c4795083f0233b5953"`);
    await queryRunner.query(`DROP INDEX "IDX_1a206693bb12335a59cb181b35"`);
    await queryRunner.query(`ALTER TABLE "game" RENAME TO "temporary_game"`);
    await queryRunner.query(
      `CREATE TABLE "game" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "homeTeamId" varchar(36) NOT NULL, "awayTeamId" varchar(36) NOT NULL, "startsAt" datetime(3) NOT NULL, "venue" varchar(120), "stage" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "homeScore" integer NOT NULL DEFAULT (0), "awayScore" integer NOT NULL DEFAULT (0), "decision" varchar(32), "lastSeq" integer NOT NULL DEFAULT (0), "snapshot" text NOT NULL, "certifiedAt" datetime(3), "version" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "state" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "game"("id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state") SELECT "id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state" FROM "temporary_game"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_game"`);
    await queryRunner.query(`CREATE INDEX "IDX_718ca7124a9fea9c5d157f911e" ON "game" ("divisionId", "startsAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_6454b249c4795083f0233b5953" ON "game" ("homeTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_1a206693bb12335a59cb181b35" ON "game" ("awayTeamId") `);
  }
}

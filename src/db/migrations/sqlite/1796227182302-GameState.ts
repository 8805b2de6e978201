import { MigrationInterface, QueryRunner } from 'typeorm';

export class GameState1796227182302 implements MigrationInterface {
  name = 'GameState1796227182302';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_84341251fe93e2a82f63393402"`);
    await queryRunner.query(`DROP INDEX "IDX_4acb6763c4f0827a1ab501ebeb"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_game_event" ("id" varchar(36) PRIMARY KEY NOT NULL, "gameId" varchar(36) NOT NULL, "seq" integer NOT NULL, "type" varchar(32) NOT NULL, "period" integer NOT NULL, "clockRemainingMs" integer, "teamId" varchar(36), "playerId" varchar(36), "payload" text NOT NULL, "clientEventId" varchar(64), "voided" boolean NOT NULL DEFAULT (0), "recordedBy" varchar(36), "recordedAt" datetime(3) NOT NULL, "recordedByName" varchar(120))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_game_event"("id", "gameId", "seq", "type", "period", "clockRemainingMs", "teamId", "playerId", "payload", "clientEventId", "voided", "recordedBy", "recordedAt") SELECT "id", "gameId", "seq", "type", "period", "clockRemainingMs", "teamId", "playerId", "payload", "clientEventId", "voided", "recordedBy", "recordedAt" FROM "game_event"`,
    );
    await queryRunner.query(`DROP TABLE "game_event"`);
    await queryRunner.query(`ALTER TABLE "temporary_game_event" RENAME TO "game_event"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_84341251fe93e2a82f63393402" ON "game_event" ("gameId", "seq") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4acb6763c4f0827a1ab501ebeb" ON "game_event" ("gameId", "clientEventId") `);
    await queryRunner.query(`DROP INDEX "IDX_718ca7124a9fea9c5d157f911e"`);
    await queryRunner.query(`DROP INDEX "IDX_6454b249c4795083f0233b5953"`);
    await queryRunner.query(`DROP INDEX "IDX_1a206693bb12335a59cb181b35"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_game" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "homeTeamId" varchar(36) NOT NULL, "awayTeamId" varchar(36) NOT NULL, "startsAt" datetime(3) NOT NULL, "venue" varchar(120), "stage" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "homeScore" integer NOT NULL DEFAULT (0), "awayScore" integer NOT NULL DEFAULT (0), "decision" varchar(32), "lastSeq" integer NOT NULL DEFAULT (0), "snapshot" text NOT NULL, "certifiedAt" datetime(3), "version" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "state" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_game"("id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt") SELECT "id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt" FROM "game"`,
    );
    await queryRunner.query(`DROP TABLE "game"`);
    await queryRunner.query(`ALTER TABLE "temporary_game" RENAME TO "game"`);
    await queryRunner.query(`CREATE INDEX "IDX_718ca7124a9fea9c5d157f911e" ON "game" ("divisionId", "startsAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_6454b249c4795083f0233b5953" ON "game" ("homeTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_1a206693bb12335a59cb181b35" ON "game" ("awayTeamId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_1a206693bb12335a59cb181b35"`);
    await queryRunner.query(`DROP INDEX "IDX_6454b249c4795083f0233b5953"`);
    await queryRunner.query(`DROP INDEX "IDX_718ca7124a9fea9c5d157f911e"`);
    await queryRunner.query(`ALTER TABLE "game" RENAME TO "temporary_game"`);
    await queryRunner.query(
      `CREATE TABLE "game" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "homeTeamId" varchar(36) NOT NULL, "awayTeamId" varchar(36) NOT NULL, "startsAt" datetime(3) NOT NULL, "venue" varchar(120), "stage" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "homeScore" integer NOT NULL DEFAULT (0), "awayScore" integer NOT NULL DEFAULT (0), "decision" varchar(32), "lastSeq" integer NOT NULL DEFAULT (0), "snapshot" text NOT NULL, "certifiedAt" datetime(3), "version" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "game"("id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt") SELECT "id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt" FROM "temporary_game"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_game"`);
    await queryRunner.query(`CREATE INDEX "IDX_1a206693bb12335a59cb181b35" ON "game" ("awayTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_6454b249c4795083f0233b5953" ON "game" ("homeTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_718ca7124a9fea9c5d157f911e" ON "game" ("divisionId", "startsAt") `);
    await queryRunner.query(`DROP INDEX "IDX_4acb6763c4f0827a1ab501ebeb"`);
    await queryRunner.query(`DROP INDEX "IDX_84341251fe93e2a82f63393402"`);
    await queryRunner.query(`ALTER TABLE "game_event" RENAME TO "temporary_game_event"`);
    await queryRunner.query(
      `CREATE TABLE "game_event" ("id" varchar(36) PRIMARY KEY NOT NULL, "gameId" varchar(36) NOT NULL, "seq" integer NOT NULL, "type" varchar(32) NOT NULL, "period" integer NOT NULL, "clockRemainingMs" integer, "teamId" varchar(36), "playerId" varchar(36), "payload" text NOT NULL, "clientEventId" varchar(64), "voided" boolean NOT NULL DEFAULT (0), "recordedBy" varchar(36), "recordedAt" datetime(3) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "game_event"("id", "gameId", "seq", "type", "period", "clockRemainingMs", "teamId", "playerId", "payload", "clientEventId", "voided", "recordedBy", "recordedAt") SELECT "id", "gameId", "seq", "type", "period", "clockRemainingMs", "teamId", "playerId", "payload", "clientEventId", "voided", "recordedBy", "recordedAt" FROM "temporary_game_event"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_game_event"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4acb6763c4f0827a1ab501ebeb" ON "game_event" ("gameId", "clientEventId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_84341251fe93e2a82f63393402" ON "game_event" ("gameId", "seq") `);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1796226394588 implements MigrationInterface {
  name = 'Initial1796226394588';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_token" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "role" varchar(32) NOT NULL, "scopes" text NOT NULL, "tokenHash" varchar(64) NOT NULL, "revokedAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b8d5076cd3f3572829943b3f8a" ON "api_token" ("tokenHash") `);
    await queryRunner.query(
      `CREATE TABLE "competition" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "kind" varchar(32) NOT NULL, "preset" varchar(32) NOT NULL, "rulesOverrides" text, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "division" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "name" varchar(120) NOT NULL, "rating" varchar(32), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3e4a62d43906102cf9cc505509" ON "division" ("competitionId", "name") `);
    await queryRunner.query(
      `CREATE TABLE "fine" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "playerId" varchar(36), "teamId" varchar(36), "amountCents" integer NOT NULL, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "paidAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f99f5db8edc6d48f4bea5858ce" ON "fine" ("teamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_b160f77151cc089bbf90f44226" ON "fine" ("playerId") `);
    await queryRunner.query(
      `CREATE TABLE "game_event" ("id" varchar(36) PRIMARY KEY NOT NULL, "gameId" varchar(36) NOT NULL, "seq" integer NOT NULL, "type" varchar(32) NOT NULL, "period" integer NOT NULL, "clockRemainingMs" integer, "teamId" varchar(36), "playerId" varchar(36), "payload" text NOT NULL, "clientEventId" varchar(64), "voided" boolean NOT NULL DEFAULT (0), "recordedBy" varchar(36), "recordedAt" datetime(3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4acb6763c4f0827a1ab501ebeb" ON "game_event" ("gameId", "clientEventId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_84341251fe93e2a82f63393402" ON "game_event" ("gameId", "seq") `);
    await queryRunner.query(
      `CREATE TABLE "game" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "homeTeamId" varchar(36) NOT NULL, "awayTeamId" varchar(36) NOT NULL, "startsAt" datetime(3) NOT NULL, "venue" varchar(120), "stage" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "homeScore" integer NOT NULL DEFAULT (0), "awayScore" integer NOT NULL DEFAULT (0), "decision" varchar(32), "lastSeq" integer NOT NULL DEFAULT (0), "snapshot" text NOT NULL, "certifiedAt" datetime(3), "version" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1a206693bb12335a59cb181b35" ON "game" ("awayTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_6454b249c4795083f0233b5953" ON "game" ("homeTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_718ca7124a9fea9c5d157f911e" ON "game" ("divisionId", "startsAt") `);
    await queryRunner.query(
      `CREATE TABLE "player" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "birthDate" varchar(10) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "rankingTier" integer, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "roster_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamId" varchar(36) NOT NULL, "playerId" varchar(36) NOT NULL, "number" integer NOT NULL, "position" varchar(32) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "pickup" boolean NOT NULL DEFAULT (0), "goalieAffiliation" boolean NOT NULL DEFAULT (0), "addedAt" datetime(3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_91d1b925b2841fe93d48c3e7d5" ON "roster_entry" ("playerId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_50761c8b8eec07f451fd5f9673" ON "roster_entry" ("teamId", "playerId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0de4a841fbbd26dba8bc9043aa" ON "roster_entry" ("teamId", "number") `);
    await queryRunner.query(
      `CREATE TABLE "suspension" ("id" varchar(36) PRIMARY KEY NOT NULL, "playerId" varchar(36) NOT NULL, "competitionId" varchar(36) NOT NULL, "kind" varchar(32) NOT NULL, "games" integer, "gamesServed" integer NOT NULL DEFAULT (0), "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "startsAt" datetime(3) NOT NULL, "liftedAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1f619e89308e266345995384df" ON "suspension" ("playerId") `);
    await queryRunner.query(
      `CREATE TABLE "team_official" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamId" varchar(36) NOT NULL, "name" varchar(120) NOT NULL, "role" varchar(32) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ac3afc2e817583b324e2872325" ON "team_official" ("teamId") `);
    await queryRunner.query(
      `CREATE TABLE "team" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "name" varchar(120) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ec4d75e601f3b6a7dbb0150bbc" ON "team" ("divisionId", "name") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_ec4d75e601f3b6a7dbb0150bbc"`);
    await queryRunner.query(`DROP TABLE "team"`);
    await queryRunner.query(`DROP INDEX "IDX_ac3afc2e817583b324e2872325"`);
    await queryRunner.query(`DROP TABLE "team_official"`);
    await queryRunner.query(`DROP INDEX "IDX_1f619e89308e266345995384df"`);
    await queryRunner.query(`DROP TABLE "suspension"`);
    await queryRunner.query(`DROP INDEX "IDX_0de4a841fbbd26dba8bc9043aa"`);
    await queryRunner.query(`DROP INDEX "IDX_50761c8b8eec07f451fd5f9673"`);
    await queryRunner.query(`DROP INDEX "IDX_91d1b925b2841fe93d48c3e7d5"`);
    await queryRunner.query(`DROP TABLE "roster_entry"`);
    await queryRunner.query(`DROP TABLE "player"`);
    await queryRunner.query(`DROP INDEX "IDX_718ca7124a9fea9c5d157f911e"`);
    await queryRunner.query(`DROP INDEX "IDX_6454b249c4795083f0233b5953"`);
    await queryRunner.query(`DROP INDEX "IDX_1a206693bb12335a59cb181b35"`);
    await queryRunner.query(`DROP TABLE "game"`);
    await queryRunner.query(`DROP INDEX "IDX_84341251fe93e2a82f63393402"`);
    await queryRunner.query(`DROP INDEX "IDX_4acb6763c4f0827a1ab501ebeb"`);
    await queryRunner.query(`DROP TABLE "game_event"`);
    await queryRunner.query(`DROP INDEX "IDX_b160f77151cc089bbf90f44226"`);
    await queryRunner.query(`DROP INDEX "IDX_f99f5db8edc6d48f4bea5858ce"`);
    await queryRunner.query(`DROP TABLE "fine"`);
    await queryRunner.query(`DROP INDEX "IDX_3e4a62d43906102cf9cc505509"`);
    await queryRunner.query(`DROP TABLE "division"`);
    await queryRunner.query(`DROP TABLE "competition"`);
    await queryRunner.query(`DROP INDEX "IDX_b8d5076cd3f3572829943b3f8a"`);
    await queryRunner.query(`DROP TABLE "api_token"`);
  }
}

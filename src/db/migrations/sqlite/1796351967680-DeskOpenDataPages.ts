import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeskOpenDataPages1796351967680 implements MigrationInterface {
  name = 'DeskOpenDataPages1796351967680';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36), "entityType" varchar(32) NOT NULL, "entityId" varchar(36) NOT NULL, "action" varchar(32) NOT NULL, "changes" text NOT NULL, "reason" varchar(500), "actorTokenId" varchar(36), "actorName" varchar(120) NOT NULL, "actorRole" varchar(32) NOT NULL, "at" datetime(3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_45f83a0c262a10bcbdabcef09f" ON "audit_entry" ("competitionId", "at") `);
    await queryRunner.query(
      `CREATE TABLE "webhook" ("id" varchar(36) PRIMARY KEY NOT NULL, "url" varchar(2048) NOT NULL, "events" text NOT NULL, "competitionId" varchar(36), "secret" varchar(100) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_561a98bebae94c6a2e43b8780d" ON "webhook" ("competitionId") `);
    await queryRunner.query(
      `CREATE TABLE "webhook_delivery" ("id" varchar(36) PRIMARY KEY NOT NULL, "webhookId" varchar(36) NOT NULL, "event" varchar(32) NOT NULL, "body" text NOT NULL, "status" varchar(32) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime(3), "leaseOwner" varchar(36), "leaseUntil" datetime(3), "lastStatusCode" integer, "lastError" varchar(500), "deliveredAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bd6b16cc0e7f7518dd355586d1" ON "webhook_delivery" ("webhookId", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_94782787f6d98f21d3cf247962" ON "webhook_delivery" ("status", "nextAttemptAt") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_competition" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "kind" varchar(32) NOT NULL, "preset" varchar(32) NOT NULL, "rulesOverrides" text, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "seasonStartsAt" datetime(3), "additionCutoff" datetime(3), "timeZone" varchar(64) NOT NULL DEFAULT ('UTC'), "disciplineLinks" text, "previousSummerCompetitionId" varchar(36), "language" varchar(8) NOT NULL DEFAULT ('en'))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_competition"("id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "timeZone", "disciplineLinks", "previousSummerCompetitionId") SELECT "id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "timeZone", "disciplineLinks", "previousSummerCompetitionId" FROM "competition"`,
    );
    await queryRunner.query(`DROP TABLE "competition"`);
    await queryRunner.query(`ALTER TABLE "temporary_competition" RENAME TO "competition"`);
    await queryRunner.query(`DROP INDEX "IDX_c58dd4190f43c4cd1596baa2e2"`);
    await queryRunner.query(`DROP INDEX "IDX_1a206693bb12335a59cb181b35"`);
    await queryRunner.query(`DROP INDEX "IDX_6454b249c4795083f0233b5953"`);
    await queryRunner.query(`DROP INDEX "IDX_718ca7124a9fea9c5d157f911e"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_game" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "homeTeamId" varchar(36) NOT NULL, "awayTeamId" varchar(36) NOT NULL, "startsAt" datetime(3) NOT NULL, "venue" varchar(120), "stage" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "homeScore" integer NOT NULL DEFAULT (0), "awayScore" integer NOT NULL DEFAULT (0), "decision" varchar(32), "lastSeq" integer NOT NULL DEFAULT (0), "snapshot" text NOT NULL, "certifiedAt" datetime(3), "version" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "state" text, "result" text, "standingsVersion" integer NOT NULL DEFAULT (0), "crew" text, "signOffs" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_game"("id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state", "result", "standingsVersion") SELECT "id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state", "result", "standingsVersion" FROM "game"`,
    );
    await queryRunner.query(`DROP TABLE "game"`);
    await queryRunner.query(`ALTER TABLE "temporary_game" RENAME TO "game"`);
    await queryRunner.query(`CREATE INDEX "IDX_c58dd4190f43c4cd1596baa2e2" ON "game" ("divisionId", "standingsVersion") `);
    await queryRunner.query(`CREATE INDEX "IDX_1a206693bb12335a59cb181b35" ON "game" ("awayTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_6454b249c4795083f0233b5953" ON "game" ("homeTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_718ca7124a9fea9c5d157f911e" ON "game" ("divisionId", "startsAt") `);
    await queryRunner.query(`DROP INDEX "IDX_ec4d75e601f3b6a7dbb0150bbc"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_team" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "name" varchar(120) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "shortName" varchar(12))`,
    );
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
    await queryRunner.query(
      `CREATE TABLE "team" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "name" varchar(120) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`INSERT INTO "team"("id", "divisionId", "name", "createdAt") SELECT "id", "divisionId", "name", "createdAt" FROM "temporary_team"`);
    await queryRunner.query(`DROP TABLE "temporary_team"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ec4d75e601f3b6a7dbb0150bbc" ON "team" ("divisionId", "name") `);
    await queryRunner.query(`DROP INDEX "IDX_718ca7124a9fea9c5d157f911e"`);
    await queryRunner.query(`DROP INDEX "IDX_6454b249c4795083f0233b5953"`);
    await queryRunner.query(`DROP INDEX "IDX_1a206693bb12335a59cb181b35"`);
    await queryRunner.query(`DROP INDEX "IDX_c58dd4190f43c4cd1596baa2e2"`);
    await queryRunner.query(`ALTER TABLE "game" RENAME TO "temporary_game"`);
    await queryRunner.query(
      `CREATE TABLE "game" ("id" varchar(36) PRIMARY KEY NOT NULL, "divisionId" varchar(36) NOT NULL, "homeTeamId" varchar(36) NOT NULL, "awayTeamId" varchar(36) NOT NULL, "startsAt" datetime(3) NOT NULL, "venue" varchar(120), "stage" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "homeScore" integer NOT NULL DEFAULT (0), "awayScore" integer NOT NULL DEFAULT (0), "decision" varchar(32), "lastSeq" integer NOT NULL DEFAULT (0), "snapshot" text NOT NULL, "certifiedAt" datetime(3), "version" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "state" text, "result" text, "standingsVersion" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "game"("id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state", "result", "standingsVersion") SELECT "id", "divisionId", "homeTeamId", "awayTeamId", "startsAt", "venue", "stage", "status", "homeScore", "awayScore", "decision", "lastSeq", "snapshot", "certifiedAt", "version", "createdAt", "state", "result", "standingsVersion" FROM "temporary_game"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_game"`);
    await queryRunner.query(`CREATE INDEX "IDX_718ca7124a9fea9c5d157f911e" ON "game" ("divisionId", "startsAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_6454b249c4795083f0233b5953" ON "game" ("homeTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_1a206693bb12335a59cb181b35" ON "game" ("awayTeamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_c58dd4190f43c4cd1596baa2e2" ON "game" ("divisionId", "standingsVersion") `);
    await queryRunner.query(`ALTER TABLE "competition" RENAME TO "temporary_competition"`);
    await queryRunner.query(
      `CREATE TABLE "competition" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "kind" varchar(32) NOT NULL, "preset" varchar(32) NOT NULL, "rulesOverrides" text, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "seasonStartsAt" datetime(3), "additionCutoff" datetime(3), "timeZone" varchar(64) NOT NULL DEFAULT ('UTC'), "disciplineLinks" text, "previousSummerCompetitionId" varchar(36))`,
    );
    await queryRunner.query(
      `INSERT INTO "competition"("id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "timeZone", "disciplineLinks", "previousSummerCompetitionId") SELECT "id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff", "timeZone", "disciplineLinks", "previousSummerCompetitionId" FROM "temporary_competition"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_competition"`);
    await queryRunner.query(`DROP INDEX "IDX_94782787f6d98f21d3cf247962"`);
    await queryRunner.query(`DROP INDEX "IDX_bd6b16cc0e7f7518dd355586d1"`);
    await queryRunner.query(`DROP TABLE "webhook_delivery"`);
    await queryRunner.query(`DROP INDEX "IDX_561a98bebae94c6a2e43b8780d"`);
    await queryRunner.query(`DROP TABLE "webhook"`);
    await queryRunner.query(`DROP INDEX "IDX_45f83a0c262a10bcbdabcef09f"`);
    await queryRunner.query(`DROP TABLE "audit_entry"`);
  }
}

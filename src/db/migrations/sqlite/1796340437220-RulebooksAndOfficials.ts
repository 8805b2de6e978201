import { MigrationInterface, QueryRunner } from 'typeorm';

export class RulebooksAndOfficials1796340437220 implements MigrationInterface {
  name = 'RulebooksAndOfficials1796340437220';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "registration" ("id" varchar(36) PRIMARY KEY NOT NULL, "playerId" varchar(36) NOT NULL, "competitionId" varchar(36) NOT NULL, "receivedAt" datetime(3) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6b5a6dded992e5b2c0e33d096c" ON "registration" ("playerId", "competitionId") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_competition" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "kind" varchar(32) NOT NULL, "preset" varchar(32) NOT NULL, "rulesOverrides" text, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "seasonStartsAt" datetime(3), "additionCutoff" datetime(3), "timeZone" varchar(64) NOT NULL DEFAULT ('UTC'), "disciplineLinks" text, "previousSummerCompetitionId" varchar(36))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_competition"("id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff") SELECT "id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff" FROM "competition"`,
    );
    await queryRunner.query(`DROP TABLE "competition"`);
    await queryRunner.query(`ALTER TABLE "temporary_competition" RENAME TO "competition"`);
    await queryRunner.query(`DROP INDEX "IDX_3e4a62d43906102cf9cc505509"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_division" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "name" varchar(120) NOT NULL, "rating" varchar(32), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "standingsVersion" integer NOT NULL DEFAULT (0), "category" varchar(32))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_division"("id", "competitionId", "name", "rating", "createdAt", "standingsVersion") SELECT "id", "competitionId", "name", "rating", "createdAt", "standingsVersion" FROM "division"`,
    );
    await queryRunner.query(`DROP TABLE "division"`);
    await queryRunner.query(`ALTER TABLE "temporary_division" RENAME TO "division"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3e4a62d43906102cf9cc505509" ON "division" ("competitionId", "name") `);
    await queryRunner.query(`DROP INDEX "IDX_b160f77151cc089bbf90f44226"`);
    await queryRunner.query(`DROP INDEX "IDX_f99f5db8edc6d48f4bea5858ce"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_fine" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "playerId" varchar(36), "teamId" varchar(36), "amountCents" integer NOT NULL, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "paidAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "rule" varchar(500), "kind" varchar(32), "rebatedToTeamId" varchar(36), "refundedAt" datetime(3), "waivedAt" datetime(3), "waivedReason" varchar(500), "teamOfficialId" varchar(36))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_fine"("id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt", "rule", "kind", "rebatedToTeamId", "refundedAt", "waivedAt", "waivedReason") SELECT "id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt", "rule", "kind", "rebatedToTeamId", "refundedAt", "waivedAt", "waivedReason" FROM "fine"`,
    );
    await queryRunner.query(`DROP TABLE "fine"`);
    await queryRunner.query(`ALTER TABLE "temporary_fine" RENAME TO "fine"`);
    await queryRunner.query(`CREATE INDEX "IDX_b160f77151cc089bbf90f44226" ON "fine" ("playerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_f99f5db8edc6d48f4bea5858ce" ON "fine" ("teamId") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_player" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "birthDate" varchar(10) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "rankingTier" integer, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "experienceLevel" varchar(32))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_player"("id", "name", "birthDate", "waiverSigned", "rankingTier", "createdAt") SELECT "id", "name", "birthDate", "waiverSigned", "rankingTier", "createdAt" FROM "player"`,
    );
    await queryRunner.query(`DROP TABLE "player"`);
    await queryRunner.query(`ALTER TABLE "temporary_player" RENAME TO "player"`);
    await queryRunner.query(`DROP INDEX "IDX_91d1b925b2841fe93d48c3e7d5"`);
    await queryRunner.query(`DROP INDEX "IDX_50761c8b8eec07f451fd5f9673"`);
    await queryRunner.query(`DROP INDEX "IDX_0de4a841fbbd26dba8bc9043aa"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_roster_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamId" varchar(36) NOT NULL, "playerId" varchar(36) NOT NULL, "number" integer NOT NULL, "position" varchar(32) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "pickup" boolean NOT NULL DEFAULT (0), "goalieAffiliation" boolean NOT NULL DEFAULT (0), "addedAt" datetime(3) NOT NULL, "clearance" varchar(500), "releasedAt" datetime(3))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_roster_entry"("id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt", "clearance") SELECT "id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt", "clearance" FROM "roster_entry"`,
    );
    await queryRunner.query(`DROP TABLE "roster_entry"`);
    await queryRunner.query(`ALTER TABLE "temporary_roster_entry" RENAME TO "roster_entry"`);
    await queryRunner.query(`CREATE INDEX "IDX_91d1b925b2841fe93d48c3e7d5" ON "roster_entry" ("playerId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_50761c8b8eec07f451fd5f9673" ON "roster_entry" ("teamId", "playerId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0de4a841fbbd26dba8bc9043aa" ON "roster_entry" ("teamId", "number") `);
    await queryRunner.query(`DROP INDEX "IDX_1f619e89308e266345995384df"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_suspension" ("id" varchar(36) PRIMARY KEY NOT NULL, "playerId" varchar(36) NOT NULL, "competitionId" varchar(36) NOT NULL, "kind" varchar(32) NOT NULL, "games" integer, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "startsAt" datetime(3) NOT NULL, "liftedAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "teamId" varchar(36), "gameId" varchar(36), "rule" varchar(500), "adjustments" text, "teamOfficialId" varchar(36))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_suspension"("id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt", "teamId", "gameId", "rule", "adjustments") SELECT "id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt", "teamId", "gameId", "rule", "adjustments" FROM "suspension"`,
    );
    await queryRunner.query(`DROP TABLE "suspension"`);
    await queryRunner.query(`ALTER TABLE "temporary_suspension" RENAME TO "suspension"`);
    await queryRunner.query(`CREATE INDEX "IDX_1f619e89308e266345995384df" ON "suspension" ("playerId") `);
    await queryRunner.query(`DROP INDEX "IDX_1f619e89308e266345995384df"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_suspension" ("id" varchar(36) PRIMARY KEY NOT NULL, "playerId" varchar(36), "competitionId" varchar(36) NOT NULL, "kind" varchar(32) NOT NULL, "games" integer, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "startsAt" datetime(3) NOT NULL, "liftedAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "teamId" varchar(36), "gameId" varchar(36), "rule" varchar(500), "adjustments" text, "teamOfficialId" varchar(36))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_suspension"("id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt", "teamId", "gameId", "rule", "adjustments", "teamOfficialId") SELECT "id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt", "teamId", "gameId", "rule", "adjustments", "teamOfficialId" FROM "suspension"`,
    );
    await queryRunner.query(`DROP TABLE "suspension"`);
    await queryRunner.query(`ALTER TABLE "temporary_suspension" RENAME TO "suspension"`);
    await queryRunner.query(`CREATE INDEX "IDX_1f619e89308e266345995384df" ON "suspension" ("playerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_02714e0074d75a1160df629c0e" ON "suspension" ("teamOfficialId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_02714e0074d75a1160df629c0e"`);
    await queryRunner.query(`DROP INDEX "IDX_1f619e89308e266345995384df"`);
    await queryRunner.query(`ALTER TABLE "suspension" RENAME TO "temporary_suspension"`);
    await queryRunner.query(
      `CREATE TABLE "suspension" ("id" varchar(36) PRIMARY KEY NOT NULL, "playerId" varchar(36) NOT NULL, "competitionId" varchar(36) NOT NULL, "kind" varchar(32) NOT NULL, "games" integer, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "startsAt" datetime(3) NOT NULL, "liftedAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "teamId" varchar(36), "gameId" varchar(36), "rule" varchar(500), "adjustments" text, "teamOfficialId" varchar(36))`,
    );
    await queryRunner.query(
      `INSERT INTO "suspension"("id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt", "teamId", "gameId", "rule", "adjustments", "teamOfficialId") SELECT "id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt", "teamId", "gameId", "rule", "adjustments", "teamOfficialId" FROM "temporary_suspension"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_suspension"`);
    await queryRunner.query(`CREATE INDEX "IDX_1f619e89308e266345995384df" ON "suspension" ("playerId") `);
    await queryRunner.query(`DROP INDEX "IDX_1f619e89308e266345995384df"`);
    await queryRunner.query(`ALTER TABLE "suspension" RENAME TO "temporary_suspension"`);
    await queryRunner.query(
      `CREATE TABLE "suspension" ("id" varchar(36) PRIMARY KEY NOT NULL, "playerId" varchar(36) NOT NULL, "competitionId" varchar(36) NOT NULL, "kind" varchar(32) NOT NULL, "games" integer, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "startsAt" datetime(3) NOT NULL, "liftedAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "teamId" varchar(36), "gameId" varchar(36), "rule" varchar(500), "adjustments" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "suspension"("id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt", "teamId", "gameId", "rule", "adjustments") SELECT "id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt", "teamId", "gameId", "rule", "adjustments" FROM "temporary_suspension"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_suspension"`);
    await queryRunner.query(`CREATE INDEX "IDX_1f619e89308e266345995384df" ON "suspension" ("playerId") `);
    await queryRunner.query(`DROP INDEX "IDX_0de4a841fbbd26dba8bc9043aa"`);
    await queryRunner.query(`DROP INDEX "IDX_50761c8b8eec07f451fd5f9673"`);
    await queryRunner.query(`DROP INDEX "IDX_91d1b925b2841fe93d48c3e7d5"`);
    await queryRunner.query(`ALTER TABLE "roster_entry" RENAME TO "temporary_roster_entry"`);
    await queryRunner.query(
      `CREATE TABLE "roster_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamId" varchar(36) NOT NULL, "playerId" varchar(36) NOT NULL, "number" integer NOT NULL, "position" varchar(32) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "pickup" boolean NOT NULL DEFAULT (0), "goalieAffiliation" boolean NOT NULL DEFAULT (0), "addedAt" datetime(3) NOT NULL, "clearance" varchar(500))`,
    );
    await queryRunner.query(
      `INSERT INTO "roster_entry"("id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt", "clearance") SELECT "id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt", "clearance" FROM "temporary_roster_entry"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_roster_entry"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0de4a841fbbd26dba8bc9043aa" ON "roster_entry" ("teamId", "number") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_50761c8b8eec07f451fd5f9673" ON "roster_entry" ("teamId", "playerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_91d1b925b2841fe93d48c3e7d5" ON "roster_entry" ("playerId") `);
    await queryRunner.query(`ALTER TABLE "player" RENAME TO "temporary_player"`);
    await queryRunner.query(
      `CREATE TABLE "player" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "birthDate" varchar(10) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "rankingTier" integer, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "player"("id", "name", "birthDate", "waiverSigned", "rankingTier", "createdAt") SELECT "id", "name", "birthDate", "waiverSigned", "rankingTier", "createdAt" FROM "temporary_player"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_player"`);
    await queryRunner.query(`DROP INDEX "IDX_f99f5db8edc6d48f4bea5858ce"`);
    await queryRunner.query(`DROP INDEX "IDX_b160f77151cc089bbf90f44226"`);
    await queryRunner.query(`ALTER TABLE "fine" RENAME TO "temporary_fine"`);
    await queryRunner.query(
      `CREATE TABLE "fine" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "playerId" varchar(36), "teamId" varchar(36), "amountCents" integer NOT NULL, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "paidAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "rule" varchar(500), "kind" varchar(32), "rebatedToTeamId" varchar(36), "refundedAt" datetime(3), "waivedAt" datetime(3), "waivedReason" varchar(500))`,
    );
    await queryRunner.query(
      `INSERT INTO "fine"("id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt", "rule", "kind", "rebatedToTeamId", "refundedAt", "waivedAt", "waivedReason") SELECT "id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt", "rule", "kind", "rebatedToTeamId", "refundedAt", "waivedAt", "waivedReason" FROM "temporary_fine"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_fine"`);
    await queryRunner.query(`CREATE INDEX "IDX_f99f5db8edc6d48f4bea5858ce" ON "fine" ("teamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_b160f77151cc089bbf90f44226" ON "fine" ("playerId") `);
    await queryRunner.query(`DROP INDEX "IDX_3e4a62d43906102cf9cc505509"`);
    await queryRunner.query(`ALTER TABLE "division" RENAME TO "temporary_division"`);
    await queryRunner.query(
      `CREATE TABLE "division" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "name" varchar(120) NOT NULL, "rating" varchar(32), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "standingsVersion" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "division"("id", "competitionId", "name", "rating", "createdAt", "standingsVersion") SELECT "id", "competitionId", "name", "rating", "createdAt", "standingsVersion" FROM "temporary_division"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_division"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3e4a62d43906102cf9cc505509" ON "division" ("competitionId", "name") `);
    await queryRunner.query(`ALTER TABLE "competition" RENAME TO "temporary_competition"`);
    await queryRunner.query(
      `CREATE TABLE "competition" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "kind" varchar(32) NOT NULL, "preset" varchar(32) NOT NULL, "rulesOverrides" text, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "seasonStartsAt" datetime(3), "additionCutoff" datetime(3))`,
    );
    await queryRunner.query(
      `INSERT INTO "competition"("id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff") SELECT "id", "name", "kind", "preset", "rulesOverrides", "createdAt", "seasonStartsAt", "additionCutoff" FROM "temporary_competition"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_competition"`);
    await queryRunner.query(`DROP INDEX "IDX_6b5a6dded992e5b2c0e33d096c"`);
    await queryRunner.query(`DROP TABLE "registration"`);
  }
}

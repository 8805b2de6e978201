import { MigrationInterface, QueryRunner } from 'typeorm';

export class SeasonProtests1796233658951 implements MigrationInterface {
  name = 'SeasonProtests1796233658951';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "protest" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "gameId" varchar(36) NOT NULL, "teamId" varchar(36) NOT NULL, "grounds" varchar(1000) NOT NULL, "incidentAt" datetime(3) NOT NULL, "feeFineId" varchar(36) NOT NULL, "status" varchar(32) NOT NULL, "ruling" varchar(1000), "ruledAt" datetime(3), "filedAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_303a50f8c338dd00c951074921" ON "protest" ("teamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_0cb46a1110d2c6826979bb4186" ON "protest" ("gameId") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_competition" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "kind" varchar(32) NOT NULL, "preset" varchar(32) NOT NULL, "rulesOverrides" text, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "seasonStartsAt" datetime(3), "additionCutoff" datetime(3))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_competition"("id", "name", "kind", "preset", "rulesOverrides", "createdAt") SELECT "id", "name", "kind", "preset", "rulesOverrides", "createdAt" FROM "competition"`,
    );
    await queryRunner.query(`DROP TABLE "competition"`);
    await queryRunner.query(`ALTER TABLE "temporary_competition" RENAME TO "competition"`);
    await queryRunner.query(`DROP INDEX "IDX_f99f5db8edc6d48f4bea5858ce"`);
    await queryRunner.query(`DROP INDEX "IDX_b160f77151cc089bbf90f44226"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_fine" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "playerId" varchar(36), "teamId" varchar(36), "amountCents" integer NOT NULL, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "paidAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "rule" varchar(500), "kind" varchar(32), "rebatedToTeamId" varchar(36), "refundedAt" datetime(3), "waivedAt" datetime(3), "waivedReason" varchar(500))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_fine"("id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt", "rule", "kind", "rebatedToTeamId") SELECT "id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt", "rule", "kind", "rebatedToTeamId" FROM "fine"`,
    );
    await queryRunner.query(`DROP TABLE "fine"`);
    await queryRunner.query(`ALTER TABLE "temporary_fine" RENAME TO "fine"`);
    await queryRunner.query(`CREATE INDEX "IDX_f99f5db8edc6d48f4bea5858ce" ON "fine" ("teamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_b160f77151cc089bbf90f44226" ON "fine" ("playerId") `);
    await queryRunner.query(`DROP INDEX "IDX_0de4a841fbbd26dba8bc9043aa"`);
    await queryRunner.query(`DROP INDEX "IDX_50761c8b8eec07f451fd5f9673"`);
    await queryRunner.query(`DROP INDEX "IDX_91d1b925b2841fe93d48c3e7d5"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_roster_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamId" varchar(36) NOT NULL, "playerId" varchar(36) NOT NULL, "number" integer NOT NULL, "position" varchar(32) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "pickup" boolean NOT NULL DEFAULT (0), "goalieAffiliation" boolean NOT NULL DEFAULT (0), "addedAt" datetime(3) NOT NULL, "clearance" varchar(500))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_roster_entry"("id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt") SELECT "id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt" FROM "roster_entry"`,
    );
    await queryRunner.query(`DROP TABLE "roster_entry"`);
    await queryRunner.query(`ALTER TABLE "temporary_roster_entry" RENAME TO "roster_entry"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0de4a841fbbd26dba8bc9043aa" ON "roster_entry" ("teamId", "number") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_50761c8b8eec07f451fd5f9673" ON "roster_entry" ("teamId", "playerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_91d1b925b2841fe93d48c3e7d5" ON "roster_entry" ("playerId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_91d1b925b2841fe93d48c3e7d5"`);
    await queryRunner.query(`DROP INDEX "IDX_50761c8b8eec07f451fd5f9673"`);
    await queryRunner.query(`DROP INDEX "IDX_0de4a841fbbd26dba8bc9043aa"`);
    await queryRunner.query(`ALTER TABLE "roster_entry" RENAME TO "temporary_roster_entry"`);
    await queryRunner.query(
      `CREATE TABLE "roster_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamId" varchar(36) NOT NULL, "playerId" varchar(36) NOT NULL, "number" integer NOT NULL, "position" varchar(32) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "pickup" boolean NOT NULL DEFAULT (0), "goalieAffiliation" boolean NOT NULL DEFAULT (0), "addedAt" datetime(3) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "roster_entry"("id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt") SELECT "id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt" FROM "temporary_roster_entry"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_roster_entry"`);
    await queryRunner.query(`CREATE INDEX "IDX_91d1b925b2841fe93d48c3e7d5" ON "roster_entry" ("playerId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_50761c8b8eec07f451fd5f9673" ON "roster_entry" ("teamId", "playerId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0de4a841fbbd26dba8bc9043aa" ON "roster_entry" ("teamId", "number") `);
    await queryRunner.query(`DROP INDEX "IDX_b160f77151cc089bbf90f44226"`);
    await queryRunner.query(`DROP INDEX "IDX_f99f5db8edc6d48f4bea5858ce"`);
    await queryRunner.query(`ALTER TABLE "fine" RENAME TO "temporary_fine"`);
    await queryRunner.query(
      `CREATE TABLE "fine" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "playerId" varchar(36), "teamId" varchar(36), "amountCents" integer NOT NULL, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "paidAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "rule" varchar(500), "kind" varchar(32), "rebatedToTeamId" varchar(36))`,
    );
    await queryRunner.query(
      `INSERT INTO "fine"("id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt", "rule", "kind", "rebatedToTeamId") SELECT "id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt", "rule", "kind", "rebatedToTeamId" FROM "temporary_fine"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_fine"`);
    await queryRunner.query(`CREATE INDEX "IDX_b160f77151cc089bbf90f44226" ON "fine" ("playerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_f99f5db8edc6d48f4bea5858ce" ON "fine" ("teamId") `);
    await queryRunner.query(`ALTER TABLE "competition" RENAME TO "temporary_competition"`);
    await queryRunner.query(
      `CREATE TABLE "competition" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "kind" varchar(32) NOT NULL, "preset" varchar(32) NOT NULL, "rulesOverrides" text, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "competition"("id", "name", "kind", "preset", "rulesOverrides", "createdAt") SELECT "id", "name", "kind", "preset", "rulesOverrides", "createdAt" FROM "temporary_competition"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_competition"`);
    await queryRunner.query(`DROP INDEX "IDX_0cb46a1110d2c6826979bb4186"`);
    await queryRunner.query(`DROP INDEX "IDX_303a50f8c338dd00c951074921"`);
    await queryRunner.query(`DROP TABLE "protest"`);
  }
}

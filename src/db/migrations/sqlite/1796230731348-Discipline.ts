import { MigrationInterface, QueryRunner } from 'typeorm';

export class Discipline1796230731348 implements MigrationInterface {
  name = 'Discipline1796230731348';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_1f619e89308e266345995384df"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_suspension" ("id" varchar(36) PRIMARY KEY NOT NULL, "playerId" varchar(36) NOT NULL, "competitionId" varchar(36) NOT NULL, "kind" varchar(32) NOT NULL, "games" integer, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "startsAt" datetime(3) NOT NULL, "liftedAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_suspension"("id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt") SELECT "id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt" FROM "suspension"`,
    );
    await queryRunner.query(`DROP TABLE "suspension"`);
    await queryRunner.query(`ALTER TABLE "temporary_suspension" RENAME TO "suspension"`);
    await queryRunner.query(`CREATE INDEX "IDX_1f619e89308e266345995384df" ON "suspension" ("playerId") `);
    await queryRunner.query(`DROP INDEX "IDX_b160f77151cc089bbf90f44226"`);
    await queryRunner.query(`DROP INDEX "IDX_f99f5db8edc6d48f4bea5858ce"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_fine" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "playerId" varchar(36), "teamId" varchar(36), "amountCents" integer NOT NULL, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "paidAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "rule" varchar(500), "kind" varchar(32), "rebatedToTeamId" varchar(36))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_fine"("id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt") SELECT "id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt" FROM "fine"`,
    );
    await queryRunner.query(`DROP TABLE "fine"`);
    await queryRunner.query(`ALTER TABLE "temporary_fine" RENAME TO "fine"`);
    await queryRunner.query(`CREATE INDEX "IDX_b160f77151cc089bbf90f44226" ON "fine" ("playerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_f99f5db8edc6d48f4bea5858ce" ON "fine" ("teamId") `);
    await queryRunner.query(`DROP INDEX "IDX_1f619e89308e266345995384df"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_suspension" ("id" varchar(36) PRIMARY KEY NOT NULL, "playerId" varchar(36) NOT NULL, "competitionId" varchar(36) NOT NULL, "kind" varchar(32) NOT NULL, "games" integer, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "startsAt" datetime(3) NOT NULL, "liftedAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "teamId" varchar(36), "gameId" varchar(36), "rule" varchar(500), "adjustments" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_suspension"("id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt") SELECT "id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt" FROM "suspension"`,
    );
    await queryRunner.query(`DROP TABLE "suspension"`);
    await queryRunner.query(`ALTER TABLE "temporary_suspension" RENAME TO "suspension"`);
    await queryRunner.query(`CREATE INDEX "IDX_1f619e89308e266345995384df" ON "suspension" ("playerId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_1f619e89308e266345995384df"`);
    await queryRunner.query(`ALTER TABLE "suspension" RENAME TO "temporary_suspension"`);
    await queryRunner.query(
      `CREATE TABLE "suspension" ("id" varchar(36) PRIMARY KEY NOT NULL, "playerId" varchar(36) NOT NULL, "competitionId" varchar(36) NOT NULL, "kind" varchar(32) NOT NULL, "games" integer, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "startsAt" datetime(3) NOT NULL, "liftedAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "suspension"("id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt") SELECT "id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt" FROM "temporary_suspension"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_suspension"`);
    await queryRunner.query(`CREATE INDEX "IDX_1f619e89308e266345995384df" ON "suspension" ("playerId") `);
    await queryRunner.query(`DROP INDEX "IDX_f99f5db8edc6d48f4bea5858ce"`);
    await queryRunner.query(`DROP INDEX "IDX_b160f77151cc089bbf90f44226"`);
    await queryRunner.query(`ALTER TABLE "fine" RENAME TO "temporary_fine"`);
    await queryRunner.query(
      `CREATE TABLE "fine" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "playerId" varchar(36), "teamId" varchar(36), "amountCents" integer NOT NULL, "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "paidAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "fine"("id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt") SELECT "id", "competitionId", "playerId", "teamId", "amountCents", "reason", "causedByEventId", "paidAt", "createdAt" FROM "temporary_fine"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_fine"`);
    await queryRunner.query(`CREATE INDEX "IDX_f99f5db8edc6d48f4bea5858ce" ON "fine" ("teamId") `);
    await queryRunner.query(`CREATE INDEX "IDX_b160f77151cc089bbf90f44226" ON "fine" ("playerId") `);
    await queryRunner.query(`DROP INDEX "IDX_1f619e89308e266345995384df"`);
    await queryRunner.query(`ALTER TABLE "suspension" RENAME TO "temporary_suspension"`);
    await queryRunner.query(
      `CREATE TABLE "suspension" ("id" varchar(36) PRIMARY KEY NOT NULL, "playerId" varchar(36) NOT NULL, "competitionId" varchar(36) NOT NULL, "kind" varchar(32) NOT NULL, "games" integer, "gamesServed" integer NOT NULL DEFAULT (0), "reason" varchar(500) NOT NULL, "causedByEventId" varchar(36), "startsAt" datetime(3) NOT NULL, "liftedAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "suspension"("id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt") SELECT "id", "playerId", "competitionId", "kind", "games", "reason", "causedByEventId", "startsAt", "liftedAt", "createdAt" FROM "temporary_suspension"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_suspension"`);
    await queryRunner.query(`CREATE INDEX "IDX_1f619e89308e266345995384df" ON "suspension" ("playerId") `);
  }
}

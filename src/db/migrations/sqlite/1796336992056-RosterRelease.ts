import { MigrationInterface, QueryRunner } from "typeorm";

export class RosterRelease1796336992056 implements MigrationInterface {
    name = 'RosterRelease1796336992056'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_91d1b925b2841fe93d48c3e7d5"`);
        await queryRunner.query(`DROP INDEX "IDX_50761c8b8eec07f451fd5f9673"`);
        await queryRunner.query(`DROP INDEX "IDX_0de4a841fbbd26dba8bc9043aa"`);
        await queryRunner.query(`CREATE TABLE "temporary_roster_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamId" varchar(36) NOT NULL, "playerId" varchar(36) NOT NULL, "number" integer NOT NULL, "position" varchar(32) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "pickup" boolean NOT NULL DEFAULT (0), "goalieAffiliation" boolean NOT NULL DEFAULT (0), "addedAt" datetime(3) NOT NULL, "clearance" varchar(500), "releasedAt" datetime(3))`);
        await queryRunner.query(`INSERT INTO "temporary_roster_entry"("id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt", "clearance") SELECT "id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt", "clearance" FROM "roster_entry"`);
        await queryRunner.query(`DROP TABLE "roster_entry"`);
        await queryRunner.query(`ALTER TABLE "temporary_roster_entry" RENAME TO "roster_entry"`);
        await queryRunner.query(`CREATE INDEX "IDX_91d1b925b2841fe93d48c3e7d5" ON "roster_entry" ("playerId") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_50761c8b8eec07f451fd5f9673" ON "roster_entry" ("teamId", "playerId") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0de4a841fbbd26dba8bc9043aa" ON "roster_entry" ("teamId", "number") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_0de4a841fbbd26dba8bc9043aa"`);
        await queryRunner.query(`DROP INDEX "IDX_50761c8b8eec07f451fd5f9673"`);
        await queryRunner.query(`DROP INDEX "IDX_91d1b925b2841fe93d48c3e7d5"`);
        await queryRunner.query(`ALTER TABLE "roster_entry" RENAME TO "temporary_roster_entry"`);
        await queryRunner.query(`CREATE TABLE "roster_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamId" varchar(36) NOT NULL, "playerId" varchar(36) NOT NULL, "number" integer NOT NULL, "position" varchar(32) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "pickup" boolean NOT NULL DEFAULT (0), "goalieAffiliation" boolean NOT NULL DEFAULT (0), "addedAt" datetime(3) NOT NULL, "clearance" varchar(500))`);
        await queryRunner.query(`INSERT INTO "roster_entry"("id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt", "clearance") SELECT "id", "teamId", "playerId", "number", "position", "waiverSigned", "pickup", "goalieAffiliation", "addedAt", "clearance" FROM "temporary_roster_entry"`);
        await queryRunner.query(`DROP TABLE "temporary_roster_entry"`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0de4a841fbbd26dba8bc9043aa" ON "roster_entry" ("teamId", "number") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_50761c8b8eec07f451fd5f9673" ON "roster_entry" ("teamId", "playerId") `);
        await queryRunner.query(`CREATE INDEX "IDX_91d1b925b2841fe93d48c3e7d5" ON "roster_entry" ("playerId") `);
    }

}

import { MigrationInterface, QueryRunner } from "typeorm";

export class Webhooks1796348596344 implements MigrationInterface {
    name = 'Webhooks1796348596344'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "webhook" ("id" varchar(36) PRIMARY KEY NOT NULL, "url" varchar(2048) NOT NULL, "events" text NOT NULL, "competitionId" varchar(36), "secret" varchar(100) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE INDEX "IDX_561a98bebae94c6a2e43b8780d" ON "webhook" ("competitionId") `);
        await queryRunner.query(`CREATE TABLE "webhook_delivery" ("id" varchar(36) PRIMARY KEY NOT NULL, "webhookId" varchar(36) NOT NULL, "event" varchar(32) NOT NULL, "body" text NOT NULL, "status" varchar(32) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime(3), "leaseOwner" varchar(36), "leaseUntil" datetime(3), "lastStatusCode" integer, "lastError" varchar(500), "deliveredAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE INDEX "IDX_bd6b16cc0e7f7518dd355586d1" ON "webhook_delivery" ("webhookId", "createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_94782787f6d98f21d3cf247962" ON "webhook_delivery" ("status", "nextAttemptAt") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_94782787f6d98f21d3cf247962"`);
        await queryRunner.query(`DROP INDEX "IDX_bd6b16cc0e7f7518dd355586d1"`);
        await queryRunner.query(`DROP TABLE "webhook_delivery"`);
        await queryRunner.query(`DROP INDEX "IDX_561a98bebae94c6a2e43b8780d"`);
        await queryRunner.query(`DROP TABLE "webhook"`);
    }

}

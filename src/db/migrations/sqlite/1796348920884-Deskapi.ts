import { MigrationInterface, QueryRunner } from "typeorm";

export class Deskapi1796348920884 implements MigrationInterface {
    name = 'Deskapi1796348920884'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "audit_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36), "entityType" varchar(32) NOT NULL, "entityId" varchar(36) NOT NULL, "action" varchar(32) NOT NULL, "changes" text NOT NULL, "reason" varchar(500), "actorTokenId" varchar(36), "actorName" varchar(120) NOT NULL, "actorRole" varchar(32) NOT NULL, "at" datetime(3) NOT NULL)`);
        await queryRunner.query(`CREATE INDEX "IDX_45f83a0c262a10bcbdabcef09f" ON "audit_entry" ("competitionId", "at") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_45f83a0c262a10bcbdabcef09f"`);
        await queryRunner.query(`DROP TABLE "audit_entry"`);
    }

}

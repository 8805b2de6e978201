import { MigrationInterface, QueryRunner } from "typeorm";

export class Registrations1796338328398 implements MigrationInterface {
    name = 'Registrations1796338328398'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "registration" ("id" varchar(36) PRIMARY KEY NOT NULL, "playerId" varchar(36) NOT NULL, "competitionId" varchar(36) NOT NULL, "receivedAt" datetime(3) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6b5a6dded992e5b2c0e33d096c" ON "registration" ("playerId", "competitionId") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_6b5a6dded992e5b2c0e33d096c"`);
        await queryRunner.query(`DROP TABLE "registration"`);
    }

}

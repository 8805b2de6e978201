import { MigrationInterface, QueryRunner } from "typeorm";

export class PlayerExperience1796337919287 implements MigrationInterface {
    name = 'PlayerExperience1796337919287'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "temporary_player" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "birthDate" varchar(10) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "rankingTier" integer, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "experienceLevel" varchar(32))`);
        await queryRunner.query(`INSERT INTO "temporary_player"("id", "name", "birthDate", "waiverSigned", "rankingTier", "createdAt") SELECT "id", "name", "birthDate", "waiverSigned", "rankingTier", "createdAt" FROM "player"`);
        await queryRunner.query(`DROP TABLE "player"`);
        await queryRunner.query(`ALTER TABLE "temporary_player" RENAME TO "player"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "player" RENAME TO "temporary_player"`);
        await queryRunner.query(`CREATE TABLE "player" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(120) NOT NULL, "birthDate" varchar(10) NOT NULL, "waiverSigned" boolean NOT NULL DEFAULT (0), "rankingTier" integer, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`INSERT INTO "player"("id", "name", "birthDate", "waiverSigned", "rankingTier", "createdAt") SELECT "id", "name", "birthDate", "waiverSigned", "rankingTier", "createdAt" FROM "temporary_player"`);
        await queryRunner.query(`DROP TABLE "temporary_player"`);
    }

}

import { MigrationInterface, QueryRunner } from "typeorm";

export class PlayerExperience1796337922079 implements MigrationInterface {
    name = 'PlayerExperience1796337922079'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`player\` ADD \`experienceLevel\` varchar(32) NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`player\` DROP COLUMN \`experienceLevel\``);
    }

}

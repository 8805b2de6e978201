import { MigrationInterface, QueryRunner } from "typeorm";

export class GameCrew1796350622229 implements MigrationInterface {
    name = 'GameCrew1796350622229'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`game\` ADD \`crew\` text NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`game\` DROP COLUMN \`crew\``);
    }

}

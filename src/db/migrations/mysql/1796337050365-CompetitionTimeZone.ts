import { MigrationInterface, QueryRunner } from "typeorm";

export class CompetitionTimeZone1796337050365 implements MigrationInterface {
    name = 'CompetitionTimeZone1796337050365'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`competition\` ADD \`timeZone\` varchar(64) NOT NULL DEFAULT 'UTC'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`competition\` DROP COLUMN \`timeZone\``);
    }

}

import { MigrationInterface, QueryRunner } from "typeorm";

export class PreviousSummer1796340010150 implements MigrationInterface {
    name = 'PreviousSummer1796340010150'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`competition\` ADD \`previousSummerCompetitionId\` varchar(36) NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`competition\` DROP COLUMN \`previousSummerCompetitionId\``);
    }

}

import { MigrationInterface, QueryRunner } from "typeorm";

export class Ssepdf1796348796335 implements MigrationInterface {
    name = 'Ssepdf1796348796335'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`competition\` ADD \`language\` varchar(8) NOT NULL DEFAULT 'en'`);
        await queryRunner.query(`ALTER TABLE \`game\` ADD \`signOffs\` text NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`game\` DROP COLUMN \`signOffs\``);
        await queryRunner.query(`ALTER TABLE \`competition\` DROP COLUMN \`language\``);
    }

}

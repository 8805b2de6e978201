import { MigrationInterface, QueryRunner } from "typeorm";

export class DivisionCategory1796338737341 implements MigrationInterface {
    name = 'DivisionCategory1796338737341'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`division\` ADD \`category\` varchar(32) NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`division\` DROP COLUMN \`category\``);
    }

}

import { MigrationInterface, QueryRunner } from "typeorm";

export class RosterRelease1796336993617 implements MigrationInterface {
    name = 'RosterRelease1796336993617'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`roster_entry\` ADD \`releasedAt\` datetime(3) NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`roster_entry\` DROP COLUMN \`releasedAt\``);
    }

}

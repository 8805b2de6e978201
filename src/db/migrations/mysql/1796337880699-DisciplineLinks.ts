import { MigrationInterface, QueryRunner } from "typeorm";

export class DisciplineLinks1796337880699 implements MigrationInterface {
    name = 'DisciplineLinks1796337880699'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`competition\` ADD \`disciplineLinks\` text NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`competition\` DROP COLUMN \`disciplineLinks\``);
    }

}

import { MigrationInterface, QueryRunner } from "typeorm";

export class TeamOfficialDiscipline1796337243464 implements MigrationInterface {
    name = 'TeamOfficialDiscipline1796337243464'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`fine\` ADD \`teamOfficialId\` varchar(36) NULL`);
        await queryRunner.query(`ALTER TABLE \`suspension\` ADD \`teamOfficialId\` varchar(36) NULL`);
        await queryRunner.query(`ALTER TABLE \`suspension\` CHANGE \`playerId\` \`playerId\` varchar(36) NULL`);
        await queryRunner.query(`CREATE INDEX \`IDX_02714e0074d75a1160df629c0e\` ON \`suspension\` (\`teamOfficialId\`)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_02714e0074d75a1160df629c0e\` ON \`suspension\``);
        await queryRunner.query(`ALTER TABLE \`suspension\` CHANGE \`playerId\` \`playerId\` varchar(36) NOT NULL`);
        await queryRunner.query(`ALTER TABLE \`suspension\` DROP COLUMN \`teamOfficialId\``);
        await queryRunner.query(`ALTER TABLE \`fine\` DROP COLUMN \`teamOfficialId\``);
    }

}

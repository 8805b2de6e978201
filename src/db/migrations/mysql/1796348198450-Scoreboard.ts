import { MigrationInterface, QueryRunner } from "typeorm";

export class Scoreboard1796348198450 implements MigrationInterface {
    name = 'Scoreboard1796348198450'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`team\` ADD \`shortName\` varchar(12) NULL`);
        await queryRunner.query(`CREATE INDEX \`IDX_cce0575591c5384368ef46fb28\` ON \`game\` (\`venue\`, \`startsAt\`)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_cce0575591c5384368ef46fb28\` ON \`game\``);
        await queryRunner.query(`ALTER TABLE \`team\` DROP COLUMN \`shortName\``);
    }

}

import { MigrationInterface, QueryRunner } from "typeorm";

export class Deskapi1796348933833 implements MigrationInterface {
    name = 'Deskapi1796348933833'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`audit_entry\` (\`id\` varchar(36) NOT NULL, \`competitionId\` varchar(36) NULL, \`entityType\` varchar(32) NOT NULL, \`entityId\` varchar(36) NOT NULL, \`action\` varchar(32) NOT NULL, \`changes\` text NOT NULL, \`reason\` varchar(500) NULL, \`actorTokenId\` varchar(36) NULL, \`actorName\` varchar(120) NOT NULL, \`actorRole\` varchar(32) NOT NULL, \`at\` datetime(3) NOT NULL, INDEX \`IDX_45f83a0c262a10bcbdabcef09f\` (\`competitionId\`, \`at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_45f83a0c262a10bcbdabcef09f\` ON \`audit_entry\``);
        await queryRunner.query(`DROP TABLE \`audit_entry\``);
    }

}

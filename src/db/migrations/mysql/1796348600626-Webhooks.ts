import { MigrationInterface, QueryRunner } from "typeorm";

export class Webhooks1796348600626 implements MigrationInterface {
    name = 'Webhooks1796348600626'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`webhook\` (\`id\` varchar(36) NOT NULL, \`url\` varchar(2048) NOT NULL, \`events\` text NOT NULL, \`competitionId\` varchar(36) NULL, \`secret\` varchar(100) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_561a98bebae94c6a2e43b8780d\` (\`competitionId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`webhook_delivery\` (\`id\` varchar(36) NOT NULL, \`webhookId\` varchar(36) NOT NULL, \`event\` varchar(32) NOT NULL, \`body\` text NOT NULL, \`status\` varchar(32) NOT NULL, \`attempts\` int NOT NULL DEFAULT '0', \`nextAttemptAt\` datetime(3) NULL, \`leaseOwner\` varchar(36) NULL, \`leaseUntil\` datetime(3) NULL, \`lastStatusCode\` int NULL, \`lastError\` varchar(500) NULL, \`deliveredAt\` datetime(3) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_bd6b16cc0e7f7518dd355586d1\` (\`webhookId\`, \`createdAt\`), INDEX \`IDX_94782787f6d98f21d3cf247962\` (\`status\`, \`nextAttemptAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_94782787f6d98f21d3cf247962\` ON \`webhook_delivery\``);
        await queryRunner.query(`DROP INDEX \`IDX_bd6b16cc0e7f7518dd355586d1\` ON \`webhook_delivery\``);
        await queryRunner.query(`DROP TABLE \`webhook_delivery\``);
        await queryRunner.query(`DROP INDEX \`IDX_561a98bebae94c6a2e43b8780d\` ON \`webhook\``);
        await queryRunner.query(`DROP TABLE \`webhook\``);
    }

}

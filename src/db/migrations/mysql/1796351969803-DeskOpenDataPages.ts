import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeskOpenDataPages1796351969803 implements MigrationInterface {
  name = 'DeskOpenDataPages1796351969803';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`audit_entry\` (\`id\` varchar(36) NOT NULL, \`competitionId\` varchar(36) NULL, \`entityType\` varchar(32) NOT NULL, \`entityId\` varchar(36) NOT NULL, \`action\` varchar(32) NOT NULL, \`changes\` text NOT NULL, \`reason\` varchar(500) NULL, \`actorTokenId\` varchar(36) NULL, \`actorName\` varchar(120) NOT NULL, \`actorRole\` varchar(32) NOT NULL, \`at\` datetime(3) NOT NULL, INDEX \`IDX_45f83a0c262a10bcbdabcef09f\` (\`competitionId\`, \`at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`webhook\` (\`id\` varchar(36) NOT NULL, \`url\` varchar(2048) NOT NULL, \`events\` text NOT NULL, \`competitionId\` varchar(36) NULL, \`secret\` varchar(100) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_561a98bebae94c6a2e43b8780d\` (\`competitionId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`webhook_delivery\` (\`id\` varchar(36) NOT NULL, \`webhookId\` varchar(36) NOT NULL, \`event\` varchar(32) NOT NULL, \`body\` text NOT NULL, \`status\` varchar(32) NOT NULL, \`attempts\` int NOT NULL DEFAULT '0', \`nextAttemptAt\` datetime(3) NULL, \`leaseOwner\` varchar(36) NULL, \`leaseUntil\` datetime(3) NULL, \`lastStatusCode\` int NULL, \`lastError\` varchar(500) NULL, \`deliveredAt\` datetime(3) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_bd6b16cc0e7f7518dd355586d1\` (\`webhookId\`, \`createdAt\`), INDEX \`IDX_94782787f6d98f21d3cf247962\` (\`status\`, \`nextAttemptAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`competition\` ADD \`language\` varchar(8) NOT NULL DEFAULT 'en'`);
    await queryRunner.query(`ALTER TABLE \`game\` ADD \`crew\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`game\` ADD \`signOffs\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`team\` ADD \`shortName\` varchar(12) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_cce0575591c5384368ef46fb28\` ON \`game\` (\`venue\`, \`startsAt\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_cce0575591c5384368ef46fb28\` ON \`game\``);
    await queryRunner.query(`ALTER TABLE \`team\` DROP COLUMN \`shortName\``);
    await queryRunner.query(`ALTER TABLE \`game\` DROP COLUMN \`signOffs\``);
    await queryRunner.query(`ALTER TABLE \`game\` DROP COLUMN \`crew\``);
    await queryRunner.query(`ALTER TABLE \`competition\` DROP COLUMN \`language\``);
    await queryRunner.query(`DROP INDEX \`IDX_94782787f6d98f21d3cf247962\` ON \`webhook_delivery\``);
    await queryRunner.query(`DROP INDEX \`IDX_bd6b16cc0e7f7518dd355586d1\` ON \`webhook_delivery\``);
    await queryRunner.query(`DROP TABLE \`webhook_delivery\``);
    await queryRunner.query(`DROP INDEX \`IDX_561a98bebae94c6a2e43b8780d\` ON \`webhook\``);
    await queryRunner.query(`DROP TABLE \`webhook\``);
    await queryRunner.query(`DROP INDEX \`IDX_45f83a0c262a10bcbdabcef09f\` ON \`audit_entry\``);
    await queryRunner.query(`DROP TABLE \`audit_entry\``);
  }
}

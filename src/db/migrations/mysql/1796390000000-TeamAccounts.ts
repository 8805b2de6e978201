import { MigrationInterface, QueryRunner } from 'typeorm';

export class TeamAccounts1796390000000 implements MigrationInterface {
  name = 'TeamAccounts1796390000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`team_account_entry\` (\`id\` varchar(36) NOT NULL, \`competitionId\` varchar(36) NOT NULL, \`teamId\` varchar(36) NOT NULL, \`kind\` varchar(32) NOT NULL, \`amountCents\` int NOT NULL, \`playerId\` varchar(36) NULL, \`description\` varchar(200) NULL, \`at\` datetime(3) NOT NULL, \`paidAt\` datetime(3) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_team_account_entry_team\` (\`teamId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_team_account_entry_team\` ON \`team_account_entry\``);
    await queryRunner.query(`DROP TABLE \`team_account_entry\``);
  }
}

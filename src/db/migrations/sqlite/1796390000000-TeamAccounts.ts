import { MigrationInterface, QueryRunner } from 'typeorm';

export class TeamAccounts1796390000000 implements MigrationInterface {
  name = 'TeamAccounts1796390000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "team_account_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "competitionId" varchar(36) NOT NULL, "teamId" varchar(36) NOT NULL, "kind" varchar(32) NOT NULL, "amountCents" integer NOT NULL, "playerId" varchar(36), "description" varchar(200), "at" datetime(3) NOT NULL, "paidAt" datetime(3), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_team_account_entry_team" ON "team_account_entry" ("teamId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_team_account_entry_team"`);
    await queryRunner.query(`DROP TABLE "team_account_entry"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** R72: a BOND_RETURN entry names the bond it gives back. */
export class BondReturns1796400000000 implements MigrationInterface {
  name = 'BondReturns1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "team_account_entry" ADD COLUMN "bondId" varchar(36)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "team_account_entry" DROP COLUMN "bondId"`);
  }
}

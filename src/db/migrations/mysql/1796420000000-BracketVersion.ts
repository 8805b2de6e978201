import { MigrationInterface, QueryRunner } from 'typeorm';

/** A bracket's version: up by one with every change its viewers see (docs/design.md, "Ids and the Node interface"). */
export class BracketVersion1796420000000 implements MigrationInterface {
  name = 'BracketVersion1796420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`bracket\` ADD \`version\` int NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`bracket\` DROP COLUMN \`version\``);
  }
}

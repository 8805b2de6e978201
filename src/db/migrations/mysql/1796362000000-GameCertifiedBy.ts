import { MigrationInterface, QueryRunner } from 'typeorm';

export class GameCertifiedBy1796362000000 implements MigrationInterface {
  name = 'GameCertifiedBy1796362000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`game\` ADD \`certifiedBy\` varchar(120) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`game\` DROP COLUMN \`certifiedBy\``);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class GameResult1796239385090 implements MigrationInterface {
  name = 'GameResult1796239385090';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`game\` ADD \`result\` text NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`game\` DROP COLUMN \`result\``);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class GameState1796227186714 implements MigrationInterface {
  name = 'GameState1796227186714';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`game_event\` ADD \`recordedByName\` varchar(120) NULL`);
    await queryRunner.query(`ALTER TABLE \`game\` ADD \`state\` text NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`game\` DROP COLUMN \`state\``);
    await queryRunner.query(`ALTER TABLE \`game_event\` DROP COLUMN \`recordedByName\``);
  }
}

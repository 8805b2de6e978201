import { MigrationInterface, QueryRunner } from 'typeorm';

export class StandingsVersion1796239983534 implements MigrationInterface {
  name = 'StandingsVersion1796239983534';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`division\` ADD \`standingsVersion\` int NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`division\` DROP COLUMN \`standingsVersion\``);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class Discipline1796230733172 implements MigrationInterface {
  name = 'Discipline1796230733172';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`suspension\` DROP COLUMN \`gamesServed\``);
    await queryRunner.query(`ALTER TABLE \`fine\` ADD \`rule\` varchar(500) NULL`);
    await queryRunner.query(`ALTER TABLE \`fine\` ADD \`kind\` varchar(32) NULL`);
    await queryRunner.query(`ALTER TABLE \`fine\` ADD \`rebatedToTeamId\` varchar(36) NULL`);
    await queryRunner.query(`ALTER TABLE \`suspension\` ADD \`teamId\` varchar(36) NULL`);
    await queryRunner.query(`ALTER TABLE \`suspension\` ADD \`gameId\` varchar(36) NULL`);
    await queryRunner.query(`ALTER TABLE \`suspension\` ADD \`rule\` varchar(500) NULL`);
    await queryRunner.query(`ALTER TABLE \`suspension\` ADD \`adjustments\` text NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`suspension\` DROP COLUMN \`adjustments\``);
    await queryRunner.query(`ALTER TABLE \`suspension\` DROP COLUMN \`rule\``);
    await queryRunner.query(`ALTER TABLE \`suspension\` DROP COLUMN \`gameId\``);
    await queryRunner.query(`ALTER TABLE \`suspension\` DROP COLUMN \`teamId\``);
    await queryRunner.query(`ALTER TABLE \`fine\` DROP COLUMN \`rebatedToTeamId\``);
    await queryRunner.query(`ALTER TABLE \`fine\` DROP COLUMN \`kind\``);
    await queryRunner.query(`ALTER TABLE \`fine\` DROP COLUMN \`rule\``);
    await queryRunner.query(`ALTER TABLE \`suspension\` ADD \`gamesServed\` int NOT NULL DEFAULT 0`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class RulebooksAndOfficials1796340438145 implements MigrationInterface {
  name = 'RulebooksAndOfficials1796340438145';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`registration\` (\`id\` varchar(36) NOT NULL, \`playerId\` varchar(36) NOT NULL, \`competitionId\` varchar(36) NOT NULL, \`receivedAt\` datetime(3) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_6b5a6dded992e5b2c0e33d096c\` (\`playerId\`, \`competitionId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`competition\` ADD \`timeZone\` varchar(64) NOT NULL DEFAULT 'UTC'`);
    await queryRunner.query(`ALTER TABLE \`competition\` ADD \`disciplineLinks\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`competition\` ADD \`previousSummerCompetitionId\` varchar(36) NULL`);
    await queryRunner.query(`ALTER TABLE \`division\` ADD \`category\` varchar(32) NULL`);
    await queryRunner.query(`ALTER TABLE \`fine\` ADD \`teamOfficialId\` varchar(36) NULL`);
    await queryRunner.query(`ALTER TABLE \`player\` ADD \`experienceLevel\` varchar(32) NULL`);
    await queryRunner.query(`ALTER TABLE \`roster_entry\` ADD \`releasedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`suspension\` ADD \`teamOfficialId\` varchar(36) NULL`);
    await queryRunner.query(`ALTER TABLE \`suspension\` CHANGE \`playerId\` \`playerId\` varchar(36) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_02714e0074d75a1160df629c0e\` ON \`suspension\` (\`teamOfficialId\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_02714e0074d75a1160df629c0e\` ON \`suspension\``);
    await queryRunner.query(`ALTER TABLE \`suspension\` CHANGE \`playerId\` \`playerId\` varchar(36) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`suspension\` DROP COLUMN \`teamOfficialId\``);
    await queryRunner.query(`ALTER TABLE \`roster_entry\` DROP COLUMN \`releasedAt\``);
    await queryRunner.query(`ALTER TABLE \`player\` DROP COLUMN \`experienceLevel\``);
    await queryRunner.query(`ALTER TABLE \`fine\` DROP COLUMN \`teamOfficialId\``);
    await queryRunner.query(`ALTER TABLE \`division\` DROP COLUMN \`category\``);
    await queryRunner.query(`ALTER TABLE \`competition\` DROP COLUMN \`previousSummerCompetitionId\``);
    await queryRunner.query(`ALTER TABLE \`competition\` DROP COLUMN \`disciplineLinks\``);
    await queryRunner.query(`ALTER TABLE \`competition\` DROP COLUMN \`timeZone\``);
    await queryRunner.query(`DROP INDEX \`IDX_6b5a6dded992e5b2c0e33d096c\` ON \`registration\``);
    await queryRunner.query(`DROP TABLE \`registration\``);
  }
}

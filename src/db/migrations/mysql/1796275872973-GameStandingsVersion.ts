import { MigrationInterface, QueryRunner } from 'typeorm';

export class GameStandingsVersion1796275872973 implements MigrationInterface {
  name = 'GameStandingsVersion1796275872973';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`game\` ADD \`standingsVersion\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`CREATE INDEX \`IDX_c58dd4190f43c4cd1596baa2e2\` ON \`game\` (\`divisionId\`, \`standingsVersion\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_c58dd4190f43c4cd1596baa2e2\` ON \`game\``);
    await queryRunner.query(`ALTER TABLE \`game\` DROP COLUMN \`standingsVersion\``);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class CoinToss1796236018496 implements MigrationInterface {
  name = 'CoinToss1796236018496';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`coin_toss\` (\`id\` varchar(36) NOT NULL, \`divisionId\` varchar(36) NOT NULL, \`teamIds\` text NOT NULL, \`note\` varchar(500) NULL, \`recordedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_e0dd5705f0397a5fbcef3d01ed\` (\`divisionId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_e0dd5705f0397a5fbcef3d01ed\` ON \`coin_toss\``);
    await queryRunner.query(`DROP TABLE \`coin_toss\``);
  }
}

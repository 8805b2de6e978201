import { MigrationInterface, QueryRunner } from 'typeorm';

export class Brackets1796237948305 implements MigrationInterface {
  name = 'Brackets1796237948305';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`bracket\` (\`id\` varchar(36) NOT NULL, \`divisionId\` varchar(36) NOT NULL, \`format\` varchar(32) NOT NULL, \`seeds\` text NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_460a6054e6525a616253765251\` (\`divisionId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`bracket_game\` (\`id\` varchar(36) NOT NULL, \`bracketId\` varchar(36) NOT NULL, \`slotKey\` varchar(32) NOT NULL, \`gameId\` varchar(36) NOT NULL, UNIQUE INDEX \`IDX_5ef5c34ab200b55e2472c52909\` (\`gameId\`), UNIQUE INDEX \`IDX_d02540dd3ed8d6c58ea514bff8\` (\`bracketId\`, \`slotKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_d02540dd3ed8d6c58ea514bff8\` ON \`bracket_game\``);
    await queryRunner.query(`DROP INDEX \`IDX_5ef5c34ab200b55e2472c52909\` ON \`bracket_game\``);
    await queryRunner.query(`DROP TABLE \`bracket_game\``);
    await queryRunner.query(`DROP INDEX \`IDX_460a6054e6525a616253765251\` ON \`bracket\``);
    await queryRunner.query(`DROP TABLE \`bracket\``);
  }
}

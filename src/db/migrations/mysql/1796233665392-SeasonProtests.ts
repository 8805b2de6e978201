import { MigrationInterface, QueryRunner } from 'typeorm';

export class SeasonProtests1796233665392 implements MigrationInterface {
  name = 'SeasonProtests1796233665392';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`protest\` (\`id\` varchar(36) NOT NULL, \`competitionId\` varchar(36) NOT NULL, \`gameId\` varchar(36) NOT NULL, \`teamId\` varchar(36) NOT NULL, \`grounds\` varchar(1000) NOT NULL, \`incidentAt\` datetime(3) NOT NULL, \`feeFineId\` varchar(36) NOT NULL, \`status\` varchar(32) NOT NULL, \`ruling\` varchar(1000) NULL, \`ruledAt\` datetime(3) NULL, \`filedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_303a50f8c338dd00c951074921\` (\`teamId\`), INDEX \`IDX_0cb46a1110d2c6826979bb4186\` (\`gameId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`competition\` ADD \`seasonStartsAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`competition\` ADD \`additionCutoff\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`fine\` ADD \`refundedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`fine\` ADD \`waivedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`fine\` ADD \`waivedReason\` varchar(500) NULL`);
    await queryRunner.query(`ALTER TABLE \`roster_entry\` ADD \`clearance\` varchar(500) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`roster_entry\` DROP COLUMN \`clearance\``);
    await queryRunner.query(`ALTER TABLE \`fine\` DROP COLUMN \`waivedReason\``);
    await queryRunner.query(`ALTER TABLE \`fine\` DROP COLUMN \`waivedAt\``);
    await queryRunner.query(`ALTER TABLE \`fine\` DROP COLUMN \`refundedAt\``);
    await queryRunner.query(`ALTER TABLE \`competition\` DROP COLUMN \`additionCutoff\``);
    await queryRunner.query(`ALTER TABLE \`competition\` DROP COLUMN \`seasonStartsAt\``);
    await queryRunner.query(`DROP INDEX \`IDX_0cb46a1110d2c6826979bb4186\` ON \`protest\``);
    await queryRunner.query(`DROP INDEX \`IDX_303a50f8c338dd00c951074921\` ON \`protest\``);
    await queryRunner.query(`DROP TABLE \`protest\``);
  }
}

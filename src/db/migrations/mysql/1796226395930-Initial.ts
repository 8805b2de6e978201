import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1796226395930 implements MigrationInterface {
  name = 'Initial1796226395930';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`api_token\` (\`id\` varchar(36) NOT NULL, \`name\` varchar(120) NOT NULL, \`role\` varchar(32) NOT NULL, \`scopes\` text NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`revokedAt\` datetime(3) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_b8d5076cd3f3572829943b3f8a\` (\`tokenHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`competition\` (\`id\` varchar(36) NOT NULL, \`name\` varchar(120) NOT NULL, \`kind\` varchar(32) NOT NULL, \`preset\` varchar(32) NOT NULL, \`rulesOverrides\` text NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`division\` (\`id\` varchar(36) NOT NULL, \`competitionId\` varchar(36) NOT NULL, \`name\` varchar(120) NOT NULL, \`rating\` varchar(32) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_3e4a62d43906102cf9cc505509\` (\`competitionId\`, \`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`fine\` (\`id\` varchar(36) NOT NULL, \`competitionId\` varchar(36) NOT NULL, \`playerId\` varchar(36) NULL, \`teamId\` varchar(36) NULL, \`amountCents\` int NOT NULL, \`reason\` varchar(500) NOT NULL, \`causedByEventId\` varchar(36) NULL, \`paidAt\` datetime(3) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_f99f5db8edc6d48f4bea5858ce\` (\`teamId\`), INDEX \`IDX_b160f77151cc089bbf90f44226\` (\`playerId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`game_event\` (\`id\` varchar(36) NOT NULL, \`gameId\` varchar(36) NOT NULL, \`seq\` int NOT NULL, \`type\` varchar(32) NOT NULL, \`period\` int NOT NULL, \`clockRemainingMs\` int NULL, \`teamId\` varchar(36) NULL, \`playerId\` varchar(36) NULL, \`payload\` text NOT NULL, \`clientEventId\` varchar(64) NULL, \`voided\` tinyint NOT NULL DEFAULT 0, \`recordedBy\` varchar(36) NULL, \`recordedAt\` datetime(3) NOT NULL, UNIQUE INDEX \`IDX_4acb6763c4f0827a1ab501ebeb\` (\`gameId\`, \`clientEventId\`), UNIQUE INDEX \`IDX_84341251fe93e2a82f63393402\` (\`gameId\`, \`seq\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`game\` (\`id\` varchar(36) NOT NULL, \`divisionId\` varchar(36) NOT NULL, \`homeTeamId\` varchar(36) NOT NULL, \`awayTeamId\` varchar(36) NOT NULL, \`startsAt\` datetime(3) NOT NULL, \`venue\` varchar(120) NULL, \`stage\` varchar(32) NOT NULL, \`status\` varchar(32) NOT NULL, \`homeScore\` int NOT NULL DEFAULT '0', \`awayScore\` int NOT NULL DEFAULT '0', \`decision\` varchar(32) NULL, \`lastSeq\` int NOT NULL DEFAULT '0', \`snapshot\` text NOT NULL, \`certifiedAt\` datetime(3) NULL, \`version\` int NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_1a206693bb12335a59cb181b35\` (\`awayTeamId\`), INDEX \`IDX_6454b249c4795083f0233b5953\` (\`homeTeamId\`), INDEX \`IDX_718ca7124a9fea9c5d157f911e\` (\`divisionId\`, \`startsAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`player\` (\`id\` varchar(36) NOT NULL, \`name\` varchar(120) NOT NULL, \`birthDate\` varchar(10) NOT NULL, \`waiverSigned\` tinyint NOT NULL DEFAULT 0, \`rankingTier\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`roster_entry\` (\`id\` varchar(36) NOT NULL, \`teamId\` varchar(36) NOT NULL, \`playerId\` varchar(36) NOT NULL, \`number\` int NOT NULL, \`position\` varchar(32) NOT NULL, \`waiverSigned\` tinyint NOT NULL DEFAULT 0, \`pickup\` tinyint NOT NULL DEFAULT 0, \`goalieAffiliation\` tinyint NOT NULL DEFAULT 0, \`addedAt\` datetime(3) NOT NULL, INDEX \`IDX_91d1b925b2841fe93d48c3e7d5\` (\`playerId\`), UNIQUE INDEX \`IDX_50761c8b8eec07f451fd5f9673\` (\`teamId\`, \`playerId\`), UNIQUE INDEX \`IDX_0de4a841fbbd26dba8bc9043aa\` (\`teamId\`, \`number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`suspension\` (\`id\` varchar(36) NOT NULL, \`playerId\` varchar(36) NOT NULL, \`competitionId\` varchar(36) NOT NULL, \`kind\` varchar(32) NOT NULL, \`games\` int NULL, \`gamesServed\` int NOT NULL DEFAULT '0', \`reason\` varchar(500) NOT NULL, \`causedByEventId\` varchar(36) NULL, \`startsAt\` datetime(3) NOT NULL, \`liftedAt\` datetime(3) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_1f619e89308e266345995384df\` (\`playerId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`team_official\` (\`id\` varchar(36) NOT NULL, \`teamId\` varchar(36) NOT NULL, \`name\` varchar(120) NOT NULL, \`role\` varchar(32) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_ac3afc2e817583b324e2872325\` (\`teamId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`team\` (\`id\` varchar(36) NOT NULL, \`divisionId\` varchar(36) NOT NULL, \`name\` varchar(120) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_ec4d75e601f3b6a7dbb0150bbc\` (\`divisionId\`, \`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_ec4d75e601f3b6a7dbb0150bbc\` ON \`team\``);
    await queryRunner.query(`DROP TABLE \`team\``);
    await queryRunner.query(`DROP INDEX \`IDX_ac3afc2e817583b324e2872325\` ON \`team_official\``);
    await queryRunner.query(`DROP TABLE \`team_official\``);
    await queryRunner.query(`DROP INDEX \`IDX_1f619e89308e266345995384df\` ON \`suspension\``);
    await queryRunner.query(`DROP TABLE \`suspension\``);
    await queryRunner.query(`DROP INDEX \`IDX_0de4a841fbbd26dba8bc9043aa\` ON \`roster_entry\``);
    await queryRunner.query(`DROP INDEX \`IDX_50761c8b8eec07f451fd5f9673\` ON \`roster_entry\``);
    await queryRunner.query(`DROP INDEX \`IDX_91d1b925b2841fe93d48c3e7d5\` ON \`roster_entry\``);
    await queryRunner.query(`DROP TABLE \`roster_entry\``);
    await queryRunner.query(`DROP TABLE \`player\``);
    await queryRunner.query(`DROP INDEX \`IDX_718ca7124a9fea9c5d157f911e\` ON \`game\``);
    await queryRunner.query(`DROP INDEX \`IDX_6454b249c4795083f0233b5953\` ON \`game\``);
    await queryRunner.query(`DROP INDEX \`IDX_1a206693bb12335a59cb181b35\` ON \`game\``);
    await queryRunner.query(`DROP TABLE \`game\``);
    await queryRunner.query(`DROP INDEX \`IDX_84341251fe93e2a82f63393402\` ON \`game_event\``);
    await queryRunner.query(`DROP INDEX \`IDX_4acb6763c4f0827a1ab501ebeb\` ON \`game_event\``);
    await queryRunner.query(`DROP TABLE \`game_event\``);
    await queryRunner.query(`DROP INDEX \`IDX_b160f77151cc089bbf90f44226\` ON \`fine\``);
    await queryRunner.query(`DROP INDEX \`IDX_f99f5db8edc6d48f4bea5858ce\` ON \`fine\``);
    await queryRunner.query(`DROP TABLE \`fine\``);
    await queryRunner.query(`DROP INDEX \`IDX_3e4a62d43906102cf9cc505509\` ON \`division\``);
    await queryRunner.query(`DROP TABLE \`division\``);
    await queryRunner.query(`DROP TABLE \`competition\``);
    await queryRunner.query(`DROP INDEX \`IDX_b8d5076cd3f3572829943b3f8a\` ON \`api_token\``);
    await queryRunner.query(`DROP TABLE \`api_token\``);
  }
}

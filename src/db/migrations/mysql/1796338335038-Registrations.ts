import { MigrationInterface, QueryRunner } from "typeorm";

export class Registrations1796338335038 implements MigrationInterface {
    name = 'Registrations1796338335038'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`registration\` (\`id\` varchar(36) NOT NULL, \`playerId\` varchar(36) NOT NULL, \`competitionId\` varchar(36) NOT NULL, \`receivedAt\` datetime(3) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_6b5a6dded992e5b2c0e33d096c\` (\`playerId\`, \`competitionId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_6b5a6dded992e5b2c0e33d096c\` ON \`registration\``);
        await queryRunner.query(`DROP TABLE \`registration\``);
    }

}

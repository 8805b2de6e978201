import { MigrationInterface, QueryRunner } from 'typeorm';

/** R80: a team's coach PIN for signing at the rink's tablet, as a salted hash, with its wrong tries. */
export class CoachPins1796410000000 implements MigrationInterface {
  name = 'CoachPins1796410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "coach_pin" ("teamId" varchar(36) PRIMARY KEY NOT NULL, "hash" varchar(200) NOT NULL, "failures" integer NOT NULL DEFAULT (0), "lockedUntil" datetime(3), "setAt" datetime(3) NOT NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "coach_pin"`);
  }
}

import { Column, Entity } from 'typeorm';
import { IdColumn, InstantColumn } from '../columns';

/**
 * A team's coach PIN for signing the game sheet at the rink's tablet (R80): one per team, set or
 * cleared by an ADMIN. Only a salted scrypt hash is kept (`scrypt$<salt>$<hash>`, base64url), never
 * the PIN; wrong tries are counted, and five in a row lock it for fifteen minutes.
 */
@Entity('coach_pin')
export class CoachPinEntity {
  @IdColumn() teamId!: string;
  @Column({ type: 'varchar', length: 200 }) hash!: string;
  /** wrong tries since the last right one or the last lock */
  @Column({ type: 'int', default: 0 }) failures!: number;
  /** refused until then after five wrong tries; null: open */
  @InstantColumn({ nullable: true }) lockedUntil!: Date | null;
  @InstantColumn() setAt!: Date;
}

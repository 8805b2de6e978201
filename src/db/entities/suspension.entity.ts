import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, EnumColumn, IdColumn, InstantColumn, RefColumn } from '../columns';

/** A player's suspension: a number of games, the rest of a competition, pending review, or life (R18). */
@Entity('suspension')
@Index(['playerId'])
export class SuspensionEntity {
  @IdColumn() id!: string;
  @RefColumn() playerId!: string;
  @RefColumn() competitionId!: string;
  @EnumColumn() kind!: string;
  @Column({ type: 'int', nullable: true }) games!: number | null;
  @Column({ type: 'int', default: 0 }) gamesServed!: number;
  @Column({ type: 'varchar', length: 500 }) reason!: string;
  /** the game event that caused it, when it was automatic */
  @RefColumn({ nullable: true }) causedByEventId!: string | null;
  @InstantColumn() startsAt!: Date;
  @InstantColumn({ nullable: true }) liftedAt!: Date | null;
  @CreatedAtColumn() createdAt!: Date;
}

import { Column, Entity, Index } from 'typeorm';
import type { GameEventType } from '../../domain/enums';
import { EnumColumn, IdColumn, InstantColumn, JsonColumn, NameColumn, RefColumn } from '../columns';

/**
 * One entry of a game's log. The unique indexes make a duplicate sequence number or a replayed
 * client event impossible even if the code above them is wrong.
 */
@Entity('game_event')
@Index(['gameId', 'seq'], { unique: true })
@Index(['gameId', 'clientEventId'], { unique: true })
export class GameEventEntity {
  @IdColumn() id!: string;
  @RefColumn() gameId!: string;
  @Column({ type: 'int' }) seq!: number;
  @EnumColumn() type!: GameEventType;
  @Column({ type: 'int' }) period!: number;
  @Column({ type: 'int', nullable: true }) clockRemainingMs!: number | null;
  @RefColumn({ nullable: true }) teamId!: string | null;
  @RefColumn({ nullable: true }) playerId!: string | null;
  /**
   * What the event carries beyond the common columns: the scorekeeper's input fields as posted
   * (assistIds, severity, infraction, lineups, targetSeq, reason, …), enough to replay the log,
   * and under `details` what the domain derived when it was recorded (strength, minutes, …).
   */
  @JsonColumn() payload!: Record<string, unknown>;
  @Column({ type: 'varchar', length: 64, nullable: true }) clientEventId!: string | null;
  @Column({ type: 'boolean', default: false }) voided!: boolean;
  /** the token that recorded it, for the game's history (null: the bootstrap ADMIN_TOKEN) */
  @RefColumn({ nullable: true }) recordedBy!: string | null;
  /** that token's name when it recorded the event, so the history reads the same after a rename or revoke */
  @NameColumn({ nullable: true }) recordedByName!: string | null;
  @InstantColumn() recordedAt!: Date;
}

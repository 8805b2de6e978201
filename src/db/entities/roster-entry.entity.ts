import { Column, Entity, Index } from 'typeorm';
import type { Position } from '../../domain/enums';
import { EnumColumn, IdColumn, InstantColumn, RefColumn } from '../columns';

/**
 * A player on a team. The jersey number is fixed for the season (league §12, §20), so it is unique
 * per team, a released player's included (R50); a player is on a team's roster once.
 */
@Entity('roster_entry')
@Index(['teamId', 'number'], { unique: true })
@Index(['teamId', 'playerId'], { unique: true })
@Index(['playerId'])
export class RosterEntryEntity {
  @IdColumn() id!: string;
  @RefColumn() teamId!: string;
  @RefColumn() playerId!: string;
  @Column({ type: 'int' }) number!: number;
  @EnumColumn() position!: Position;
  @Column({ type: 'boolean', default: false }) waiverSigned!: boolean;
  /** added after the season started (league §8: at most seven pick-ups) */
  @Column({ type: 'boolean', default: false }) pickup!: boolean;
  /** a goalie affiliated from another team (league §8) rather than a rostered player */
  @Column({ type: 'boolean', default: false }) goalieAffiliation!: boolean;
  @InstantColumn() addedAt!: Date;
  /** Cole Harbour: the Tournament Official's clearance of a change after the schedule was drawn */
  @Column({ type: 'varchar', length: 500, nullable: true }) clearance!: string | null;
  /**
   * When the player was released from the roster (R50). A released entry is kept, not deleted: the
   * games he played refer to him and his number, and a league pick-up counts for the season. Null:
   * on the roster now.
   */
  @InstantColumn({ nullable: true }) releasedAt!: Date | null;
}

/** Whether the entry was on the roster at `at`: not released, or released after it (R50). */
export function rosteredAt(entry: Pick<RosterEntryEntity, 'releasedAt'>, at: Date): boolean {
  return entry.releasedAt === null || entry.releasedAt === undefined || entry.releasedAt.getTime() > at.getTime();
}

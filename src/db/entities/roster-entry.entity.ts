import { Column, Entity, Index } from 'typeorm';
import type { Position } from '../../domain/enums';
import { EnumColumn, IdColumn, InstantColumn, RefColumn } from '../columns';

/**
 * A player on a team. The jersey number is fixed for the season (league §12, §20), so it is unique
 * per team; a player is on a team's roster once.
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
}

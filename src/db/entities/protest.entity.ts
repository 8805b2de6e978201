import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, EnumColumn, IdColumn, InstantColumn, RefColumn } from '../columns';

/**
 * A team's protest or appeal about a game (league §19): filed within 72 hours of the incident with
 * the $25 fee (a fine to the team, linked here), ruled on by the league's officials.
 */
@Entity('protest')
@Index(['gameId'])
@Index(['teamId'])
export class ProtestEntity {
  @IdColumn() id!: string;
  @RefColumn() competitionId!: string;
  @RefColumn() gameId!: string;
  /** the protesting team */
  @RefColumn() teamId!: string;
  @Column({ type: 'varchar', length: 1000 }) grounds!: string;
  @InstantColumn() incidentAt!: Date;
  /** the $25 fee, kept as a fine to the team */
  @RefColumn() feeFineId!: string;
  /** PENDING, WON or LOST */
  @EnumColumn() status!: string;
  @Column({ type: 'varchar', length: 1000, nullable: true }) ruling!: string | null;
  @InstantColumn({ nullable: true }) ruledAt!: Date | null;
  @CreatedAtColumn() filedAt!: Date;
}

import { Column, Entity, Index } from 'typeorm';
import type { SuspensionAdjustment } from '../../domain/suspensions';
import { CreatedAtColumn, EnumColumn, IdColumn, InstantColumn, JsonColumn, RefColumn } from '../columns';

/**
 * A player's or a team official's suspension: a number of games, the rest of a competition, pending
 * review, or life (R18). Exactly one of playerId and teamOfficialId (league 004:5, :8: the team rep,
 * coach or captain of a team that dressed an illegal player, R40).
 */
@Entity('suspension')
@Index(['playerId'])
@Index(['teamOfficialId'])
export class SuspensionEntity {
  @IdColumn() id!: string;
  @RefColumn({ nullable: true }) playerId!: string | null;
  /** a team official's suspension (league 004:5, :8; R40): served by his team's games as a player's is */
  @RefColumn({ nullable: true }) teamOfficialId!: string | null;
  @RefColumn() competitionId!: string;
  /** the team whose completed games serve it (R18 "the player's team"); null: the player had no team in the competition */
  @RefColumn({ nullable: true }) teamId!: string | null;
  /** the game it was assessed in, which never serves it */
  @RefColumn({ nullable: true }) gameId!: string | null;
  @EnumColumn() kind!: string;
  @Column({ type: 'int', nullable: true }) games!: number | null;
  @Column({ type: 'varchar', length: 500 }) reason!: string;
  /** the rulebook line or ruling it applies */
  @Column({ type: 'varchar', length: 500, nullable: true }) rule!: string | null;
  /** officials' changes with their reasons, oldest first */
  @JsonColumn({ nullable: true }) adjustments!: SuspensionAdjustment[] | null;
  /** the game event that caused it, when it was automatic */
  @RefColumn({ nullable: true }) causedByEventId!: string | null;
  @InstantColumn() startsAt!: Date;
  @InstantColumn({ nullable: true }) liftedAt!: Date | null;
  @CreatedAtColumn() createdAt!: Date;
}

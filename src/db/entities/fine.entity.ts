import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, EnumColumn, IdColumn, InstantColumn, RefColumn } from '../columns';

/** A fine to a player or a team; money is in integer cents. */
@Entity('fine')
@Index(['playerId'])
@Index(['teamId'])
export class FineEntity {
  @IdColumn() id!: string;
  @RefColumn() competitionId!: string;
  @RefColumn({ nullable: true }) playerId!: string | null;
  @RefColumn({ nullable: true }) teamId!: string | null;
  /**
   * a team official's own fine (league 004:8, :35; R40): teamId then names his team, which owns it
   * (who may read it), but it is not the team's fine and keeps no player from playing
   */
  @RefColumn({ nullable: true }) teamOfficialId!: string | null;
  @Column({ type: 'int' }) amountCents!: number;
  @Column({ type: 'varchar', length: 500 }) reason!: string;
  /** the rulebook line or ruling it applies */
  @Column({ type: 'varchar', length: 500, nullable: true }) rule!: string | null;
  /** which of the league's fines it is (FineKind), null for the §26 table's and explicit amounts */
  @EnumColumn({ nullable: true }) kind!: string | null;
  /** §16: a no-show default fine rebated to the opposing team once paid */
  @RefColumn({ nullable: true }) rebatedToTeamId!: string | null;
  @RefColumn({ nullable: true }) causedByEventId!: string | null;
  @InstantColumn({ nullable: true }) paidAt!: Date | null;
  /** §19: a won protest's fee, given back after it was paid */
  @InstantColumn({ nullable: true }) refundedAt!: Date | null;
  /** no longer owed, unpaid (a won protest's fee, an official's waiver), and why */
  @InstantColumn({ nullable: true }) waivedAt!: Date | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) waivedReason!: string | null;
  @CreatedAtColumn() createdAt!: Date;
}

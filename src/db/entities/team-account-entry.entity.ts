import { Column, Entity, Index } from 'typeorm';
import type { AccountEntryKind } from '../../domain/league-money';
import { CreatedAtColumn, EnumColumn, IdColumn, InstantColumn, RefColumn } from '../columns';

/**
 * One entry of a league team's account (league 004:1-3, R70, R71): fees paid or given back, a bond
 * held from the team or one of its players, a bill owed (pinnies, damage), or the team's withdrawal.
 * Money in integer cents. Rows are added, never edited, but for a bill's payment. A bond given back
 * is a BOND_RETURN row naming it (R72).
 */
@Entity('team_account_entry')
@Index('IDX_team_account_entry_team', ['teamId'])
export class TeamAccountEntryEntity {
  @IdColumn() id!: string;
  @RefColumn() competitionId!: string;
  @RefColumn() teamId!: string;
  @EnumColumn() kind!: AccountEntryKind;
  /** 0 for a withdrawal */
  @Column({ type: 'int' }) amountCents!: number;
  /** a bond held from this player, a bill to him; null: the team's */
  @RefColumn({ nullable: true }) playerId!: string | null;
  /** what it is for (a bill's pinnies or damage, a receipt number) */
  @Column({ type: 'varchar', length: 200, nullable: true }) description!: string | null;
  /** when it was paid, held, billed, given back, or when the team withdrew */
  @InstantColumn() at!: Date;
  /** a bill settled; null: still owed (other kinds: always null) */
  @InstantColumn({ nullable: true }) paidAt!: Date | null;
  /** a BOND_RETURN: the bond it gives back (R72); other kinds: null */
  @RefColumn({ nullable: true }) bondId!: string | null;
  @CreatedAtColumn() createdAt!: Date;
}

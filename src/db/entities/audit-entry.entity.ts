import { Column, Entity, Index } from 'typeorm';
import { EnumColumn, IdColumn, InstantColumn, JsonColumn, NameColumn, RefColumn } from '../columns';

/** One field an organizer's correction changed, as it was and as it became (JSON-safe values). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * One correction made by an organizer (R63): who (the token), when, what (the row, the action, every
 * field changed with its value before and after) and why. Written in the correction's own
 * transaction, so a refused correction leaves none and a stored one always has its row.
 */
@Entity('audit_entry')
@Index(['competitionId', 'at'])
export class AuditEntryEntity {
  @IdColumn() id!: string;
  /** the competition the row belongs to (a player's: one entry for each competition he is rostered in); null when none */
  @RefColumn({ nullable: true }) competitionId!: string | null;
  /** COMPETITION, DIVISION, TEAM, PLAYER, GAME, ROSTER_ENTRY */
  @EnumColumn() entityType!: string;
  @RefColumn() entityId!: string;
  /** UPDATE, DELETE, CANCEL, RELEASE, CERTIFY, RESCHEDULE, LINK */
  @EnumColumn() action!: string;
  @JsonColumn() changes!: AuditChange[];
  @Column({ type: 'varchar', length: 500, nullable: true }) reason!: string | null;
  /** the token's id; null for the bootstrap ADMIN_TOKEN, which has no stored row */
  @RefColumn({ nullable: true }) actorTokenId!: string | null;
  @NameColumn() actorName!: string;
  @EnumColumn() actorRole!: string;
  /** to the millisecond, as the trail's cursor reads it */
  @InstantColumn() at!: Date;
}

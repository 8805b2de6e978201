import { Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn, InstantColumn, RefColumn } from '../columns';

/**
 * A player's registration form for a competition, signed by him and turned in to the league (league
 * 004:13 "All forms MUST be signed by the correct player and be turned in to the league BEFORE that
 * player steps on the floor", R42). One per player and competition.
 */
@Entity('registration')
@Index(['playerId', 'competitionId'], { unique: true })
export class RegistrationEntity {
  @IdColumn() id!: string;
  @RefColumn() playerId!: string;
  @RefColumn() competitionId!: string;
  /** when the league received the signed form: it counts for the games that start after it */
  @InstantColumn() receivedAt!: Date;
  @CreatedAtColumn() createdAt!: Date;
}

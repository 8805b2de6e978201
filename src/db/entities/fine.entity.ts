import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn, InstantColumn, RefColumn } from '../columns';

/** A fine to a player or a team; money is in integer cents. */
@Entity('fine')
@Index(['playerId'])
@Index(['teamId'])
export class FineEntity {
  @IdColumn() id!: string;
  @RefColumn() competitionId!: string;
  @RefColumn({ nullable: true }) playerId!: string | null;
  @RefColumn({ nullable: true }) teamId!: string | null;
  @Column({ type: 'int' }) amountCents!: number;
  @Column({ type: 'varchar', length: 500 }) reason!: string;
  @RefColumn({ nullable: true }) causedByEventId!: string | null;
  @InstantColumn({ nullable: true }) paidAt!: Date | null;
  @CreatedAtColumn() createdAt!: Date;
}

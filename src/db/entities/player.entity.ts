import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn, NameColumn } from '../columns';

@Entity('player')
export class PlayerEntity {
  @IdColumn() id!: string;
  @NameColumn() name!: string;
  /** calendar date, YYYY-MM-DD: an age rule compares dates, not instants */
  @Column({ type: 'varchar', length: 10 }) birthDate!: string;
  @Column({ type: 'boolean', default: false }) waiverSigned!: boolean;
  /** the league's player ranking tier (1 = Tier 1 ranked), when ranked */
  @Column({ type: 'int', nullable: true }) rankingTier!: number | null;
  @CreatedAtColumn() createdAt!: Date;
}

import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, EnumColumn, IdColumn, NameColumn } from '../columns';

@Entity('player')
export class PlayerEntity {
  @IdColumn() id!: string;
  @NameColumn() name!: string;
  /** calendar date, YYYY-MM-DD: an age rule compares dates, not instants */
  @Column({ type: 'varchar', length: 10 }) birthDate!: string;
  @Column({ type: 'boolean', default: false }) waiverSigned!: boolean;
  /** the league's player ranking tier (1 = Tier 1 ranked), when ranked */
  @Column({ type: 'int', nullable: true }) rankingTier!: number | null;
  /**
   * the highest level played (PRO, MAJOR_JUNIOR, COLLEGE, UNIVERSITY; PlayerExperience), null when
   * none or not known: Cole Harbour 000:11 puts such a player in the A division (R34)
   */
  @EnumColumn({ nullable: true }) experienceLevel!: string | null;
  @CreatedAtColumn() createdAt!: Date;
}

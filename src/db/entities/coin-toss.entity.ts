import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn, JsonColumn, RefColumn } from '../columns';

/** R6: an official's record of a coin toss between teams the standings' criteria left level. */
@Entity('coin_toss')
@Index(['divisionId'])
export class CoinTossEntity {
  @IdColumn() id!: string;
  @RefColumn() divisionId!: string;
  /** the teams from the toss's winner down */
  @JsonColumn() teamIds!: string[];
  @Column({ type: 'varchar', length: 500, nullable: true }) note!: string | null;
  @CreatedAtColumn() recordedAt!: Date;
}

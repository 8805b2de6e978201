import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn, NameColumn, RefColumn } from '../columns';

@Entity('team')
@Index(['divisionId', 'name'], { unique: true })
export class TeamEntity {
  @IdColumn() id!: string;
  @RefColumn() divisionId!: string;
  @NameColumn() name!: string;
  /** What a scoreboard prints when the name does not fit (12 characters at most); null: derived from the name (Team.shortName). */
  @Column({ type: 'varchar', length: 12, nullable: true }) shortName!: string | null;
  @CreatedAtColumn() createdAt!: Date;
}

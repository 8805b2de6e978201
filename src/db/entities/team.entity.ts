import { Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn, NameColumn, RefColumn } from '../columns';

@Entity('team')
@Index(['divisionId', 'name'], { unique: true })
export class TeamEntity {
  @IdColumn() id!: string;
  @RefColumn() divisionId!: string;
  @NameColumn() name!: string;
  @CreatedAtColumn() createdAt!: Date;
}

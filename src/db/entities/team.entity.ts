import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, NameColumn, RefColumn } from '../columns';

@Entity('team')
@Index(['divisionId', 'name'], { unique: true })
export class TeamEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @RefColumn() divisionId!: string;
  @NameColumn() name!: string;
  @CreatedAtColumn() createdAt!: Date;
}

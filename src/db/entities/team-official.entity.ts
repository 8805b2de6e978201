import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, EnumColumn, NameColumn, RefColumn } from '../columns';

/** A coach, manager or trainer signed to a team (league §8: at most three non-players). */
@Entity('team_official')
@Index(['teamId'])
export class TeamOfficialEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @RefColumn() teamId!: string;
  @NameColumn() name!: string;
  @EnumColumn() role!: string;
  @CreatedAtColumn() createdAt!: Date;
}

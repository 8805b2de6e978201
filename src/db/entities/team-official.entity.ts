import { Entity, Index } from 'typeorm';
import { CreatedAtColumn, EnumColumn, IdColumn, NameColumn, RefColumn } from '../columns';

/** A coach, manager or trainer signed to a team (league §8: at most three non-players). */
@Entity('team_official')
@Index(['teamId'])
export class TeamOfficialEntity {
  @IdColumn() id!: string;
  @RefColumn() teamId!: string;
  @NameColumn() name!: string;
  @EnumColumn() role!: string;
  @CreatedAtColumn() createdAt!: Date;
}

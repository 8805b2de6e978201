import { Entity, Index } from 'typeorm';
import { CreatedAtColumn, EnumColumn, IdColumn, NameColumn, RefColumn } from '../columns';

@Entity('division')
@Index(['competitionId', 'name'], { unique: true })
export class DivisionEntity {
  @IdColumn() id!: string;
  @RefColumn() competitionId!: string;
  @NameColumn() name!: string;
  /** BHI's division rating (REC, INTERMEDIATE, BARN, SHACK) or a league tier ("1".."9") */
  @EnumColumn({ nullable: true }) rating!: string | null;
  @CreatedAtColumn() createdAt!: Date;
}

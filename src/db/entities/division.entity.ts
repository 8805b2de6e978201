import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, EnumColumn, IdColumn, NameColumn, RefColumn } from '../columns';

@Entity('division')
@Index(['competitionId', 'name'], { unique: true })
export class DivisionEntity {
  @IdColumn() id!: string;
  @RefColumn() competitionId!: string;
  @NameColumn() name!: string;
  /** BHI's division rating (REC, INTERMEDIATE, BARN, SHACK) or a league tier ("1".."9") */
  @EnumColumn({ nullable: true }) rating!: string | null;
  /** who plays in it, where a rulebook treats them apart: COED, LADIES, YOUTH (DivisionCategory; BHI 003:22, R36); null: open */
  @EnumColumn({ nullable: true }) category!: string | null;
  /**
   * Bumped in the transaction of every change that moves the standings (a counted game's result, a
   * team joining, a coin toss): a computed table is reused while this number stands, on any instance.
   */
  @Column({ type: 'int', default: 0 }) standingsVersion!: number;
  @CreatedAtColumn() createdAt!: Date;
}

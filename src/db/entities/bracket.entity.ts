import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, EnumColumn, IdColumn, JsonColumn, RefColumn } from '../columns';

/** A division's playoff bracket: its format and seeds (team ids, seed 1 first). The slots follow from both (bracket.ts). */
@Entity('bracket')
@Index(['divisionId'], { unique: true })
export class BracketEntity {
  @IdColumn() id!: string;
  @RefColumn() divisionId!: string;
  @EnumColumn() format!: string;
  @JsonColumn() seeds!: string[];
  /**
   * Goes up by one with every change a viewer of the bracket sees (created: 1; a game created, a
   * winner advanced, a re-seed, a team renamed), in the change's own transaction (bracketChanged).
   * 0 only for a bracket made before it was kept, until its next change.
   */
  @Column({ type: 'int', default: 0 }) version!: number;
  @CreatedAtColumn() createdAt!: Date;
}

/** The game played for one slot of a bracket. */
@Entity('bracket_game')
@Index(['bracketId', 'slotKey'], { unique: true })
@Index(['gameId'], { unique: true })
export class BracketGameEntity {
  @IdColumn() id!: string;
  @RefColumn() bracketId!: string;
  @EnumColumn() slotKey!: string;
  @RefColumn() gameId!: string;
}

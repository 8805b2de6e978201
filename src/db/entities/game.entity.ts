import { Column, Entity, Index, VersionColumn } from 'typeorm';
import type { Decision, GameStage, GameStatus } from '../../domain/enums';
import type { GameResultFacts } from '../../domain/game/result';
import type { GameState } from '../../domain/game/types';
import type { ScoreboardSnapshot } from '../../domain/scoreboard';
import type { CrewMember } from '../../domain/crew';
import type { SignOff } from '../../domain/sign-offs';
import { CreatedAtColumn, EnumColumn, IdColumn, InstantColumn, JsonColumn, NameColumn, RefColumn } from '../columns';

/**
 * A game: the head of its append-only event log. `lastSeq`, `state` and `snapshot` are written in
 * the same transaction as each event (docs/design.md, "The game log"), so reads never re-fold the log
 * and the next event folds onto `state` alone.
 */
@Entity('game')
@Index(['divisionId', 'startsAt'])
@Index(['homeTeamId'])
@Index(['awayTeamId'])
@Index(['divisionId', 'standingsVersion'])
@Index(['venue', 'startsAt'])
export class GameEntity {
  @IdColumn() id!: string;
  @RefColumn() divisionId!: string;
  @RefColumn() homeTeamId!: string;
  @RefColumn() awayTeamId!: string;
  @InstantColumn() startsAt!: Date;
  @NameColumn({ nullable: true }) venue!: string | null;
  @EnumColumn() stage!: GameStage;
  @EnumColumn() status!: GameStatus;
  @Column({ type: 'int', default: 0 }) homeScore!: number;
  @Column({ type: 'int', default: 0 }) awayScore!: number;
  @EnumColumn({ nullable: true }) decision!: Decision | null;
  @Column({ type: 'int', default: 0 }) lastSeq!: number;
  @JsonColumn() snapshot!: ScoreboardSnapshot;
  /**
   * The domain's fold of the log up to `lastSeq` (what the next event is checked against).
   * Null only for rows written before it existed: those are re-folded from the log once.
   */
  @JsonColumn({ nullable: true }) state!: GameState | null;
  /**
   * What a final or forfeited game gives the standings (resultFacts), kept with every event, so a
   * division's table reads these small facts and not every game's whole state. Null before the game
   * is over (and for rows written before it existed: the standings then read the state).
   */
  @JsonColumn({ nullable: true }) result!: GameResultFacts | null;
  /**
   * The division's standings version of the last change to this game's result facts (0: none since
   * the column exists). A cached table at version V re-reads only the games stamped above V.
   */
  @Column({ type: 'int', default: 0 }) standingsVersion!: number;
  @InstantColumn({ nullable: true }) certifiedAt!: Date | null;
  /** The name of the token that certified the result; null when not certified (or certified before it was kept). */
  @NameColumn({ nullable: true }) certifiedBy!: string | null;
  /** The officials named for the game (src/domain/crew.ts), referees first; null until named. */
  @JsonColumn({ nullable: true }) crew!: CrewMember[] | null;
  /** The sheet's sign-offs (referee, coaches) in sheet order, one per role (R57); null: none yet. */
  @JsonColumn({ nullable: true }) signOffs!: SignOff[] | null;
  @VersionColumn() version!: number;
  @CreatedAtColumn() createdAt!: Date;
}

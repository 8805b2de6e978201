import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Node } from '../node';
import { TiebreakCriterion } from '../enums';
import { isTiebreakCriterion, type TiebreakCriterion as TiebreakCriterionName } from '../../domain/tiebreakers';
import type { StandingsRow as Row } from '../../domain/standings';

@ObjectType({ description: "A team's line in its division's standings" })
export class StandingsRow {
  @Field(() => Int, { description: 'Teams still level after every criterion (a coin toss not yet recorded, R6) share a rank' }) rank!: number;
  @Field(() => Int, { description: 'Games played that count in the standings.' }) gamesPlayed!: number;
  @Field(() => Int, { description: 'Wins.' }) wins!: number;
  @Field(() => Int, { description: 'Losses.' }) losses!: number;
  @Field(() => Int, { description: 'Ties.' }) ties!: number;
  @Field(() => Int, { description: 'League and NHL: overtime and shootout losses, a point each (R9)' }) overtimeLosses!: number;
  @Field(() => Int, { description: 'IIHF: wins in regulation time' }) regulationWins!: number;
  @Field(() => Int, { description: 'Wins in overtime or a shootout' }) overtimeWins!: number;
  @Field(() => Int, { description: "Points, by the rulebook's table." }) points!: number;
  @Field(() => Int, { description: 'Goals scored.' }) goalsFor!: number;
  @Field(() => Int, { description: 'Goals allowed.' }) goalsAgainst!: number;
  @Field(() => Int, { description: 'Goals for less goals against.' }) goalDifference!: number;
  @Field(() => Int, { description: 'Minutes charged in the records; forfeits count none (R4)' }) penaltyMinutes!: number;
  @Field(() => String, {
    nullable: true,
    description:
      'The criterion that put this team above the next one when their points were equal (R7): MOST_WINS, HEAD_TO_HEAD, GOAL_DIFFERENCE, FEWEST_GOALS_AGAINST, GOALS_FOR, LEAST_PENALIZED, FIRST_GOAL_TIME, COIN_TOSS, …',
    deprecationReason: 'Use tiebreakCriterion: the same criterion as a TiebreakCriterion.',
  })
  tiebreak!: string | null;
  @Field({ description: 'Level with the next team after every criterion: waiting for a coin toss an official records (R6)' }) unresolvedWithNext!: boolean;
}

/**
 * `StandingsRow.tiebreak` as the enum: the standings engine names a row's tie-breaker by its
 * criterion (src/domain/standings.ts), and every criterion is a TiebreakCriterion value, so the
 * String and the enum always say the same. A name that is not one would be a bug, and says so.
 */
export function tiebreakCriterionOf(tiebreak: string | null): TiebreakCriterionName | null {
  if (tiebreak === null) return null;
  if (!isTiebreakCriterion(tiebreak)) throw new Error(`standings named a tie-breaker that is not a TiebreakCriterion: ${tiebreak}`);
  return tiebreak;
}

@ObjectType({ description: 'One step of the tie-breaker chain the standings apply to teams level on points (R7)' })
export class TiebreakStep {
  @Field(() => TiebreakCriterion, { description: 'The tie-breaker applied.' }) criterion!: string;
  @Field({ description: 'The step in words, e.g. "more wins"' }) label!: string;
}

@ObjectType({ description: "A division's standings under its rulebook's points and tie-breakers", implements: Node })
export class Standings {
  @Field(() => ID, {
    description: 'Unique across the API (Node): one per division, and one per division and date for a table as of a date, so a normalised cache merges standingsUpdated into a cached standings query',
  })
  id!: string;
  @Field(() => Int, {
    description:
      "The division's standings version these were read at: it goes up with every change that moves them, in the change's own transaction, and is the version the standings.changed webhook carries. Of two tables of now, the higher version is the newer",
  })
  version!: number;
  @Field(() => [StandingsRow], { description: 'One row per team, in rank order.' }) rows!: Row[];
}

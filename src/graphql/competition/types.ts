import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Node } from '../node';
import { Private } from '../privacy';
import { CompetitionKind, DivisionCategory, LeagueSeason, RulesetPreset, TiebreakCriterion } from '../enums';

@ObjectType({ description: "The values a competition set in place of its preset's; null where the preset's apply" })
export class RulesOverrides {
  @Field(() => Int, { description: 'Length of a regulation period, in minutes.', nullable: true }) periodMinutes!: number | null;
  @Field(() => Int, { description: 'How many regulation periods a game has.', nullable: true }) regulationPeriods!: number | null;
  @Field(() => Int, { description: 'Penalties of any kind in one game that eject a player.', nullable: true }) ejectAfterPenalties!: number | null;
  @Field(() => Int, { description: "The winner's score in a forfeit (the loser's is 0).", nullable: true }) forfeitGoals!: number | null;
  @Field(() => Int, { description: 'Minimum age on the game day, in years.', nullable: true }) minimumAge!: number | null;
  @Field(() => Boolean, { description: 'Whether players must have signed the safety waiver before a game.', nullable: true }) waiverRequired!: boolean | null;
  @Field(() => Boolean, { description: 'Whether players must have a registration form on record before they play (R42).', nullable: true }) registrationRequired!: boolean | null;
  @Field(() => LeagueSeason, { description: 'The league season whose Tier 1 caps apply (R44).', nullable: true }) leagueSeason!: LeagueSeason | null;
  @Field(() => [TiebreakCriterion], { nullable: true, description: "The competition's own tie-breaker chain; null: the preset's" }) tiebreakers!: string[] | null;
}

@ObjectType({ description: 'A tournament or a league season: its rulebook, divisions, teams and games.', implements: Node })
export class Competition {
  @Field(() => ID, { description: "The competition's id." }) id!: string;
  @Field({ description: 'Its name, e.g. "Cole Harbour Classic 2026".' }) name!: string;
  @Field(() => CompetitionKind, { description: 'Tournament or league.' }) kind!: CompetitionKind;
  @Field(() => RulesetPreset, { description: 'The rulebook it plays by; its values apply except where rules overrides them.' }) preset!: RulesetPreset;
  @Field(() => Date, { nullable: true, description: 'League §8: when the season starts; an addition after it is a pick-up. Null: at the first scheduled game' })
  seasonStartsAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'League §8: the addition cut-off for pick-ups, affiliations and playoff goalies ("MIDNITE, of the last regular season day")' })
  additionCutoff!: Date | null;
  @Field({ description: "The IANA time zone the competition's dates are read in: a game's day for age rules, a cut-off's midnight, the dates in messages (R39)" })
  timeZone!: string;
  @Field({ description: 'The language of its printed game sheets: "en" or "fr" (R58)' })
  language!: string;
}

@ObjectType({ description: "How far a competition's games have got, for a list of competitions to say which are live, played or still to come" })
export class GameCounts {
  @Field(() => Int, { description: 'Games not started yet' }) scheduled!: number;
  @Field(() => Int, { description: 'Games under way (playing or between periods)' }) live!: number;
  @Field(() => Int, { description: 'Games over: final or forfeited' }) played!: number;
  @Field(() => Int, { description: 'Games cancelled' }) cancelled!: number;
  @Field(() => Date, { nullable: true, description: 'When the next game not started is scheduled to start; null when none is' }) nextStartsAt!: Date | null;
}

@ObjectType({ description: 'League 004:9: another competition whose suspensions and fines are in effect here, as an official approved (R41)' })
export class DisciplineLink {
  @Private('OFFICIALS')
  @Field(() => String, { nullable: true, description: "The league manager's reason. Null for any other caller" })
  reason!: string | null;
  @Field(() => Date, { description: 'When it was approved' }) at!: Date | string;
  /** resolved: competition */
  competitionId!: string;
}

@ObjectType({ description: 'A group of teams in a competition that play each other and share standings.', implements: Node })
export class Division {
  @Field(() => ID, { description: "The division's id." }) id!: string;
  @Field({ description: 'Its name.' }) name!: string;
  @Field(() => String, { nullable: true, description: "BHI's division rating or the league tier" }) rating!: string | null;
  @Field(() => DivisionCategory, { nullable: true, description: 'Co-ed, ladies or youth; null for an open division (BHI 003:22, R36)' }) category!: DivisionCategory | null;
}

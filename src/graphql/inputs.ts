import { ArrayMaxSize, IsISO8601, Matches, Max, Min, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { CompetitionKind, Decision, GameStage, ScheduleRounds, IdCheckRequester, IdCheckResult, PenaltySeverity, Position, Role, RulesetPreset, TeamOfficialRole, TiebreakCriterion } from './enums';
import { TIEBREAK_CRITERIA, type TiebreakCriterion as TiebreakCriterionName } from '../domain/tiebreakers';
import { BirthDateInWindow, BOUNDS, FreeText, HumanName, InDateWindow, Text } from './validation';

/*
 * Every field a client sends has a bound with a reason (see ./validation.ts, BOUNDS): names and
 * free text are checked for visible characters, control, bidi and lone-surrogate characters and
 * length; dates lie in DATE_WINDOW; lists and numbers have a maximum tied to their rule.
 */

@InputType({ description: "Values that replace the preset's for one competition; each is checked against its limits." })
export class RulesOverridesInput {
  @Field(() => Int, { nullable: true, description: 'Length of a regulation period' }) periodMinutes?: number | null;
  @Field(() => Int, { nullable: true }) regulationPeriods?: number | null;
  @Field(() => Int, { nullable: true, description: 'Penalties of any kind in one game that eject a player' }) ejectAfterPenalties?: number | null;
  @Field(() => Int, { nullable: true, description: "The winner's score in a forfeit (the loser's is 0)" }) forfeitGoals?: number | null;
  @Field(() => Int, { nullable: true, description: 'Minimum age on the game day' }) minimumAge?: number | null;
  @Field(() => [TiebreakCriterion], { nullable: true, description: "The competition's own tie-breaker chain for teams level on points, in order, in place of its preset's" })
  @ArrayMaxSize(TIEBREAK_CRITERIA.length, { message: `a chain names each of the ${TIEBREAK_CRITERIA.length} criteria once at most` })
  tiebreakers?: TiebreakCriterionName[] | null;
}

@InputType()
export class CreateCompetitionInput {
  @Field() @HumanName() name!: string;
  @Field(() => CompetitionKind) kind!: CompetitionKind;
  @Field(() => RulesetPreset) preset!: RulesetPreset;
  @Field(() => RulesOverridesInput, { nullable: true, description: "Values that replace the preset's (validated by the service, naming rules.<field>)" })
  rules?: RulesOverridesInput | null;
  @Field(() => Date, { nullable: true, description: 'League §8: when the season starts (an addition after it is a pick-up)' }) @InDateWindow() seasonStartsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'League §8: the addition cut-off, "MIDNITE, of the last regular season day"' }) @InDateWindow() additionCutoff?: Date | null;
}

@InputType({ description: "A league season's dates (§8); a date left out stays as it was" })
export class SeasonDatesInput {
  @Field(() => ID) competitionId!: string;
  @Field(() => Date, { nullable: true }) @InDateWindow() seasonStartsAt?: Date | null;
  @Field(() => Date, { nullable: true }) @InDateWindow() additionCutoff?: Date | null;
}

@InputType()
export class CreateDivisionInput {
  @Field(() => ID) competitionId!: string;
  @Field() @HumanName() name!: string;
  @Field(() => String, { nullable: true, description: "BHI's division rating (REC, INTERMEDIATE, BARN, SHACK) or a league tier" })
  @Matches(/^[A-Z0-9_]{1,32}$/, { message: 'must be an UPPER_SNAKE_CASE code or a tier number' })
  rating?: string | null;
}

@InputType()
export class TeamOfficialInput {
  @Field() @HumanName() name!: string;
  @Field(() => TeamOfficialRole) role!: 'COACH' | 'MANAGER' | 'TRAINER';
}

@InputType()
export class CreateTeamInput {
  @Field(() => ID) divisionId!: string;
  @Field() @HumanName() name!: string;
  @Field(() => [TeamOfficialInput], { nullable: true, description: 'Coach, manager, trainer: one of each at most' })
  @ArrayMaxSize(3, { message: 'a team has at most three officials' })
  @ValidateNested({ each: true })
  officials?: TeamOfficialInput[] | null;
}

@InputType()
export class CreatePlayerInput {
  @Field() @HumanName() name!: string;
  @Field({ description: 'YYYY-MM-DD' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'must be a real calendar date (YYYY-MM-DD)' })
  @BirthDateInWindow()
  birthDate!: string;
  @Field({ nullable: true }) waiverSigned?: boolean;
  @Field(() => Int, { nullable: true, description: "The league's player ranking tier (1 = Tier 1 ranked)" })
  @Min(1, { message: 'must be 1 or more' })
  @Max(9, { message: 'must be 9 or less' })
  rankingTier?: number | null;
}

@InputType()
export class AddToRosterInput {
  @Field(() => ID) teamId!: string;
  @Field(() => ID) playerId!: string;
  @Field(() => Int) @Min(0, { message: 'must be from 0 to 99' }) @Max(99, { message: 'must be from 0 to 99' }) number!: number;
  @Field(() => Position) position!: Position;
  @Field({ nullable: true, description: "The safety waiver for this team's competition; defaults to the player's" }) waiverSigned?: boolean;
  @Field({ nullable: true, description: 'Added after the season started (a league pick-up); worked out from the season start when left out' }) pickup?: boolean;
  @Field({ nullable: true, description: 'A goalie affiliated from another team' }) goalieAffiliation?: boolean;
  @Field(() => String, { nullable: true, description: "Cole Harbour: the Tournament Official's clearance of a change after the schedule is drawn (who cleared it, and why)" })
  @FreeText(BOUNDS.REASON)
  clearance?: string | null;
}

@InputType()
export class ScheduleGameInput {
  @Field(() => ID) divisionId!: string;
  @Field(() => ID) homeTeamId!: string;
  @Field(() => ID) awayTeamId!: string;
  @Field() @InDateWindow() startsAt!: Date;
  @Field(() => GameStage) stage!: GameStage;
  @Field(() => String, { nullable: true }) @HumanName() venue?: string | null;
}

@InputType({ description: 'A venue and a start time a game may use' })
export class ScheduleSlotInput {
  @Field() @InDateWindow() startsAt!: Date;
  @Field() @HumanName() venue!: string;
}

@InputType({ description: "A division's round robin over the venues and times given" })
export class GenerateScheduleInput {
  @Field(() => ID) divisionId!: string;
  @Field(() => ScheduleRounds, { description: 'ONCE: every pair meets once; TWICE: twice, once at each home' }) rounds!: 'ONCE' | 'TWICE';
  // A round robin of 32 teams meeting twice is 992 games: 2000 slots is more than any division can use.
  @Field(() => [ScheduleSlotInput]) @ArrayMaxSize(2000, { message: 'at most 2000 slots' }) @ValidateNested({ each: true }) slots!: ScheduleSlotInput[];
  @Field(() => GameStage, { nullable: true, description: 'ROUND_ROBIN for a tournament, REGULAR_SEASON for a league, when left out' }) stage?: GameStage | null;
  @Field(() => Int, { nullable: true, description: "How long a game holds its teams and venue, in minutes; the rulebook's regulation time when left out" })
  @Min(1, { message: 'must be 1 or more' })
  @Max(BOUNDS.GAME_MINUTES, { message: `must be at most ${BOUNDS.GAME_MINUTES} (a day)` })
  gameLengthMinutes?: number | null;
  @Field(() => Int, { nullable: true, description: "Least time between the end of a team's game and its next, in minutes; none when left out" })
  @Min(0, { message: 'must be 0 or more' })
  @Max(BOUNDS.REST_MINUTES, { message: `must be at most ${BOUNDS.REST_MINUTES} (a week)` })
  minRestMinutes?: number | null;
}

@InputType()
export class CreateApiTokenInput {
  @Field({ description: 'Who or what the token is for, e.g. "Rink 2 scorekeeper tablet"' }) @HumanName() name!: string;
  @Field(() => Role) role!: Role;
  @Field(() => [String], { nullable: true, description: 'competition:<id> or game:<id> for a scorekeeper, team:<id> for a coach' })
  @ArrayMaxSize(BOUNDS.SCOPES, { message: `at most ${BOUNDS.SCOPES} scopes` })
  @Text({ max: BOUNDS.SCOPE }, { each: true })
  scopes?: string[] | null;
}

/*
 * Scorekeeper inputs. `clientEventId` is the tablet's own id for the event: a retry with the same
 * id answers the first result and stores nothing (its length and the clock readings are checked by
 * GameEventService, which names the field).
 */

@InputType()
export class RecordGoalInput {
  @Field(() => ID) gameId!: string;
  @Field(() => ID, { description: 'The scoring team' }) teamId!: string;
  @Field(() => ID) scorerId!: string;
  @Field(() => [ID], { nullable: true, description: 'Up to two, in order (primary first)' })
  @ArrayMaxSize(2, { message: 'a goal has at most two assists' })
  assistIds?: string[] | null;
  @Field(() => Int, { nullable: true, description: "The arena clock's reading at the goal; the server's running clock when left out" })
  @Min(0, { message: 'must be a clock reading in milliseconds, 0 or more' })
  clockRemainingMs?: number | null;
  @Field(() => ID, { nullable: true }) clientEventId?: string | null;
  @Field({ nullable: true, description: "The scoring team's goal was empty: the strength becomes EMPTY_NET" }) emptyNet?: boolean;
}

@InputType()
export class RecordPenaltyInput {
  @Field(() => ID) gameId!: string;
  @Field(() => ID, { description: 'The penalised team' }) teamId!: string;
  @Field(() => ID, { nullable: true, description: 'Null for a bench penalty' }) playerId?: string | null;
  @Field(() => PenaltySeverity) severity!: PenaltySeverity;
  @Field({ description: 'UPPER_SNAKE_CASE code, e.g. TRIPPING; case, spaces and hyphens are normalised' })
  @Text({ max: BOUNDS.CODE })
  infraction!: string;
  @Field(() => Int, { nullable: true, description: "The arena clock's reading when it was called; the server's clock when left out" })
  @Min(0, { message: 'must be a clock reading in milliseconds, 0 or more' })
  clockRemainingMs?: number | null;
  @Field(() => ID, { nullable: true }) clientEventId?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'The referee judged it accidental: Cole Harbour\'s accidental high-sticking major brings no game misconduct; league §26 "Major – accidental". Left out: the stricter reading',
  })
  accidental?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'An opponent was injured: league §26 "Match penalty – injury" and Cole Harbour\'s high stick. Left out: the stricter reading' })
  injury?: boolean | null;
}

@InputType({ description: 'A game kept on paper: its final score and how it was decided' })
export class RecordResultInput {
  @Field(() => ID) gameId!: string;
  @Field(() => Int) @Min(0, { message: 'must be 0 or more' }) @Max(BOUNDS.SCORE, { message: `must be at most ${BOUNDS.SCORE}` }) homeScore!: number;
  @Field(() => Int) @Min(0, { message: 'must be 0 or more' }) @Max(BOUNDS.SCORE, { message: `must be at most ${BOUNDS.SCORE}` }) awayScore!: number;
  @Field(() => Decision, { description: 'REGULATION, OVERTIME or SHOOTOUT (a forfeit is forfeitGame)' }) decision!: Decision;
  @Field(() => String, { nullable: true, description: 'Why: required when it corrects a final result' })
  @FreeText(BOUNDS.REASON)
  reason?: string | null;
  @Field(() => ID, { nullable: true }) clientEventId?: string | null;
  @Field(() => [ID], { nullable: true, description: "The home players the scoresheet lists as dressed: they played the game (eligibility's games-played rules), as a live game's lineup does" })
  @ArrayMaxSize(BOUNDS.LINEUP, { message: `must list at most ${BOUNDS.LINEUP} players (the largest roster a rulebook allows)` })
  homeDressed?: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'The away players the scoresheet lists as dressed' })
  @ArrayMaxSize(BOUNDS.LINEUP, { message: `must list at most ${BOUNDS.LINEUP} players (the largest roster a rulebook allows)` })
  awayDressed?: string[] | null;
}

@InputType({ description: 'League §9: an ID check during a stoppage of play, and what it found' })
export class IdCheckInput {
  @Field(() => ID) gameId!: string;
  @Field(() => ID, { description: 'The team that asked for the check' }) teamId!: string;
  @Field(() => ID, { description: 'The checked player, dressed for the other team' }) playerId!: string;
  @Field(() => IdCheckRequester) requestedBy!: 'COACH' | 'CAPTAIN' | 'ASSISTANT_CAPTAIN';
  @Field(() => IdCheckResult) result!: 'PRODUCED_ID' | 'NO_ID';
  @Field(() => ID, { nullable: true }) clientEventId?: string | null;
}

@InputType()
export class ShootoutAttemptInput {
  @Field(() => ID) gameId!: string;
  @Field(() => ID, { description: "The shooter's team" }) teamId!: string;
  @Field(() => ID) shooterId!: string;
  @Field() scored!: boolean;
  @Field(() => ID, { nullable: true }) clientEventId?: string | null;
}

@InputType({ description: 'A penalty shot taken during play (awarded by a penalty, e.g. in 3 on 3: R19)' })
export class PenaltyShotInput {
  @Field(() => ID) gameId!: string;
  @Field(() => ID, { description: "The shooter's team" }) teamId!: string;
  @Field(() => ID) shooterId!: string;
  @Field() scored!: boolean;
  @Field(() => ID, { nullable: true }) clientEventId?: string | null;
}

@InputType({ description: 'An ADMIN dresses ineligible players anyway; the rulebook\'s consequence follows (Cole Harbour and league: the game is forfeited)' })
export class LineupOverrideInput {
  @Field() @FreeText(BOUNDS.REASON) reason!: string;
}

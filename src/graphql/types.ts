import { Field, ID, Int, ObjectType } from 'type-graphql';
import {
  ClockMode,
  CompetitionKind,
  Decision,
  GameEventType,
  GameStage,
  GameStatus,
  PenaltySeverity,
  Position,
  Role,
  RulesetPreset,
  TeamOfficialRole,
  TiebreakCriterion,
} from './enums';

/*
 * The public object types. They declare what clients may see; the entities behind them may hold
 * more (a token hash, private records), and only what is declared here is ever sent.
 * Relations are resolved by the resolvers through per-request DataLoaders.
 */

@ObjectType({ description: "The values a competition set in place of its preset's; null where the preset's apply" })
export class RulesOverrides {
  @Field(() => Int, { nullable: true }) periodMinutes!: number | null;
  @Field(() => Int, { nullable: true }) regulationPeriods!: number | null;
  @Field(() => Int, { nullable: true }) ejectAfterPenalties!: number | null;
  @Field(() => Int, { nullable: true }) forfeitGoals!: number | null;
  @Field(() => Int, { nullable: true }) minimumAge!: number | null;
  @Field(() => [TiebreakCriterion], { nullable: true, description: "The competition's own tie-breaker chain; null: the preset's" }) tiebreakers!: string[] | null;
}

@ObjectType()
export class Competition {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => CompetitionKind) kind!: CompetitionKind;
  @Field(() => RulesetPreset) preset!: RulesetPreset;
  @Field(() => Date, { nullable: true, description: 'League §8: when the season starts; an addition after it is a pick-up. Null: at the first scheduled game' })
  seasonStartsAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'League §8: the addition cut-off for pick-ups, affiliations and playoff goalies ("MIDNITE, of the last regular season day")' })
  additionCutoff!: Date | null;
}

@ObjectType()
export class Division {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true, description: "BHI's division rating or the league tier" }) rating!: string | null;
}

@ObjectType()
export class Team {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

@ObjectType()
export class TeamOfficial {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => TeamOfficialRole) role!: string;
}

@ObjectType()
export class Player {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) birthDate!: string;
  @Field() waiverSigned!: boolean;
  @Field(() => Int, { nullable: true, description: "The league's player ranking tier (1 = Tier 1 ranked)" }) rankingTier!: number | null;
}

@ObjectType()
export class RosterEntry {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'Jersey number, fixed for the season' }) number!: number;
  @Field(() => Position) position!: Position;
  @Field() waiverSigned!: boolean;
  @Field({ description: 'Added after the season started' }) pickup!: boolean;
  @Field() goalieAffiliation!: boolean;
  @Field() addedAt!: Date;
  @Field(() => String, { nullable: true, description: "Cole Harbour: the Tournament Official's clearance of a change after the schedule was drawn" }) clearance!: string | null;
}

@ObjectType()
export class Clock {
  @Field() running!: boolean;
  @Field(() => Int, { description: 'Milliseconds left in the period as of asOf' }) remainingMs!: number;
  @Field(() => Date) asOf!: Date | string;
  @Field(() => ClockMode) mode!: ClockMode;
}

@ObjectType()
export class TeamLine {
  @Field(() => Int) score!: number;
  @Field(() => Int) shots!: number;
  @Field(() => Int) skatersOnIce!: number;
  @Field(() => Int) timeoutsLeft!: number;
  @Field(() => Int) penaltyMinutes!: number;
  @Field(() => Int, { description: 'Penalty shots this team is owed and has not taken yet (3 on 3: R19)' }) penaltyShotsPending!: number;
}

@ObjectType()
export class ActivePenalty {
  @Field(() => Int) seq!: number;
  @Field(() => PenaltySeverity) severity!: PenaltySeverity;
  @Field(() => Int) minutes!: number;
  @Field(() => Int, { description: "Time still to serve, as of the scoreboard clock's asOf" }) remainingMs!: number;
  @Field({ description: 'Counting down whenever the game clock runs; false while it waits for the next puck drop or its turn (R14)' })
  running!: boolean;
}

@ObjectType()
export class ShootoutLine {
  @Field(() => Int) attempts!: number;
  @Field(() => Int) goals!: number;
}

@ObjectType({ description: 'Shootout attempts and goals per team, once a shootout has begun' })
export class Shootout {
  @Field(() => ShootoutLine) home!: ShootoutLine;
  @Field(() => ShootoutLine) away!: ShootoutLine;
}

@ObjectType()
export class Scoreboard {
  @Field(() => ID) gameId!: string;
  @Field(() => Int, { description: 'Sequence number of the last event in this snapshot (0 before the first)' }) seq!: number;
  @Field(() => GameStatus) status!: GameStatus;
  @Field(() => Int) period!: number;
  @Field({ description: '"1", "2", "3", "OT", "OT2", "SO"; empty before puck drop' }) periodLabel!: string;
  @Field(() => Clock) clock!: Clock;
  @Field(() => TeamLine) home!: TeamLine;
  @Field(() => TeamLine) away!: TeamLine;
  @Field(() => [ActivePenalty]) penalties!: ActivePenalty[];
  @Field(() => Shootout, { nullable: true, description: 'Null until a shootout begins' }) shootout!: Shootout | null;
  @Field(() => Decision, { nullable: true, description: 'How the game was decided, once it is final' }) decision!: Decision | null;
}

@ObjectType()
export class Game {
  @Field(() => ID) id!: string;
  @Field(() => GameStage) stage!: GameStage;
  @Field(() => GameStatus) status!: GameStatus;
  @Field(() => Int) homeScore!: number;
  @Field(() => Int) awayScore!: number;
  @Field(() => Decision, { nullable: true }) decision!: Decision | null;
  @Field() startsAt!: Date;
  @Field(() => String, { nullable: true }) venue!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the result was certified; from then on only an ADMIN may correct it, with a reason' })
  certifiedAt!: Date | null;
}

@ObjectType({ description: "One entry of a game's log. The fields after recordedAt are set for the event types they belong to, null otherwise." })
export class GameEvent {
  @Field(() => Int, { description: 'Position in the game log: 1, 2, 3, … with no gap' }) seq!: number;
  @Field(() => GameEventType) type!: GameEventType;
  @Field(() => Int) period!: number;
  @Field(() => Int, { nullable: true, description: 'The game clock (ms left in the period) when it happened' }) clockRemainingMs!: number | null;
  @Field({ description: 'A later EVENT_VOIDED cancelled it; it stays in the log' }) voided!: boolean;
  @Field(() => Date) recordedAt!: Date | string;
  @Field(() => ID, { nullable: true, description: "The scorekeeper tablet's id for the event" }) clientEventId!: string | null;
}

@ObjectType({ description: 'A bearer token as stored: never the token itself.' })
export class ApiToken {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => Role) role!: Role;
  @Field(() => [String], { description: 'competition:<id>, game:<id> or team:<id>' }) scopes!: string[];
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
}

@ObjectType()
export class CreatedApiToken {
  @Field({ description: 'The bearer token. Shown this once: only its hash is stored.' }) token!: string;
  @Field(() => ApiToken) apiToken!: ApiToken;
}

@ObjectType({ description: 'One reason a player may not dress for a game (R21)' })
export class IneligibilityReason {
  @Field({
    description:
      'Stable code: NOT_ON_ROSTER, SUSPENDED, EJECTED_FROM_COMPETITION, UNPAID_FINE, TEAM_FINE_UNPAID, UNDER_AGE, WAIVER_MISSING, INSUFFICIENT_GAMES_PLAYED, GOALIE_ADDED_AFTER_CUTOFF, DIVISION_CONFLICT',
  })
  code!: string;
  @Field({ description: "For a coach; the details of a fine (amount, reason) or a suspension (reason) only for an ADMIN or a COACH of a team the player is rostered on in the game's competition (a team's own fine: that team's COACH), whatever teamId is asked; anyone else, a SCOREKEEPER too, gets every code with a fixed message for those" }) message!: string;
  @Field({ description: 'The rulebook line or ruling' }) rule!: string;
}

@ObjectType({ description: 'Whether a player may dress for a game, with every reason that holds (R21)' })
export class Eligibility {
  @Field() eligible!: boolean;
  @Field(() => [IneligibilityReason]) reasons!: IneligibilityReason[];
}

@ObjectType({ description: "One roster player's eligibility for a game" })
export class PlayerEligibility {
  @Field(() => Player) player!: unknown;
  @Field() eligible!: boolean;
  @Field(() => [IneligibilityReason]) reasons!: IneligibilityReason[];
}

@ObjectType({ description: "Who of a team's roster may play in one of its games, and why not" })
export class TeamEligibility {
  @Field(() => Game) game!: unknown;
  @Field(() => [PlayerEligibility], { description: 'By jersey number' }) players!: PlayerEligibility[];
}

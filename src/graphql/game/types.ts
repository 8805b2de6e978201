import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Position as PositionValue } from '../../domain/enums';
import { SignOffWay } from '../../domain/sign-offs';
import { Player } from '../player/types';
import { Connection } from '../paging';
import { Private } from '../privacy';
import { ClockMode, CrewRole, Decision, GameStage, GameStatus, PenaltySeverity, Position, SignOffRole } from '../enums';
import { Team } from '../team/types';

/*
 * The public object types. They declare what clients may see; the entities behind them may hold
 * more (a token hash, private records), and only what is declared here is ever sent.
 * Relations are resolved by the resolvers through per-request DataLoaders.
 */

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

@ObjectType({ description: 'Cole Harbour (000:61): the Tournament Official let these teams start short of the minimum (R33)' })
export class ShortHandedStart {
  @Field(() => [Team], { description: 'The teams that started short' }) teams!: unknown[];
  @Private('SHORT_HANDED_REASON')
  @Field(() => String, { nullable: true, description: "The official's reason: for an ADMIN and the COACH of a team named; null for anyone else" })
  reason!: string | null;
}

@ObjectType({ description: "Cole Harbour (000:65): the game started before its scheduled time, by both teams' and the officials' agreement (G61)" })
export class EarlyStart {
  @Field(() => Int, { description: 'How many minutes before the scheduled time it started (rounded up; at most 15)' }) minutesEarly!: number;
  @Field(() => String, { description: 'Who agreed, as the scorekeeper recorded it' }) agreement!: string;
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

@ObjectType({ description: 'An official named for the game: the referees and linesmen on the ice, the off-ice officials at the bench' })
export class CrewMember {
  @Field(() => CrewRole) role!: CrewRole;
  @Field() name!: string;
}

@ObjectType({ description: 'A signature on the game sheet: the referee or a coach, after the game and before certification (R57)' })
export class GameSignOff {
  @Field(() => SignOffRole) role!: SignOffRole;
  @Field({ description: 'The name the signer gave' }) name!: string;
  @Field(() => Date) signedAt!: Date | string;
  @Field(() => Int, { description: "The game log's last seq when signed: lower than the game's last event means the sheet changed since" }) seq!: number;
  @Field(() => SignOffWay, { nullable: true, description: 'How it was given (R80); null for a signature recorded before that was kept' }) way!: string | null;
  @Private('OFFICIALS')
  @Field(() => String, { nullable: true, description: 'The name of the token that recorded it: for an ADMIN; null for anyone else' })
  recordedBy!: string | null;
}

registerEnumType(SignOffWay, {
  name: 'SignOffWay',
  description: 'How a signature was given (R80)',
  valuesConfig: {
    TABLET: { description: "The referee, at the rink's tablet" },
    COACH_TOKEN: { description: "A coach, with his own team's COACH token" },
    PIN: { description: "A coach at the tablet (or the desk), with his team's PIN" },
    DESK: { description: "An official at the desk, typing a paper sheet's signature" },
  },
});

export const SheetLineupSource = { DRESSED: 'DRESSED', POSTED: 'POSTED', ROSTER: 'ROSTER' } as const;
registerEnumType(SheetLineupSource, {
  name: 'SheetLineupSource',
  description: "Where a sheet's lineup comes from",
  valuesConfig: {
    DRESSED: { description: "Who the game's log dressed: the lineup at the drop with the late arrivals, or a paper scoresheet's dressed players" },
    POSTED: { description: 'A game not started: the lineup the team posted' },
    ROSTER: { description: 'Neither: the roster as it stood at certification, or as it stands now' },
  },
});

@ObjectType({ description: 'A player on a game sheet’s lineup' })
export class SheetLineupPlayer {
  @Field(() => Player) player!: unknown;
  @Field(() => Int, { description: 'His number in this game' }) number!: number;
  @Field(() => Position) position!: PositionValue;
}

@ObjectType({ description: "One team's lineup on the game sheet (R57): the same the printed sheet shows, frozen once the game is played" })
export class SheetLineup {
  @Field(() => SheetLineupSource) source!: keyof typeof SheetLineupSource;
  @Field(() => [SheetLineupPlayer], { description: 'By number' }) players!: SheetLineupPlayer[];
}

@ObjectType({ description: "Both teams' lineups on the game sheet" })
export class SheetLineups {
  @Field(() => SheetLineup) home!: SheetLineup;
  @Field(() => SheetLineup) away!: SheetLineup;
}

@ObjectType({ description: 'A team official on the game sheet (league §12; 004:5, R40)' })
export class GameSheetOfficial {
  @Field({ description: "Listed present on his team's latest roster sheet for this game (setLineup's officialIds)" }) present!: boolean;
  @Field({
    description:
      'Serving a suspension for this game (004:8 "No suspended player or team official will be allowed on their team\'s bench", G52): setLineup refuses him; present is true only from a sheet posted before he was suspended',
  })
  suspended!: boolean;
  /** resolved: official, team */
  teamId!: string;
}

/** A page of games, in order of start time (Division.gamesConnection, Team.gamesConnection). */
export const GameConnection = Connection(Game, 'Game');

@ObjectType({ description: "The timeouts each team may call in a game, from its rulebook for the game's stage" })
export class TimeoutRule {
  @Field(() => Int, { description: '0: none are permitted (Cole Harbour round robin, G14)' }) count!: number;
  @Field({ description: 'GAME: that many a game; PERIOD: that many afresh every period, overtime included' }) per!: string;
}

@ObjectType({ description: 'A rink, named exactly as its games give their venue: what its screen shows' })
export class Venue {
  @Field() name!: string;
  @Field(() => Game, { nullable: true, description: 'The game being played there now (in progress or in an intermission); the earliest by start time if two overlap' })
  current!: unknown;
  @Field(() => Game, { nullable: true, description: 'The first game there not started yet, by start time (one more than three hours late is passed over)' })
  next!: unknown;
}

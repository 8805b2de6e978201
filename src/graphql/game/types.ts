import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Node } from '../node';
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

@ObjectType({ description: 'The game clock as of a moment: a client runs it down locally while running is true.' })
export class Clock {
  @Field({ description: 'Whether the clock was running at asOf.' }) running!: boolean;
  @Field(() => Int, { description: 'Milliseconds left in the period as of asOf' }) remainingMs!: number;
  @Field(() => Date, { description: 'The moment remainingMs was read.' }) asOf!: Date | string;
  @Field(() => ClockMode, { description: 'Whether the clock stops at whistles (stop time) or runs through them (run time).' }) mode!: ClockMode;
}

@ObjectType({ description: "One team's side of the scoreboard." })
export class TeamLine {
  @Field(() => Int, { description: 'Goals.' }) score!: number;
  @Field(() => Int, { description: 'Shots on goal.' }) shots!: number;
  @Field(() => Int, { description: 'Skaters it may have on the ice now, penalties counted (the goalie aside).' }) skatersOnIce!: number;
  @Field(() => Int, { description: 'Timeouts it may still call.' }) timeoutsLeft!: number;
  @Field(() => Int, { description: 'Penalty minutes in this game.' }) penaltyMinutes!: number;
  @Field(() => Int, { description: 'Penalty shots this team is owed and has not taken yet (3 on 3: R19)' }) penaltyShotsPending!: number;
}

@ObjectType({ description: 'A penalty being served, or waiting for the puck to drop, on the scoreboard.' })
export class ActivePenalty {
  @Field(() => Int, { description: 'The seq of the PENALTY event in the game log.' }) seq!: number;
  @Field(() => PenaltySeverity, { description: "The penalty's class." }) severity!: PenaltySeverity;
  @Field(() => Int, { description: 'Its length in minutes, as the rulebook gives it.' }) minutes!: number;
  @Field(() => Int, { description: "Time still to serve, as of the scoreboard clock's asOf" }) remainingMs!: number;
  @Field({ description: 'Counting down whenever the game clock runs; false while it waits for the next puck drop or its turn (R14)' })
  running!: boolean;
}

@ObjectType({ description: "One team's shootout." })
export class ShootoutLine {
  @Field(() => Int, { description: 'Attempts taken.' }) attempts!: number;
  @Field(() => Int, { description: 'Attempts that went in.' }) goals!: number;
}

@ObjectType({ description: 'Shootout attempts and goals per team, once a shootout has begun' })
export class Shootout {
  @Field(() => ShootoutLine, { description: "The home team's attempts and goals." }) home!: ShootoutLine;
  @Field(() => ShootoutLine, { description: "The away team's attempts and goals." }) away!: ShootoutLine;
}

@ObjectType({ description: "A game's scoreboard: a full snapshot after every change, as subscriptions send it.", implements: Node })
export class Scoreboard {
  @Field(() => ID, {
    description: "Unique across the API (Node), one per game and the same in every snapshot: a normalised cache merges each scoreboardUpdated into the game's cached scoreboard",
  })
  id!: string;
  @Field(() => ID, { description: "The game's id." }) gameId!: string;
  @Field(() => Int, { description: 'Sequence number of the last event in this snapshot (0 before the first)' }) seq!: number;
  @Field(() => GameStatus, { description: "The game's status." }) status!: GameStatus;
  @Field(() => Int, { description: 'The period: 1 to the regulation periods, then overtimes, then the shootout.' }) period!: number;
  @Field({ description: '"1", "2", "3", "OT", "OT2", "SO"; empty before puck drop' }) periodLabel!: string;
  @Field(() => Clock, { description: 'The game clock.' }) clock!: Clock;
  @Field(() => TeamLine, { description: "The home team's side." }) home!: TeamLine;
  @Field(() => TeamLine, { description: "The away team's side." }) away!: TeamLine;
  @Field(() => [ActivePenalty], { description: 'Penalties being served, or waiting for the puck to drop.' }) penalties!: ActivePenalty[];
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

@ObjectType({ description: 'A game between two teams of a division: its schedule, score, scoreboard and event log.', implements: Node })
export class Game {
  @Field(() => ID, { description: "The game's id." }) id!: string;
  @Field(() => GameStage, { description: 'Where it stands in the competition.' }) stage!: GameStage;
  @Field(() => GameStatus, { description: 'Scheduled, being played, or over.' }) status!: GameStatus;
  @Field(() => Int, { description: "Goals of the home team; once a shootout decides the game, its winner's score includes the one goal credited for it (R25)." }) homeScore!: number;
  @Field(() => Int, { description: "Goals of the away team; once a shootout decides the game, its winner's score includes the one goal credited for it (R25)." }) awayScore!: number;
  @Field(() => Decision, { description: 'How it was decided; null until it is over.', nullable: true }) decision!: Decision | null;
  @Field({ description: 'Its scheduled start.' }) startsAt!: Date;
  @Field(() => String, { description: 'The rink; null when not given.', nullable: true }) venue!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the result was certified; from then on only an ADMIN may correct it, with a reason' })
  certifiedAt!: Date | null;
}

@ObjectType({ description: 'An official named for the game: the referees and linesmen on the ice, the off-ice officials at the bench' })
export class CrewMember {
  @Field(() => CrewRole, { description: 'His part in the game.' }) role!: CrewRole;
  @Field({ description: "The official's name." }) name!: string;
}

@ObjectType({ description: 'A signature on the game sheet: the referee or a coach, after the game and before certification (R57)' })
export class GameSignOff {
  @Field(() => SignOffRole, { description: 'Who signed.' }) role!: SignOffRole;
  @Field({ description: 'The name the signer gave' }) name!: string;
  @Field(() => Date, { description: 'When the signature was recorded.' }) signedAt!: Date | string;
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
  @Field(() => Player, { description: 'The player.' }) player!: unknown;
  @Field(() => Int, { description: 'His number in this game' }) number!: number;
  @Field(() => Position, { description: 'His position in this game.' }) position!: PositionValue;
}

@ObjectType({ description: "One team's lineup on the game sheet (R57): the same the printed sheet shows, frozen once the game is played" })
export class SheetLineup {
  @Field(() => SheetLineupSource, { description: "Where the sheet's lineup comes from." }) source!: keyof typeof SheetLineupSource;
  @Field(() => [SheetLineupPlayer], { description: 'By number' }) players!: SheetLineupPlayer[];
}

@ObjectType({ description: "Both teams' lineups on the game sheet" })
export class SheetLineups {
  @Field(() => SheetLineup, { description: "The home team's lineup." }) home!: SheetLineup;
  @Field(() => SheetLineup, { description: "The away team's lineup." }) away!: SheetLineup;
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

@ObjectType({ description: 'A rink, named exactly as its games give their venue: what its screen shows', implements: Node })
export class Venue {
  @Field(() => ID, { description: 'Unique across the API (Node): one per rink name, so a normalised cache merges venueUpdated into a cached venue query' })
  id!: string;
  @Field({ description: "The rink's name." }) name!: string;
  @Field(() => Game, { nullable: true, description: 'The game being played there now (in progress or in an intermission); the earliest by start time if two overlap' })
  current!: unknown;
  @Field(() => Game, { nullable: true, description: 'The first game there not started yet, by start time (one more than three hours late is passed over)' })
  next!: unknown;
}

import { Field, ID, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import { GameEventType } from '../../domain/enums';
import type { GoalStrength as DomainGoalStrength } from '../../domain/game/types';
import type { GameEventMessage } from '../../realtime/payloads';
import type { GraphQLContext } from '../context';
import { Decision, GameStopReason, IdCheckRequester, IdCheckResult, PenaltySeverity } from '../enums';
import { Node } from '../node';
import { LineupNote } from '../eligibility/types';
import { Game, SheetLineupPlayer } from '../game/types';
import { Connection } from '../paging';
import { Player } from '../player/types';
import { Team } from '../team/types';
import { messageFields } from './fields';

/*
 * The typed game log (docs/design.md, "The typed game log"): one object type per event kind, each
 * with the fields its kind has, behind one interface, GameLogEntry. The entries are read from the
 * same stored rows and feed messages as GameEvent; a LogEntry (below) is the root every type's
 * fields are read from.
 */

export const GoalStrength = { EVEN: 'EVEN', POWER_PLAY: 'POWER_PLAY', SHORT_HANDED: 'SHORT_HANDED', EMPTY_NET: 'EMPTY_NET', PENALTY_SHOT: 'PENALTY_SHOT' } as const satisfies Record<
  DomainGoalStrength,
  DomainGoalStrength
>;
registerEnumType(GoalStrength, {
  name: 'GoalStrength',
  description: 'The strength a goal was scored at, derived when it was scored (the scorekeeper does not type it)',
  valuesConfig: {
    EVEN: { description: 'Even strength' },
    POWER_PLAY: { description: 'The scoring team had more players on the floor' },
    SHORT_HANDED: { description: 'The scoring team had fewer players on the floor' },
    EMPTY_NET: { description: 'Into a net whose goalie was pulled (pullGoalie), or an empty net as recorded' },
    PENALTY_SHOT: { description: 'From a penalty shot' },
  },
});

/** The runtime root of every GameLogEntry type: one stored event, its fields read lazily through the request's loaders. */
export class LogEntry {
  private readonly fields;

  constructor(
    readonly message: GameEventMessage,
    private readonly ctx: GraphQLContext,
  ) {
    this.fields = messageFields(message);
  }

  private get input(): Record<string, unknown> {
    return this.message.payload;
  }

  private player(id: unknown) {
    return typeof id === 'string' ? this.ctx.loaders.player.load(id) : null;
  }

  private players(ids: unknown) {
    if (!Array.isArray(ids)) return [];
    return Promise.all(ids.map((id: string) => this.ctx.loaders.player.load(id))).then((all) => all.filter((p) => p !== null && p !== undefined));
  }

  private team(id: unknown) {
    return typeof id === 'string' ? this.ctx.loaders.team.load(id) : null;
  }

  get kind(): GameEventType {
    return this.message.type;
  }
  get id() {
    return this.message.id;
  }
  get game() {
    return this.ctx.loaders.game.load(this.message.gameId);
  }
  get seq() {
    return this.message.seq;
  }
  get period() {
    return this.message.period;
  }
  get clockRemainingMs() {
    return this.message.clockRemainingMs;
  }
  get recordedAt() {
    return new Date(this.message.recordedAt);
  }
  get recordedBy() {
    return this.message.recordedByName;
  }
  get clientEventId() {
    return this.message.clientEventId;
  }
  get voided() {
    return this.message.voided;
  }
  get correctedBySeq() {
    return this.fields.correctedBySeq;
  }

  // The kinds' own fields.
  /** the team the input names (the scoring team, the team that asked for an ID check, …) */
  get teamOfEvent() {
    return this.team(this.input.teamId ?? this.message.teamId);
  }
  get scorer() {
    return this.player(this.input.scorerId);
  }
  get assists() {
    return this.players(this.fields.assistIds);
  }
  get strength() {
    return this.fields.strength;
  }
  get penalised() {
    return this.player(this.input.playerId);
  }
  get severity() {
    return this.fields.severity;
  }
  get typedSeverity() {
    return this.fields.typedSeverity;
  }
  get infraction() {
    return this.fields.infraction;
  }
  get minutes() {
    return this.fields.minutes;
  }
  get recordedMinutes() {
    return this.fields.recordedMinutes;
  }
  get ejected() {
    return this.fields.ejected;
  }
  get accidental() {
    return this.fields.accidental;
  }
  get injury() {
    return this.fields.injury;
  }
  get slowToBoxOf() {
    return this.fields.slowToBoxOf;
  }
  get servedBy() {
    return this.player(this.fields.servedById);
  }
  get reason() {
    return this.fields.reason;
  }
  get shooter() {
    return this.player(this.input.shooterId);
  }
  get scored() {
    return this.fields.scored;
  }
  get shooters() {
    return this.players(this.fields.shooterIds);
  }
  get stopReason() {
    return this.fields.stopReason;
  }
  get forfeitingTeam() {
    return this.team(this.input.forfeitingTeamId);
  }
  get withoutNotice() {
    return this.input.withoutNotice === true;
  }
  get checkedPlayer() {
    return this.player(this.input.playerId);
  }
  get requestedBy() {
    return this.fields.requestedBy;
  }
  get result() {
    return this.fields.idCheckResult;
  }
  get legal() {
    return this.fields.legal;
  }
  get targetSeq() {
    return this.fields.targetSeq;
  }
  get latePlayer() {
    const player = this.input.player as { playerId?: string } | undefined;
    return this.player(player?.playerId ?? this.message.playerId);
  }
  get lineupNotes() {
    return (this.fields.lineupNotes ?? []).map((n) => ({ ...n, player: this.ctx.loaders.player.load(n.playerId) }));
  }
  /** LINEUP_SET: the players it dresses, each with his number and position, in number order */
  get dressed() {
    return this.lineup(this.input.lineup);
  }
  /** GAME_STARTED: who each team dressed at the drop */
  get homeDressed() {
    return this.lineup((this.input.lineups as { home?: unknown } | undefined)?.home);
  }
  get awayDressed() {
    return this.lineup((this.input.lineups as { away?: unknown } | undefined)?.away);
  }
  private lineup(players: unknown) {
    const lineup = Array.isArray(players) ? (players as Array<{ playerId: string; number: number; position: string }>) : [];
    return lineup.map((p) => ({ player: this.ctx.loaders.player.load(p.playerId), number: p.number, position: p.position }));
  }
  get shortHandedByAgreement() {
    return this.input.shortHandedByAgreement === true;
  }
  get homeScore() {
    return this.input.homeScore;
  }
  get awayScore() {
    return this.input.awayScore;
  }
  get decision() {
    return this.input.decision;
  }
}

/** The GraphQL object type of each event kind. */
export const TYPE_NAMES: Record<GameEventType, string> = {
  GAME_STARTED: 'GameStartedEntry',
  LINEUP_SET: 'LineupSetEntry',
  CLOCK_STARTED: 'ClockStartedEntry',
  CLOCK_STOPPED: 'ClockStoppedEntry',
  FACEOFF: 'FaceoffEntry',
  PERIOD_ENDED: 'PeriodEndedEntry',
  GOAL: 'GoalEntry',
  PENALTY: 'PenaltyEntry',
  TIMEOUT: 'TimeoutEntry',
  SHOT: 'ShotEntry',
  GOALIE_PULLED: 'GoaliePulledEntry',
  GOALIE_RETURNED: 'GoalieReturnedEntry',
  PENALTY_SHOT: 'PenaltyShotEntry',
  SHOOTOUT_ATTEMPT: 'ShootoutAttemptEntry',
  SHOOTERS_NAMED: 'ShootersNamedEntry',
  GAME_ENDED: 'GameEndedEntry',
  FORFEIT: 'ForfeitEntry',
  ID_CHECK: 'IdCheckEntry',
  ID_PRODUCED: 'IdProducedEntry',
  ID_CHECK_REVIEWED: 'IdCheckReviewedEntry',
  LATE_PLAYER_ADDED: 'LatePlayerAddedEntry',
  EVENT_VOIDED: 'EventVoidedEntry',
  EVENT_CORRECTED: 'EventCorrectedEntry',
  RESULT_RECORDED: 'ResultRecordedEntry',
  FIVE_TWO_RULE: 'FiveTwoRuleEntry',
};

@InterfaceType({
  implements: Node,
  description: "One entry of a game's log, typed by its kind (GoalEntry, PenaltyEntry, …): the fields every entry has. Replaces the flat GameEvent",
  resolveType: (entry: LogEntry) => TYPE_NAMES[entry.kind],
})
export abstract class GameLogEntry {
  @Field(() => ID, { description: "The stored entry's id; the same in Game.log, the gameLog feed and a payload" }) id!: string;
  @Field(() => Game, { description: 'The game whose log it is in' }) game!: unknown;
  @Field(() => Int, { description: 'Position in the game log: 1, 2, 3, … with no gap; logVoid and logCorrection name an entry by it' }) seq!: number;
  @Field(() => Int, { description: 'The period it happened in (overtimes and the shootout after the regulation ones).' }) period!: number;
  @Field(() => Int, { nullable: true, description: 'The game clock (ms left in the period) when it happened' }) clockRemainingMs!: number | null;
  @Field(() => Date, { description: 'When the server stored it.' }) recordedAt!: Date;
  @Field(() => String, { nullable: true, description: 'The name of the token that recorded it' }) recordedBy!: string | null;
  @Field(() => ID, { nullable: true, description: "The scorekeeper tablet's id for the event" }) clientEventId!: string | null;
  @Field({ description: 'A later EVENT_VOIDED cancelled it; it stays in the log' }) voided!: boolean;
  @Field(() => Int, { nullable: true, description: 'A GOAL or PENALTY an official corrected after the game (R83): the seq of its latest EVENT_CORRECTED' }) correctedBySeq!: number | null;
}

const entry = (description: string) => ({ implements: [GameLogEntry, Node], description });

@ObjectType(entry('GAME_STARTED: puck drop ready (startGame, logGameStart)'))
export class GameStartedEntry extends GameLogEntry {
  @Field({ description: 'Both teams agreed to start with fewer than the minimum (league §17, R23)' }) shortHandedByAgreement!: boolean;
  @Field(() => [SheetLineupPlayer], { name: 'homePlayers', description: 'Whom the home team dressed at the drop (its lineup, or every eligible rostered player), with numbers and positions' })
  homeDressed!: unknown[];
  @Field(() => [SheetLineupPlayer], { name: 'awayPlayers', description: 'Whom the away team dressed at the drop (its lineup, or every eligible rostered player), with numbers and positions' })
  awayDressed!: unknown[];
}

@ObjectType(entry("LINEUP_SET: a team's lineup posted before the game (setLineup)"))
export class LineupSetEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: 'The team whose lineup it is' }) teamOfEvent!: unknown;
  @Field(() => [LineupNote], { description: 'Notes on players of the lineup, never a bar: BHI (003:8) equipment for players under 18 on the game day (R35)' }) lineupNotes!: unknown[];
  @Field(() => [SheetLineupPlayer], { name: 'players', description: 'The players this lineup dresses, each with his number and position, in number order' }) dressed!: unknown[];
}

@ObjectType(entry('CLOCK_STARTED: the clock started; in an intermission, the next period began (logClockStart)'))
export class ClockStartedEntry extends GameLogEntry {}

@ObjectType(entry("CLOCK_STOPPED: the clock stopped, at the arena clock's reading when given (logClockStop)"))
export class ClockStoppedEntry extends GameLogEntry {}

@ObjectType(entry('FACEOFF: the puck (ball) dropped; penalties waiting for it started (G26, logFaceoff)'))
export class FaceoffEntry extends GameLogEntry {}

@ObjectType(entry('PERIOD_ENDED: the period under way ended (logPeriodEnd)'))
export class PeriodEndedEntry extends GameLogEntry {}

@ObjectType(entry('GOAL: a goal, its scorer and assists (logGoal)'))
export class GoalEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: 'The scoring team' }) teamOfEvent!: unknown;
  @Field(() => Player, { description: 'The scorer' }) scorer!: unknown;
  @Field(() => [Player], { description: 'The assists, primary first; empty when unassisted' }) assists!: unknown[];
  @Field(() => GoalStrength, { nullable: true, description: 'Derived when it was scored; null only on a goal stored before strengths were kept' }) strength!: string | null;
}

@ObjectType(entry('PENALTY: a penalty to a player or a team bench (logPenalty)'))
export class PenaltyEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: 'The penalised team' }) teamOfEvent!: unknown;
  @Field(() => Player, { name: 'player', nullable: true, description: 'The penalised player; null for a bench penalty' }) penalised!: unknown;
  @Field(() => PenaltySeverity, { description: 'The severity assessed under the rulebook, as the scoreboard shows it (R32)' }) severity!: string;
  @Field(() => PenaltySeverity, { description: 'The severity the scorekeeper entered; it differs from severity where the rulebook assesses another (R32)' }) typedSeverity!: string;
  @Field({ description: 'The infraction code, e.g. HIGH_STICKING' }) infraction!: string;
  @Field(() => Int, { nullable: true, description: 'Minutes to serve in the box, by the clock mode when assessed (R14); 0 when none are served' }) minutes!: number | null;
  @Field(() => Int, { nullable: true, description: "Minutes charged in the records, the game sheet's PIM (R16)" }) recordedMinutes!: number | null;
  @Field(() => Boolean, { nullable: true, description: 'It ejected the player from the game (R15, R16, R17); null for a bench penalty' }) ejected!: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Judged accidental, when recorded' }) accidental!: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'An opponent was injured, when recorded' }) injury!: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Under the Quick Penalty Rule (G40): the seq of the penalty the player was slow to the box for' }) slowToBoxOf!: number | null;
  @Field(() => Player, { nullable: true, description: 'The substitute serving it in the box, when not the penalised player (G40)' }) servedBy!: unknown;
  @Field(() => String, { nullable: true, description: "Why, when the rules assessed it rather than a referee, or an ADMIN's correction of a certified game" }) reason!: string | null;
}

@ObjectType(entry("TIMEOUT: a team's timeout (logTimeout)"))
export class TimeoutEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: 'The team that called it' }) teamOfEvent!: unknown;
}

@ObjectType(entry('SHOT: a shot on goal, for the shots count (logShot)'))
export class ShotEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: 'The shooting team' }) teamOfEvent!: unknown;
}

@ObjectType(entry('GOALIE_PULLED: a team pulled its goalie for an extra attacker (logGoaliePull)'))
export class GoaliePulledEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: 'The team whose net is empty' }) teamOfEvent!: unknown;
}

@ObjectType(entry("GOALIE_RETURNED: a team's pulled goalie is back in its net (logGoalieReturn)"))
export class GoalieReturnedEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: 'The team whose goalie is back' }) teamOfEvent!: unknown;
}

@ObjectType(entry('PENALTY_SHOT: a penalty shot taken during play (logPenaltyShot)'))
export class PenaltyShotEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: "The shooter's team" }) teamOfEvent!: unknown;
  @Field(() => Player, { description: 'The shooter' }) shooter!: unknown;
  @Field({ description: 'Whether it went in' }) scored!: boolean;
  @Field(() => GoalStrength, { nullable: true, description: 'PENALTY_SHOT when it went in; null when it did not' }) strength!: string | null;
}

@ObjectType(entry('SHOOTOUT_ATTEMPT: one shootout attempt (logShootoutAttempt)'))
export class ShootoutAttemptEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: "The shooter's team" }) teamOfEvent!: unknown;
  @Field(() => Player, { description: 'The shooter' }) shooter!: unknown;
  @Field({ description: 'Whether it went in' }) scored!: boolean;
}

@ObjectType(entry("SHOOTERS_NAMED: a team's first shootout shooters, named before the first attempt (Cole Harbour 000:40, G31; logShooters)"))
export class ShootersNamedEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: 'The team that named them' }) teamOfEvent!: unknown;
  @Field(() => [Player], { description: 'The shooters, in shooting order' }) shooters!: unknown[];
}

@ObjectType(entry('GAME_ENDED: the game ended, or was stopped before its end (league §18; logGameEnd)'))
export class GameEndedEntry extends GameLogEntry {
  @Field(() => GameStopReason, { nullable: true, description: 'Why the game ended before its end (G30); null: at its end' }) stopReason!: string | null;
}

@ObjectType(entry("FORFEIT: the game was forfeited (logForfeit), or defaulted by another event's rule"))
export class ForfeitEntry extends GameLogEntry {
  @Field(() => Team, { description: 'The team that forfeits' }) forfeitingTeam!: unknown;
  @Field({ description: 'League 004:56: a default without proper and adequate notice, a "no show" (R43)' }) withoutNotice!: boolean;
  @Field(() => String, { nullable: true, description: "An ADMIN's correction of a certified game: why" }) reason!: string | null;
}

@ObjectType(entry('ID_CHECK: a team asked for an ID check of an opposing player, at a stoppage (league §9; logIdCheck)'))
export class IdCheckEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: 'The team that asked for the check' }) teamOfEvent!: unknown;
  @Field(() => Player, { name: 'player', description: 'The player checked' }) checkedPlayer!: unknown;
  @Field(() => IdCheckRequester, { description: 'Who asked for it' }) requestedBy!: string;
  @Field(() => IdCheckResult, { description: 'What the check found' }) result!: string;
}

@ObjectType(entry('ID_PRODUCED: a player who had no ID at a check produced it, and may play on (league §9; logIdProduced)'))
export class IdProducedEntry extends GameLogEntry {
  @Field(() => Player, { name: 'player', description: 'The player' }) checkedPlayer!: unknown;
}

@ObjectType(entry("ID_CHECK_REVIEWED: the league's ruling after the game on a player who had no ID (league §9; logIdCheckReview)"))
export class IdCheckReviewedEntry extends GameLogEntry {
  @Field(() => Int, { description: 'The seq of the ID_CHECK it rules on' }) targetSeq!: number;
  @Field({ description: 'The ruling: legal (the result stands) or not (the game is defaulted)' }) legal!: boolean;
  @Field({ description: "The league's reasons, in its words" }) reason!: string;
}

@ObjectType(entry("LATE_PLAYER_ADDED: a player who arrived late joined his team's lineup (league §25, R51; logLatePlayer)"))
export class LatePlayerAddedEntry extends GameLogEntry {
  @Field(() => Team, { name: 'team', description: 'The team he dresses for' }) teamOfEvent!: unknown;
  @Field(() => Player, { name: 'player', description: 'The player' }) latePlayer!: unknown;
}

@ObjectType(entry('EVENT_VOIDED: an earlier entry was voided; the game reads as if it never happened (logVoid)'))
export class EventVoidedEntry extends GameLogEntry {
  @Field(() => Int, { description: 'The seq of the entry it cancels' }) targetSeq!: number;
  @Field({ description: 'Why it was voided' }) reason!: string;
}

@ObjectType(entry("EVENT_CORRECTED: a finished game's goal or penalty was corrected (R83; logCorrection)"))
export class EventCorrectedEntry extends GameLogEntry {
  @Field(() => Int, { description: 'The seq of the entry it corrects' }) targetSeq!: number;
  @Field({ description: "Why, in the official's words" }) reason!: string;
}

@ObjectType(entry('RESULT_RECORDED: a game kept on paper, entered afterwards, or its result corrected (logResult)'))
export class ResultRecordedEntry extends GameLogEntry {
  @Field(() => Int, { description: 'Goals of the home team.' }) homeScore!: number;
  @Field(() => Int, { description: 'Goals of the away team.' }) awayScore!: number;
  @Field(() => Decision, { description: 'How it was decided' }) decision!: string;
  @Field(() => String, { nullable: true, description: 'Why, when it corrects a final result' }) reason!: string | null;
}

@ObjectType(entry('FIVE_TWO_RULE: league (004:83) "5 minute – 2 minute" rule: the last period reset to 2:00, stop time (G60; logFiveTwoRule)'))
export class FiveTwoRuleEntry extends GameLogEntry {}

/** Every kind's type, for the schema's orphaned types (an interface's implementations are reached through it). */
export const LOG_ENTRY_TYPES = [
  GameStartedEntry,
  LineupSetEntry,
  ClockStartedEntry,
  ClockStoppedEntry,
  FaceoffEntry,
  PeriodEndedEntry,
  GoalEntry,
  PenaltyEntry,
  TimeoutEntry,
  ShotEntry,
  GoaliePulledEntry,
  GoalieReturnedEntry,
  PenaltyShotEntry,
  ShootoutAttemptEntry,
  ShootersNamedEntry,
  GameEndedEntry,
  ForfeitEntry,
  IdCheckEntry,
  IdProducedEntry,
  IdCheckReviewedEntry,
  LatePlayerAddedEntry,
  EventVoidedEntry,
  EventCorrectedEntry,
  ResultRecordedEntry,
  FiveTwoRuleEntry,
] as const;

export const GameLogEntryConnection = Connection(GameLogEntry as unknown as new () => GameLogEntry, 'GameLogEntry');

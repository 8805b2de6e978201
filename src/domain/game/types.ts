import type { ClockMode, Decision, GameEventType, GameStopReason, GameStage, GameStatus, PenaltySeverity, Position } from '../enums';

/*
 * The live game as data: what scorekeepers post (GameEventInput), what is stored (RecordedEvent),
 * and what the fold of a game's events produces (GameState). Pure types; no I/O.
 */

/** A dressed player, as captured in the lineup when the game starts. */
export interface LineupPlayer {
  playerId: string;
  number: number;
  position: Position;
}

export type Side = 'home' | 'away';

/** How a goal was scored, derived from the state when it was scored (never typed in). */
export type GoalStrength = 'EVEN' | 'POWER_PLAY' | 'SHORT_HANDED' | 'EMPTY_NET' | 'PENALTY_SHOT';

/** What a scorekeeper posts; `teamId`s name the home or the away team. */
export type GameEventInput =
  | {
      type: 'GAME_STARTED';
      lineups: { home: LineupPlayer[]; away: LineupPlayer[] };
      /** both teams agreed to start short-handed (league §17, R23) */
      shortHandedByAgreement?: boolean;
      /** an official let these teams start short of the minimum, and why (Cole Harbour 000:61, R33) */
      shortHandedAllowed?: ShortHandedAllowance | null;
      /** the game's scheduled start as stored when the start is recorded (G61); absent in logs from before it was kept */
      scheduledStart?: string;
      /** Cole Harbour 000:65 (G61): both teams and the officials agreed to start before the scheduled time, as the scorekeeper records it */
      earlyStart?: { agreement: string } | null;
    }
  /** before the game: the players a team dresses (setLineup); without one, startGame dresses the roster */
  | {
      type: 'LINEUP_SET';
      teamId: string;
      lineup: LineupPlayer[];
      override?: { reason: string; ineligiblePlayerIds: string[] } | null;
      /** what the rulebook asks of players of the lineup without barring them (BHI 003:8 under 18, R35); kept for the record */
      notes?: LineupNoteRecord[];
      /** the team officials (rep, coach, captain, …) the roster sheet lists present (league §12; 004:5 "present at that game", R40) */
      officialIds?: string[] | null;
    }
  | { type: 'CLOCK_STARTED' }
  /** `remainingMs`: the arena clock's reading when it stopped (the authority, R10) */
  | { type: 'CLOCK_STOPPED'; remainingMs?: number | null }
  /** the puck (ball) drops: in run time the clock runs through the stoppage, and penalties called since start now (G26) */
  | { type: 'FACEOFF' }
  | { type: 'PERIOD_ENDED' }
  | {
      type: 'GOAL';
      teamId: string;
      scorerId: string;
      assistIds: string[];
      clockRemainingMs?: number | null;
      /**
       * the goal went into an empty net, as a paper scoresheet says; live, a goal against a team
       * whose goalie is pulled (GOALIE_PULLED) is EMPTY_NET without it
       */
      emptyNet?: boolean;
    }
  | {
      type: 'PENALTY';
      teamId: string;
      /** null: a bench penalty, served by a player the coach sends */
      playerId: string | null;
      severity: PenaltySeverity;
      /** UPPER_SNAKE_CASE code (see infractions.ts) */
      infraction: string;
      clockRemainingMs?: number | null;
      /** why, when the rules assessed it rather than a referee (BHI's penalty after a forfeit) */
      reason?: string;
      /** the event whose rule assessed it (an ID check's delay of game); voiding that voids this */
      causedBySeq?: number;
      /** the referee judged it accidental (Cole Harbour's high stick; league §26 "Major – accidental") */
      accidental?: boolean | null;
      /** an opponent was injured (Cole Harbour's high stick; league §26 "Match penalty – injury") */
      injury?: boolean | null;
      /** the opponent fouled: league 3 on 3, the one who takes the penalty shots it gives (§26, G28) */
      fouledPlayerId?: string | null;
      /**
       * league 5 on 5 Quick Penalty Rule (§25, G40): the referee's call that the penalised player did
       * not reach the box within 30 seconds of his penalty at this seq; this is his delay-of-game minor
       */
      slowToBoxOf?: number | null;
      /** who serves it in the box, when not the penalised player: the Quick Penalty Rule's substitute ON THE FLOOR (G40) */
      servedById?: string | null;
    }
  | { type: 'SHOT'; teamId: string }
  | { type: 'TIMEOUT'; teamId: string }
  /** the team's goaltender leaves the ice for an extra attacker: its net is empty until GOALIE_RETURNED or the period's end */
  | { type: 'GOALIE_PULLED'; teamId: string }
  /** the team's goaltender is back in its net */
  | { type: 'GOALIE_RETURNED'; teamId: string }
  | {
      type: 'PENALTY_SHOT';
      teamId: string;
      shooterId: string;
      scored: boolean;
      /** league §26: the fouled player is visibly injured, so another player on the floor shoots (G28) */
      fouledPlayerInjured?: boolean | null;
    }
  | { type: 'SHOOTOUT_ATTEMPT'; teamId: string; shooterId: string; scored: boolean }
  /** Cole Harbour 000:40: a team names its first shootout shooters before the first attempt (G31) */
  | { type: 'SHOOTERS_NAMED'; teamId: string; shooterIds: string[] }
  /** `reason`: the game stopped before its end (league §18, G30); none: at the end of regulation or overtime */
  | { type: 'GAME_ENDED'; reason?: GameStopReason | null }
  /** league §9: `teamId` asked for an ID check on `playerId`, an opposing player, during a stoppage */
  | { type: 'ID_CHECK'; teamId: string; playerId: string; requestedBy: IdCheckRequester; result: IdCheckResult }
  /** league §9: a player who had no ID at his check produced it, and may continue */
  | { type: 'ID_PRODUCED'; playerId: string }
  /** league §25: a player who arrived late joins his team's lineup during the game, at the clock reading given (R51) */
  | { type: 'LATE_PLAYER_ADDED'; teamId: string; player: LineupPlayer; clockRemainingMs?: number | null }
  /** league §9: the league's ruling after the game on the NO_ID check `targetSeq` */
  | { type: 'ID_CHECK_REVIEWED'; targetSeq: number; legal: boolean; reason: string }
  /** a game kept on paper, entered afterwards; on a final game, a correction with its reason */
  | {
      type: 'RESULT_RECORDED';
      homeScore: number;
      awayScore: number;
      decision: 'REGULATION' | 'OVERTIME' | 'SHOOTOUT';
      reason?: string | null;
      /** the players the scoresheet lists as dressed, per team: a paper game's lineups ("playing means dressed") */
      dressed?: { home: string[]; away: string[] } | null;
      /** R5, G41: each team's first goal as the scoresheet times it (period, and the clock's reading then); absent: not given */
      firstGoals?: { home?: ScoresheetTime | null; away?: ScoresheetTime | null } | null;
      /** G50: an ADMIN recorded the sheet with these ineligible players dressed, and why; the rulebook's consequence follows */
      override?: { reason: string; ineligiblePlayerIds: string[] } | null;
      /** G50, league §17 (R23): both teams agreed that a team short of the minimum would play */
      shortHandedByAgreement?: boolean;
      /** G50, Cole Harbour 000:61 (R33): the official let these teams, short of the minimum on the sheet, play */
      shortHandedAllowed?: ShortHandedAllowance | null;
    }
  /** `causedBySeq`: the penalty whose rule defaulted the game (league §26 bench clearing); voiding it voids this too */
  | {
      type: 'FORFEIT';
      forfeitingTeamId: string;
      causedBySeq?: number;
      /** league 004:56: an official's default without proper and adequate notice, a "no show" (R43) */
      withoutNotice?: boolean;
      /** league 004:33: one of the games an illegal player's team defaults all at once (defaultTeamSeason, R45): no 004:56 fine */
      seasonDefault?: boolean;
    }
  | { type: 'EVENT_VOIDED'; targetSeq: number; reason: string }
  /**
   * An official's correction of a finished game's GOAL or PENALTY (R83): `replacement` is the event
   * as it should have been recorded (same type, same team); `previous` what it said before, kept
   * for the sheet's history. The log keeps both: the fold reads the target as its latest correction.
   */
  | { type: 'EVENT_CORRECTED'; targetSeq: number; reason: string; replacement: CorrectableEvent; previous: CorrectableEvent }
  /**
   * league 004:83, the "5 minute – 2 minute" rule: with 5 minutes left in the game's one-hour block the
   * referee resets the clock to the game's last 2 minutes (G60). `scheduledStart`: the game's scheduled
   * start, which the block runs from (G59), as the server read it when the reset was recorded.
   */
  | { type: 'FIVE_TWO_RULE'; scheduledStart: string };

export type GameEventKind = GameEventInput['type'];

/** The events an official may correct once the game is over (R83). */
export type CorrectableEvent = Extract<GameEventInput, { type: 'GOAL' | 'PENALTY' }>;

/** Exactly the same set of names, or `never`. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/**
 * The API's event types (enums.ts) and this union name the same kinds, each key its own value: a
 * kind added to or dropped from either side fails tsc here.
 */
const eventTypesAgree: Same<GameEventKind, keyof typeof GameEventType> = true;
void eventTypesAgree;

/** An event as stored: its place in the game's log and the server's time when it was recorded. */
export type RecordedEvent = GameEventInput & {
  seq: number;
  /** ISO-8601 instant the server recorded it; the fold's only source of wall time */
  at: string;
};

/** The columns stored with an event, and what the machine worked out about it. */
export interface EventFacts {
  period: number;
  clockRemainingMs: number | null;
  teamId: string | null;
  playerId: string | null;
  details: Record<string, unknown>;
}

/** A note on a player of a posted lineup (R35). */
export interface LineupNoteRecord {
  playerId: string;
  code: string;
  message: string;
  rule: string;
}

/** An official's decision to let teams short of the minimum start (Cole Harbour 000:61, R33). */
export interface ShortHandedAllowance {
  teamIds: string[];
  reason: string;
}

/** What a game is before its first event. */
export interface GameSetup {
  gameId: string;
  homeTeamId: string;
  awayTeamId: string;
  stage: GameStage;
}

export interface ClockState {
  running: boolean;
  /** ms left in the current period as of `asOf` */
  remainingMs: number;
  asOf: string;
  mode: ClockMode;
}

export interface PenaltyState {
  /** the seq of the PENALTY event */
  seq: number;
  side: Side;
  playerId: string | null;
  severity: PenaltySeverity;
  infraction: string;
  /** minutes served (R14, G2: by the clock mode when it was assessed); 0 when nothing is served in the box */
  minutes: number;
  /** ms still to serve */
  remainingMs: number;
  /**
   * PENDING: waits for the next puck drop, a FACEOFF or a clock start (R14, G26); QUEUED: waits for an
   * earlier penalty of its team to end (at most two strength penalties run at once); RUNNING: counts
   * down while the clock runs.
   */
  phase: 'PENDING' | 'QUEUED' | 'RUNNING';
  /** reduces the team's skaters on the ice while it runs (misconducts do not) */
  affectsStrength: boolean;
  /** matched with an equal penalty of the other team at the same stoppage: served, but no one plays short */
  coincidental: boolean;
  /** a power-play goal against the team ends it (minors; one half of a double minor) */
  releasable: boolean;
  /** G40: the substitute serving it, when not the penalised player; and the penalty he was slow to the box for */
  servedById?: string;
  slowToBoxOf?: number;
  /** how many times the clock had started when it was assessed, and the clock reading then */
  stoppage: number;
  clockRemainingMs: number;
  /** the period it was assessed in; absent in a state stored before it was kept */
  period?: number;
}

export interface TeamState {
  teamId: string;
  score: number;
  shots: number;
  timeoutsLeft: number;
  /** minutes charged in the records (R16: a game misconduct charges 10) */
  penaltyMinutes: number;
  /** penalties assessed in this game, bench penalties included (BHI's least penalized counts them, R31); absent in a state stored before it was kept */
  penalties?: number;
  lineup: LineupPlayer[];
  /** penalties of any kind assessed in this game, by player (R15) */
  penaltyCounts: Record<string, number>;
  ejected: string[];
  /** 3 on 3 (R19) and BHI's late delay of game: shots owed to this team */
  penaltyShotsPending: number;
  /** of those, the shots owed for a foul on a named skater, who alone may take them (league §26, G28); absent in a state stored before it was kept */
  penaltyShotsForFouled?: { seq: number; playerId: string }[];
  /** league §9: players who could not produce ID at a check, sitting out until they do */
  withheld?: string[];
  /**
   * The goaltender is pulled for an extra attacker (GOALIE_PULLED) and the net is empty; filled again
   * by GOALIE_RETURNED, and at the end of every period and of the game. Absent in a state stored
   * before it was kept: false.
   */
  netEmpty?: boolean;
}

export type IdCheckRequester = 'COACH' | 'CAPTAIN' | 'ASSISTANT_CAPTAIN';
export type IdCheckResult = 'PRODUCED_ID' | 'NO_ID';

/** league §9: an ID check made in this game */
export interface IdCheckRecord {
  seq: number;
  /** `clockStarts` when it was made: the stoppage it belongs to */
  clockStarts: number;
  teamId: string;
  playerId: string;
  result: IdCheckResult;
  /** the league's ruling after the game, for a NO_ID check */
  legal?: boolean;
}

export interface ShootoutAttempt {
  seq: number;
  side: Side;
  shooterId: string;
  scored: boolean;
}

export interface GoalRecord {
  seq: number;
  side: Side;
  period: number;
  clockRemainingMs: number;
  scorerId: string;
  assistIds: string[];
  strength: GoalStrength;
}

export interface GameState {
  setup: GameSetup;
  /** seq of the last event folded in */
  seq: number;
  status: GameStatus;
  /** 0 before puck drop; regulation periods first, then overtime periods */
  period: number;
  /** in a shootout */
  shootout: boolean;
  clock: ClockState;
  /** BHI mercy rule in force (R12): the clock runs until the losing team is within 3 */
  mercy: boolean;
  home: TeamState;
  away: TeamState;
  /** in the box or waiting to go in; expired and released ones are gone */
  penalties: PenaltyState[];
  /** CLOCK_STARTED events so far: tells one stoppage from the next (coincidental penalties) */
  clockStarts: number;
  /**
   * The reading the clock last started from in this period: a stop cannot show more (the clock never
   * runs backwards). Absent from states stored before it was kept: the period's length is used.
   */
  clockStartedFromMs?: number;
  goals: GoalRecord[];
  shootoutAttempts: ShootoutAttempt[];
  /** Cole Harbour 000:40 (G31): the shooters each team named for the shootout's first rounds; absent until one is named */
  namedShooters?: Partial<Record<Side, string[]>>;
  decision: Decision | null;
  /** the winning side once decided */
  winner: Side | null;
  /** league §9 (absent from games stored before ID checks existed) */
  idChecks?: IdCheckRecord[];
  /** the official's decision the game started under, for the teams that were short (Cole Harbour 000:61, R33) */
  shortHandedAllowed?: ShortHandedAllowance;
  /** Cole Harbour 000:65 (G61): the game started this long before its scheduled time, by this agreement */
  earlyStart?: { earlyByMs: number; agreement: string };
  /**
   * G41: each team's first goal from the last result recorded on paper, as playing time elapsed from
   * the opening drop (null: not given); absent when no paper result gave any
   */
  paperFirstGoalElapsedMs?: { home: number | null; away: number | null };
  /** league 004:83 (G60): the referee's reset to the last 2 minutes, and where the clock stood before it; absent until one */
  fiveTwoRule?: { seq: number; fromPeriod: number; fromRemainingMs: number; blockEndsAt: string };
}

/** A moment of a game as a scoresheet writes it: the period, and the clock's reading (ms left in it). */
export interface ScoresheetTime {
  period: number;
  clockRemainingMs: number;
}

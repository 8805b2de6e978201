/**
 * The contract's enums (docs/design.md, "The public contract") as plain data, so the pure domain can use
 * them without GraphQL; the GraphQL layer registers these same objects as its enum types.
 */

export const RulesetPreset = {
  COLE_HARBOUR_CLASSIC: 'COLE_HARBOUR_CLASSIC',
  BHI_5ON5: 'BHI_5ON5',
  WINTER_LEAGUE_5ON5: 'WINTER_LEAGUE_5ON5',
  WINTER_LEAGUE_3ON3: 'WINTER_LEAGUE_3ON3',
  IIHF: 'IIHF',
  NHL: 'NHL',
} as const;
export type RulesetPreset = (typeof RulesetPreset)[keyof typeof RulesetPreset];

export const CompetitionKind = { TOURNAMENT: 'TOURNAMENT', LEAGUE: 'LEAGUE' } as const;
export type CompetitionKind = (typeof CompetitionKind)[keyof typeof CompetitionKind];

export const GameStage = {
  ROUND_ROBIN: 'ROUND_ROBIN',
  REGULAR_SEASON: 'REGULAR_SEASON',
  QUARTERFINAL: 'QUARTERFINAL',
  SEMIFINAL: 'SEMIFINAL',
  FINAL: 'FINAL',
  PLAYOFF: 'PLAYOFF',
  CONSOLATION: 'CONSOLATION',
} as const;
export type GameStage = (typeof GameStage)[keyof typeof GameStage];

export const GameStatus = {
  SCHEDULED: 'SCHEDULED',
  IN_PROGRESS: 'IN_PROGRESS',
  INTERMISSION: 'INTERMISSION',
  FINAL: 'FINAL',
  FORFEITED: 'FORFEITED',
  CANCELLED: 'CANCELLED',
} as const;
export type GameStatus = (typeof GameStatus)[keyof typeof GameStatus];

export const Decision = { REGULATION: 'REGULATION', OVERTIME: 'OVERTIME', SHOOTOUT: 'SHOOTOUT', FORFEIT: 'FORFEIT' } as const;
export type Decision = (typeof Decision)[keyof typeof Decision];

/** Why a game ended before its regulation end (league §18, G30). */
export const GameStopReason = { MERCY_REQUESTED_BY_LOSING_TEAM: 'MERCY_REQUESTED_BY_LOSING_TEAM', REFEREE_STOPPED: 'REFEREE_STOPPED' } as const;
export type GameStopReason = (typeof GameStopReason)[keyof typeof GameStopReason];

/**
 * The highest level a player has played at, for Cole Harbour's sandbagging rule (000:11 "Any players
 * with pro hockey experience or have played in Major Jr., College or University level will be
 * required to play in the A divsion"; R34). Null on a player: none of these, or not known.
 */
export const PlayerExperience = { PRO: 'PRO', MAJOR_JUNIOR: 'MAJOR_JUNIOR', COLLEGE: 'COLLEGE', UNIVERSITY: 'UNIVERSITY' } as const;
export type PlayerExperience = (typeof PlayerExperience)[keyof typeof PlayerExperience];

/**
 * Who plays in a division, where a rulebook treats them apart (BHI 003:22 "in the Co-ed, ladies,
 * and youth leagues"; R36). Null on a division: an open one.
 */
export const DivisionCategory = { COED: 'COED', LADIES: 'LADIES', YOUTH: 'YOUTH' } as const;
export type DivisionCategory = (typeof DivisionCategory)[keyof typeof DivisionCategory];

export const ClockMode = { RUN_TIME: 'RUN_TIME', STOP_TIME: 'STOP_TIME' } as const;
export type ClockMode = (typeof ClockMode)[keyof typeof ClockMode];

export const Position = { SKATER: 'SKATER', GOALIE: 'GOALIE' } as const;
export type Position = (typeof Position)[keyof typeof Position];

export const PenaltySeverity = {
  MINOR: 'MINOR',
  DOUBLE_MINOR: 'DOUBLE_MINOR',
  MAJOR: 'MAJOR',
  MISCONDUCT: 'MISCONDUCT',
  GAME_MISCONDUCT: 'GAME_MISCONDUCT',
  GROSS_MISCONDUCT: 'GROSS_MISCONDUCT',
  MATCH: 'MATCH',
} as const;
export type PenaltySeverity = (typeof PenaltySeverity)[keyof typeof PenaltySeverity];

/**
 * The API's names for the game's events, in the contract's order. It names each kind of the
 * domain's event union (GameEventKind, game/types.ts) and nothing else: a check there fails tsc
 * otherwise (there, so that this file imports nothing).
 */
export const GameEventType = {
  GAME_STARTED: 'GAME_STARTED',
  LINEUP_SET: 'LINEUP_SET',
  CLOCK_STARTED: 'CLOCK_STARTED',
  CLOCK_STOPPED: 'CLOCK_STOPPED',
  FACEOFF: 'FACEOFF',
  PERIOD_ENDED: 'PERIOD_ENDED',
  GOAL: 'GOAL',
  PENALTY: 'PENALTY',
  TIMEOUT: 'TIMEOUT',
  SHOT: 'SHOT',
  GOALIE_PULLED: 'GOALIE_PULLED',
  GOALIE_RETURNED: 'GOALIE_RETURNED',
  PENALTY_SHOT: 'PENALTY_SHOT',
  SHOOTOUT_ATTEMPT: 'SHOOTOUT_ATTEMPT',
  SHOOTERS_NAMED: 'SHOOTERS_NAMED',
  GAME_ENDED: 'GAME_ENDED',
  FORFEIT: 'FORFEIT',
  ID_CHECK: 'ID_CHECK',
  ID_PRODUCED: 'ID_PRODUCED',
  ID_CHECK_REVIEWED: 'ID_CHECK_REVIEWED',
  LATE_PLAYER_ADDED: 'LATE_PLAYER_ADDED',
  EVENT_VOIDED: 'EVENT_VOIDED',
  EVENT_CORRECTED: 'EVENT_CORRECTED',
  RESULT_RECORDED: 'RESULT_RECORDED',
  FIVE_TWO_RULE: 'FIVE_TWO_RULE',
} as const;
export type GameEventType = (typeof GameEventType)[keyof typeof GameEventType];

/** Stages decided by a winner (no tie stands): they get overtime and timeouts in the tournaments. */
export const ELIMINATION_STAGES: ReadonlySet<GameStage> = new Set<GameStage>([GameStage.QUARTERFINAL, GameStage.SEMIFINAL, GameStage.FINAL, GameStage.PLAYOFF, GameStage.CONSOLATION]);

/** Stages whose games count in the standings: the round robin and the regular season. */
export const STANDINGS_STAGES: ReadonlySet<GameStage> = new Set<GameStage>([GameStage.ROUND_ROBIN, GameStage.REGULAR_SEASON]);

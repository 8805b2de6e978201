/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What an entry of a league team's account records (004:1-3; R70, R71): FEE (fees paid), REFUND (fees given back: only before the season, never what the league keeps), BOND (a performance bond held from the team or a player), BILL (monies owed besides fines: damage, a replay's costs; lost pinnies are the PINNIES fine), WITHDRAWAL (the team dropped out), BOND_RETURN (a bond given back, R72) */
export type AccountEntryKind =
  /** Monies owed besides fines, which keep nobody from playing (damage 004:11 and :74, a replay 004:61), settled from the bond if still owed at its return; lost pinnies (004:66) are the PINNIES fine, due before the next game */
  | 'BILL'
  /** 004:3: a performance bond held from the team, or from one of its players (player) */
  | 'BOND'
  /** 004:3: a bond given back (returnBond, R72): the amount returned, bond the bond; what its giver owed was settled from it first */
  | 'BOND_RETURN'
  /** Fees the team paid the league */
  | 'FEE'
  /** 004:1: fees given back; none once the season is under way, never what the league keeps */
  | 'REFUND'
  /** 004:1: the team dropped out, on `at`; amount 0 */
  | 'WITHDRAWAL';

/** A new player onto a team's roster in one step (R84) */
export type AddNewPlayerToRosterInput = {
  /**
   * The birth date, YYYY-MM-DD. Give this or born (one of the two).
   * @deprecated Use born: the same day as a Date.
   */
  birthDate?: string | null | undefined;
  /** The birth date. Give this or birthDate (one of the two). */
  born?: string | null | undefined;
  /** Cole Harbour: the Tournament Official's clearance of an addition after the schedule is drawn (who cleared it, and why) */
  clearance?: string | null | undefined;
  /** The new player's full name. */
  name: string;
  /** Jersey number, 0 to 99, not worn by another player of the team this season. */
  number: number;
  /** SKATER or GOALIE. */
  position: Position;
  /** The id of the team whose roster the new player joins. */
  teamId: string | number;
  /** The safety waiver for this team's competition; defaults to the player's (a new player's: not signed) */
  waiverSigned?: boolean | null | undefined;
};

/** What an audited correction did: UPDATE (fields changed), DELETE, CANCEL (a game), RELEASE (a roster entry ended), CERTIFY (a game's result certified), RESCHEDULE (a game moved), LINK (two competitions' discipline linked, R41), RECORD (money recorded on a team's account, R70, R71), PAY (a bill on a team's account paid, R71), RETURN (a bond given back, what its giver owed settled from it, R72), LIFT (a suspension lifted), WAIVE (a fine waived); RECORD also names a suspension or fine an official recorded by hand, PAY a fine paid */
export type AuditAction =
  /** A game cancelled */
  | 'CANCEL'
  /** A game's result certified (certifiedAt, certifiedBy) */
  | 'CERTIFY'
  /** A finished game's goal or penalty corrected by an official (R83) */
  | 'CORRECT'
  /** The row deleted */
  | 'DELETE'
  /** A competition's rink tablet cards printed: a scorekeeper token per game, the earlier cards' tokens revoked (R82) */
  | 'ISSUE'
  /** A suspension lifted before it was served */
  | 'LIFT'
  /** A competition's discipline linked with another's (R41) */
  | 'LINK'
  /** A bill on a team's account paid (R71), or a fine paid */
  | 'PAY'
  /** Money recorded on a team's account (R70, R71), or a suspension or fine an official recorded by hand */
  | 'RECORD'
  /** A roster entry ended: the player released */
  | 'RELEASE'
  /** A game not started moved (startsAt, venue) */
  | 'RESCHEDULE'
  /** A bond given back, what its giver owed settled from it (R72) */
  | 'RETURN'
  /** Fields changed */
  | 'UPDATE'
  /** A fine waived: owed no more */
  | 'WAIVE';

/** The kind of row an audited correction changed */
export type AuditEntity =
  /** A competition */
  | 'COMPETITION'
  /** A division */
  | 'DIVISION'
  /** A fine an official recorded, or one paid, waived or rebated */
  | 'FINE'
  /** A game */
  | 'GAME'
  /** A player */
  | 'PLAYER'
  /** A roster entry */
  | 'ROSTER_ENTRY'
  /** A suspension an official set, adjusted, lifted or carried over */
  | 'SUSPENSION'
  /** A team */
  | 'TEAM'
  /** An entry of a league team's account: fees, refunds, bonds, bills, a withdrawal (R70, R71) */
  | 'TEAM_ACCOUNT_ENTRY';

/** A playoff bracket's format, as the competition's rulebook sets it */
export type BracketFormat =
  /** League playoffs: every team plays two games or more */
  | 'ALL_TEAMS_TWO_GAMES'
  /** BHI, IIHF and NHL presets: the top eight play quarter-finals, semi-finals and a final */
  | 'QUARTERS_SEMIS_FINAL'
  /** Cole Harbour: the top four after the round robin play semi-finals and a final */
  | 'SEMIS_AND_FINAL';

/** Run time: the clock runs through whistles. Stop time: it stops at every whistle. */
export type ClockMode =
  /** The clock runs through whistles */
  | 'RUN_TIME'
  /** The clock stops at every whistle */
  | 'STOP_TIME';

/** A tournament (a few days, round robin then elimination) or a league (a season of games, then playoffs) */
export type CompetitionKind =
  /** A league season: regular season, then playoffs */
  | 'LEAGUE'
  /** A tournament: round robin, then elimination games */
  | 'TOURNAMENT';

/** A new bearer token: its name, role and scopes. */
export type CreateApiTokenInput = {
  /** Who or what the token is for, e.g. "Rink 2 scorekeeper tablet" */
  name: string;
  /** What the token may do. */
  role: Role;
  /** competition:<id> or game:<id> for a scorekeeper, team:<id> for a coach */
  scopes?: Array<string> | null | undefined;
};

/** A playoff bracket for a division, seeded from its standings or by hand. */
export type CreateBracketInput = {
  /** Days between rounds (default 1) */
  daysBetweenRounds?: number | null | undefined;
  /** The division's id. */
  divisionId: string | number;
  /** When the first round is played; a day after the division's last game when left out */
  firstRoundAt?: string | null | undefined;
  /** Team ids, seed 1 first; from the standings when left out (the round robin must be complete) */
  seeding?: Array<string | number> | null | undefined;
};

/** A new competition. */
export type CreateCompetitionInput = {
  /** League §8: the addition cut-off, "MIDNITE, of the last regular season day" */
  additionCutoff?: string | null | undefined;
  /** Tournament or league. */
  kind: CompetitionKind;
  /** The language of its printed game sheets (GET /games/:id/sheet.pdf): "en" or "fr"; "en" when left out */
  language?: string | null | undefined;
  /** League §8: the last regular-season day; the addition cut-off is midnight at its end in the competition's time zone. Give this or additionCutoff, not both; not with lastRegularSeasonDay */
  lastRegularSeasonDate?: string | null | undefined;
  /**
   * League §8: the last regular-season day (YYYY-MM-DD); the addition cut-off is midnight at its end in the competition's time zone. Give this or additionCutoff, not both
   * @deprecated Use lastRegularSeasonDate: the same day as a Date.
   */
  lastRegularSeasonDay?: string | null | undefined;
  /** Its name. */
  name: string;
  /** The rulebook it plays by. */
  preset: RulesetPreset;
  /** Values that replace the preset's (validated by the service, naming rules.<field>) */
  rules?: RulesOverridesInput | null | undefined;
  /** League §8: when the season starts (an addition after it is a pick-up) */
  seasonStartsAt?: string | null | undefined;
  /** The IANA time zone the competition's dates are read in (a game's day for age rules, a cut-off's midnight), e.g. America/Halifax; the server's FACEOFF_TIME_ZONE when left out */
  timeZone?: string | null | undefined;
};

/** A new division of a competition. */
export type CreateDivisionInput = {
  /** Co-ed, ladies or youth; leave out for an open division (BHI 003:22: any deliberate slide is a minor there, R36) */
  category?: DivisionCategory | null | undefined;
  /** The competition's id. */
  competitionId: string | number;
  /** Its name, e.g. "A" or "Masters". */
  name: string;
  /** BHI's division rating (REC, INTERMEDIATE, BARN, SHACK) or a league tier */
  rating?: string | null | undefined;
};

/** A new team in a division. */
export type CreateTeamInput = {
  /** The division's id. */
  divisionId: string | number;
  /** The team's name. */
  name: string;
  /** Coach, manager, trainer, team rep, captain: one of each at most */
  officials?: Array<TeamOfficialInput> | null | undefined;
  /** What a scoreboard prints when the name does not fit: at most 12 characters; derived from the name when left out */
  shortName?: string | null | undefined;
};

/** A new webhook: where to send and which events. */
export type CreateWebhookInput = {
  /** Only this competition's events; left out: every competition's */
  competitionId?: string | number | null | undefined;
  /** The events to send; at least one. */
  events: Array<WebhookEvent>;
  /** The receiver: an http(s) URL whose host has only public addresses (unless the server allows private ones) */
  url: string;
};

/** An official named for a game */
export type CrewMemberInput = {
  /** At most 80 characters */
  name: string;
  /** His part in the game. */
  role: CrewRole;
};

/** A game official's part: a referee, a linesman, or an off-ice official (timekeeper, scorekeeper, penalty box) */
export type CrewRole =
  /** A linesman */
  | 'LINESMAN'
  /** An off-ice official: timekeeper, scorekeeper or penalty box */
  | 'OFF_ICE'
  /** A referee */
  | 'REFEREE';

/** How a final game was decided. */
export type Decision =
  /** By forfeit: the rulebook's forfeit score (R8) */
  | 'FORFEIT'
  /** In overtime */
  | 'OVERTIME'
  /** In regulation time (a tie too, where the stage allows one) */
  | 'REGULATION'
  /** By a shootout */
  | 'SHOOTOUT';

/** Who plays in a division, where a rulebook treats them apart (BHI 003:22, R36); an open division has none */
export type DivisionCategory =
  /** A co-ed division */
  | 'COED'
  /** A ladies' division */
  | 'LADIES'
  /** A youth division */
  | 'YOUTH';

/** An official's correction of a finished game's goal or penalty (R83): each field left out stays as recorded */
export type EventCorrectionInput = {
  /** PENALTY: judged accidental */
  accidental?: boolean | null | undefined;
  /** GOAL: the assists, primary first; an empty list: unassisted */
  assistIds?: Array<string | number> | null | undefined;
  /** The arena clock's reading at the event, in ms (time left in its period) */
  clockRemainingMs?: number | null | undefined;
  /** GOAL: it went into an empty net */
  emptyNet?: boolean | null | undefined;
  /** PENALTY: UPPER_SNAKE_CASE code, normalised as when recorded */
  infraction?: string | null | undefined;
  /** PENALTY: the penalised player; an explicit null makes it a bench penalty */
  playerId?: string | number | null | undefined;
  /** GOAL: the scorer */
  scorerId?: string | number | null | undefined;
  /** PENALTY */
  severity?: PenaltySeverity | null | undefined;
};

/** The league rulebook's fines outside the §26 table; the amount comes from the rulebook (PINNIES: what they cost) */
export type FineKind =
  /** §16 "defaults a game without PROPER and ADEQUATE notice … will face a fine of $50.00" */
  | 'DEFAULT_WITHOUT_NOTICE'
  /** §12 "A $25.00 fine … that fails to submit their roster sheet at least 10 – 15 mins BEFORE their game" */
  | 'LATE_ROSTER_SHEET'
  /** §20 "Any lost, stolen, or damaged pinnies will be billed to the team rep … and this must be paid before the team plays again" */
  | 'PINNIES'
  /** §19 "A $25.00 fee must be submitted … If the appeal is won, then the $25.00 fee will be refunded" */
  | 'PROTEST_FEE'
  /** §16 "If a team defaults two (2) games in a season, then that team will be fined $100.00" */
  | 'SECOND_DEFAULT';

/** Where a game stands in its competition; ROUND_ROBIN and REGULAR_SEASON games count in the standings, the others are decided by a winner */
export type GameStage =
  /** A consolation game, for teams out of the main bracket: decided by a winner */
  | 'CONSOLATION'
  /** The final: decided by a winner */
  | 'FINAL'
  /** A league's playoff game: decided by a winner */
  | 'PLAYOFF'
  /** A quarterfinal: decided by a winner */
  | 'QUARTERFINAL'
  /** A league's regular-season game: counts in the standings */
  | 'REGULAR_SEASON'
  /** A tournament's round-robin game: counts in the standings */
  | 'ROUND_ROBIN'
  /** A semifinal: decided by a winner */
  | 'SEMIFINAL';

/** Where a game is in its life: scheduled, being played, or over */
export type GameStatus =
  /** Called off by an official; it counts nowhere */
  | 'CANCELLED'
  /** Over, its result decided on the ice (or entered from a paper sheet) */
  | 'FINAL'
  /** Over by forfeit, with the rulebook's forfeit score (R8) */
  | 'FORFEITED'
  /** Between periods (or before overtime or a shootout) */
  | 'INTERMISSION'
  /** Being played: a period under way */
  | 'IN_PROGRESS'
  /** Not started yet */
  | 'SCHEDULED';

/** Why a game ended before its end (league §18): the losing team, behind by more than ten, asked (the score stands, the points to the leader), or the referee stopped it (the officials then give the result) */
export type GameStopReason =
  /** The losing team, behind by more than ten, asked to stop: the score stands */
  | 'MERCY_REQUESTED_BY_LOSING_TEAM'
  /** The referee stopped the game: the officials give the result */
  | 'REFEREE_STOPPED';

/** A division's round robin over the venues and times given */
export type GenerateScheduleInput = {
  /** The division whose round robin is drawn. */
  divisionId: string | number;
  /** How long a game holds its teams and venue, in minutes; the rulebook's regulation time when left out */
  gameLengthMinutes?: number | null | undefined;
  /** Least time between the end of a team's game and its next, in minutes; none when left out */
  minRestMinutes?: number | null | undefined;
  /** ONCE: every pair meets once; TWICE: twice, once at each home */
  rounds: ScheduleRounds;
  /** The ice times to fill, each a start and a rink. */
  slots: Array<ScheduleSlotInput>;
  /** ROUND_ROBIN for a tournament, REGULAR_SEASON for a league, when left out */
  stage?: GameStage | null | undefined;
};

/** The strength a goal was scored at, derived when it was scored (the scorekeeper does not type it) */
export type GoalStrength =
  /** Into a net whose goalie was pulled (pullGoalie), or an empty net as recorded */
  | 'EMPTY_NET'
  /** Even strength */
  | 'EVEN'
  /** From a penalty shot */
  | 'PENALTY_SHOT'
  /** The scoring team had more players on the floor */
  | 'POWER_PLAY'
  /** The scoring team had fewer players on the floor */
  | 'SHORT_HANDED';

/** League §9: who may ask for an ID check on an opposing player */
export type IdCheckRequester =
  /** An assistant captain of the team */
  | 'ASSISTANT_CAPTAIN'
  /** The team's captain */
  | 'CAPTAIN'
  /** The team's coach */
  | 'COACH';

/** A competition's rink tablet cards (R82): a SCOREKEEPER token per game still to play */
export type IssueScorekeeperTokensInput = {
  /** The competition whose tablet cards are printed. */
  competitionId: string | number;
  /** Only this day's games (on the competition's calendar, R39); left out: every game still to play. Not with day */
  date?: string | null | undefined;
  /**
   * Only this day's games (YYYY-MM-DD on the competition's calendar, R39); left out: every game still to play
   * @deprecated Use date: the same day as a Date.
   */
  day?: string | null | undefined;
};

/** A league season: its §8 table of Tier 1 caps (004:22-31) */
export type LeagueSeason =
  /** The summer season's caps */
  | 'SUMMER'
  /** The winter season's caps */
  | 'WINTER';

/** An ADMIN dresses ineligible players anyway; the rulebook's consequence follows (Cole Harbour and league: the game is forfeited) */
export type LineupOverrideInput = {
  /** Why the official lets the lineup stand; kept in the game log. */
  reason: string;
};

/** logClockStart: the clock starts; in an intermission, the next period (or overtime) begins */
export type LogClockStartInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
};

/** logClockStop: the clock stops */
export type LogClockStopInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** The arena clock's reading (it is the authority); the server's running clock when left out */
  remainingMs?: number | null | undefined;
};

/** logCorrection: an official's correction of a finished game's goal or penalty (R83) */
export type LogCorrectionInput = {
  /** What changes; each field left out stays as recorded */
  correction: EventCorrectionInput;
  /** The game's id. */
  gameId: string | number;
  /** Why, in the official's words; kept in the audit trail. */
  reason: string;
  /** The GOAL or PENALTY entry to correct, by its seq */
  seq: number;
};

/** logFaceoff: the puck (ball) drops (G26) */
export type LogFaceoffInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
};

/** logFiveTwoRule: league (004:83) "5 minute – 2 minute" rule (G60) */
export type LogFiveTwoRuleInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
};

/** logForfeit: a team forfeits the game, recorded with the rulebook's forfeit score (R8) */
export type LogForfeitInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The id of the team that forfeits (the other is given the rulebook's forfeit score). */
  forfeitingTeamId: string | number;
  /** The game's id. */
  gameId: string | number;
  /** Why; required from an ADMIN correcting a certified game */
  reason?: string | null | undefined;
  /** League 004:56: the team defaulted without proper and adequate notice (a "no show"): fined $50 at its first default, $100 at any later one (R43) */
  withoutNotice?: boolean | null | undefined;
};

/** logGameEnd: the game ends, or stops before its end (league §18) */
export type LogGameEndInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** The game stopped before its end: the score stands (league §18) */
  reason?: GameStopReason | null | undefined;
};

/** logGameStart: puck-drop ready */
export type LogGameStartInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** Cole Harbour (000:65): who agreed to a start before the scheduled time, needed for one and kept with it; ignored when the start is not early (G61) */
  earlyStartAgreement?: string | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** ADMIN only: Cole Harbour (000:61): the official lets a team short of the minimum start, down to a goaltender and three skaters, with a reason (R33) */
  shortHandedAllowed?: ShortHandedAllowanceInput | null | undefined;
  /** Both teams agreed before the drop to start with fewer than the minimum (league §17: 6 in 5 on 5, 3 in 3 on 3) */
  shortHandedByAgreement?: boolean | null | undefined;
};

/** logGoaliePull: a team pulls its goalie for an extra attacker */
export type LogGoaliePullInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** The team that pulls its goalie */
  teamId: string | number;
};

/** logGoalieReturn: a team's pulled goalie is back in its net */
export type LogGoalieReturnInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** The team whose goalie is back */
  teamId: string | number;
};

/** logIdCheckReview: the league's ruling after the game on a player who had no ID at a check (league §9) */
export type LogIdCheckReviewInput = {
  /** The game's id. */
  gameId: string | number;
  /** True: the player was eligible and the result stands. False: the game is defaulted and the player suspended. */
  legal: boolean;
  /** The league's reasons, in its words; kept with the ruling in the game log. */
  reason: string;
  /** The ID_CHECK entry, by its seq */
  seq: number;
};

/** logLineup: the players a team dresses for a game, and its officials present, before the game starts (R21, R22) */
export type LogLineupInput = {
  /** Your id for this lineup: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** The team's officials present, by id, as the roster sheet lists them (league §12; a rep, coach or captain present answers for an illegal player, 004:5, R40) */
  officialIds?: Array<string | number> | null | undefined;
  /** ADMIN only: lets the lineup stand although it dresses ineligible players (R21), with the reason; refused from anyone else. */
  override?: LineupOverrideInput | null | undefined;
  /** The players the team dresses, by id: every one on its roster. */
  playerIds: Array<string | number>;
  /** The team's id: the game's home or away team. */
  teamId: string | number;
};

/** logPeriodEnd: the period under way ends */
export type LogPeriodEndInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
};

/** logShooters: a team's first shootout shooters (Cole Harbour 000:40, G31) */
export type LogShootersInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** The team's shooters, in shooting order, by player id. */
  shooterIds: Array<string | number>;
  /** The team that names them */
  teamId: string | number;
};

/** logShot: a shot on goal */
export type LogShotInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** The shooting team */
  teamId: string | number;
};

/** logTimeout: a team's timeout */
export type LogTimeoutInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** The team that calls it */
  teamId: string | number;
};

/** logVoid: cancels an entry of the game log with a new EVENT_VOIDED entry */
export type LogVoidInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** Why it is voided; kept with the EVENT_VOIDED entry in the game log. */
  reason: string;
  /** The entry to void, by its seq (a payload's event.seq) */
  seq: number;
};

/** A penalty's class; its minutes come from the competition's rulebook */
export type PenaltySeverity =
  /** Two minors served back to back */
  | 'DOUBLE_MINOR'
  /** A game misconduct: the player is out for the rest of the game */
  | 'GAME_MISCONDUCT'
  /** A gross misconduct: the player is out for the rest of the game */
  | 'GROSS_MISCONDUCT'
  /** A major penalty (5 minutes in most rulebooks), served in full */
  | 'MAJOR'
  /** A match penalty: the player is out for the rest of the game */
  | 'MATCH'
  /** A minor penalty (2 minutes in most rulebooks) */
  | 'MINOR'
  /** A misconduct (10 minutes in most rulebooks): the player sits, the team is not short-handed */
  | 'MISCONDUCT';

/** The highest level a player has played at: Cole Harbour (000:11) puts such a player in the A division (R34) */
export type PlayerExperience =
  /** College */
  | 'COLLEGE'
  /** Major junior */
  | 'MAJOR_JUNIOR'
  /** Professional hockey */
  | 'PRO'
  /** University */
  | 'UNIVERSITY';

/** A rostered player's position */
export type Position =
  /** A goalie */
  | 'GOALIE'
  /** A skater: forward or defence */
  | 'SKATER';

/** Why a log… mutation stored nothing: the caller's input, or the rule that refuses it. A closed set; `Problem.rule` names the ruling (docs/rulings.md) where one settles it */
export type ProblemCode =
  /** The assists are not allowed: more than two, the same player twice, the scorer himself, or a player in the box (G58) */
  | 'ASSISTS'
  /** A field of the input is malformed or out of bounds: `path` names it */
  | 'BAD_USER_INPUT'
  /** The game is certified: only an ADMIN corrects it, with a reason */
  | 'CERTIFIED'
  /** The clock is not where the event needs it (running, stopped, out of time), or the clock reading given is not this period's */
  | 'CLOCK'
  /** The input meets something stored (the same clientEventId for another kind of event): nothing was stored, and sending it again will not help. A write that only met another at the same moment is not a problem but a top-level CONFLICT error with extensions.retryable: send it again */
  | 'CONFLICT'
  /** A correction of a finished game's event the rules refuse (R83) */
  | 'CORRECTION'
  /** A start before the scheduled time without the agreement, or too early (G61) */
  | 'EARLY_START'
  /** The player was ejected from this game */
  | 'EJECTED'
  /** A player who may not play this game, with every reason (R21) */
  | 'ELIGIBILITY'
  /** League (004:83) "5 minute – 2 minute" rule not allowed now (G60) */
  | 'FIVE_TWO_RULE'
  /** The game may not end now: regulation not over, or a stop on request not allowed (G30) */
  | 'GAME_END'
  /** Not allowed where the game is now (not started, in an intermission, over) */
  | 'GAME_STATUS'
  /** The team's goalie is already pulled, or not pulled (G48) */
  | 'GOALIE'
  /** An ID check's rule: at a stoppage only, a player withheld, a check already ruled on (league §9) */
  | 'ID_CHECK'
  /** A late player who may no longer join the game (R51) */
  | 'LATE_PLAYER'
  /** A player not dressed for the game, dressed twice, or a lineup over or under the rulebook's limits (R22, R23, R33) */
  | 'LINEUP'
  /** A game, team, player or event the input names does not exist: `path` names the field */
  | 'NOT_FOUND'
  /** A penalty call the rulebook settles otherwise: a high stick (G55, G56, G57), a slide (R36), the Quick Penalty Rule (G40) */
  | 'PENALTY'
  /** A penalty shot the team is not owed, or by the wrong shooter (G28) */
  | 'PENALTY_SHOT'
  /** A paper result the rules refuse: its scores, its first goals' times (G41), its sheet (G50) */
  | 'RESULT'
  /** Another rule of the rulebook: the message says which */
  | 'RULE'
  /** The severity typed is not one the rulebook gives the infraction */
  | 'SEVERITY'
  /** Not allowed in or before the shootout: its order, its named shooters (G31) */
  | 'SHOOTOUT'
  /** The team named does not play this game */
  | 'TEAM'
  /** Overtime, a shootout or a tie the game's stage does not allow, or a result that does not decide it (R24, R25) */
  | 'TIED_GAME'
  /** A timeout the team does not have, or not at a stoppage (G14) */
  | 'TIMEOUT'
  /** An event that may not be voided: none at that seq, a void, the start, voided already, or one whose void breaks what follows (G17) */
  | 'VOID';

/** The discipline committee's ruling on a protest (league §19) */
export type ProtestOutcome =
  /** Dismissed: the fee stands */
  | 'LOST'
  /** Upheld: the fee is refunded, or waived while unpaid */
  | 'WON';

/** League §19: waiting for the discipline committee, or ruled */
export type ProtestStatus =
  /** Ruled: dismissed */
  | 'LOST'
  /** Waiting for the discipline committee */
  | 'PENDING'
  /** Ruled: upheld */
  | 'WON';

/** An entry on a league team's account (ADMIN; R70, R71) */
export type RecordAccountEntryInput = {
  /** In cents, 1 to 10000000 ($100000); a withdrawal has none */
  amountCents?: number | null | undefined;
  /** When it was paid, held, billed, given back, or the team withdrew (default: now; never in the future) */
  at?: string | null | undefined;
  /** What it is for (needed for a BILL), at most 200 characters */
  description?: string | null | undefined;
  /** What the money is: a fee, a refund, a bond, a bill, a withdrawal. */
  kind: AccountEntryKind;
  /** A BOND held from this player, or a BILL to him (on the team's roster); left out: the team's */
  playerId?: string | number | null | undefined;
  /** The team's id. */
  teamId: string | number;
};

/** An official's fine to a player, a team or a team official. */
export type RecordFineInput = {
  /** The amount in cents (at most 1000000); leave it out to take the amount the rulebook sets for kind */
  amountCents?: number | null | undefined;
  /** The competition the fine is given in. */
  competitionId: string | number;
  /** A league fine by kind (its amount from the rulebook); leave out to give an explicit amount. */
  kind?: FineKind | null | undefined;
  /** A player's fine: name the player (or teamId, not both) */
  playerId?: string | number | null | undefined;
  /** What it is for, in the official's words. */
  reason: string;
  /** A team's fine: name the team (or playerId, not both) */
  teamId?: string | number | null | undefined;
  /** League 004:8: a team official's own fine (alone: his team owns it, R40) */
  teamOfficialId?: string | number | null | undefined;
};

/** A goal, its scorer and assists. */
export type RecordGoalInput = {
  /** Up to two, in order (primary first) */
  assistIds?: Array<string | number> | null | undefined;
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The arena clock's reading at the goal; the server's running clock when left out */
  clockRemainingMs?: number | null | undefined;
  /** The goal went into an empty net: the strength becomes EMPTY_NET. Not needed when the other team's goalie is pulled (pullGoalie): the server knows it */
  emptyNet?: boolean | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** The scorer's player id. */
  scorerId: string | number;
  /** The scoring team */
  teamId: string | number;
};

/** A penalty to a player or a team bench. */
export type RecordPenaltyInput = {
  /** The referee judged it accidental: Cole Harbour's accidental high-sticking major brings no game misconduct, and an intentional high stick (false) is a major (000:97, G57); BHI: a high stick with blood is 4 minutes when accidental, 5 with intent (003:14, G55); league §26 "Major – accidental". Left out: the stricter reading */
  accidental?: boolean | null | undefined;
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The arena clock's reading when it was called; the server's clock when left out */
  clockRemainingMs?: number | null | undefined;
  /** The opponent fouled. League 3 on 3 (§26): he or she alone takes the penalty shots this penalty gives, unless visibly injured or a goalie (G28) */
  fouledPlayerId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** UPPER_SNAKE_CASE code, e.g. TRIPPING; case, spaces and hyphens are normalised */
  infraction: string;
  /** An opponent was injured: league §26 "Match penalty – injury", Cole Harbour's high stick, and BHI's high stick with blood (003:14, G55: left out, no blood). Left out: the stricter reading */
  injury?: boolean | null | undefined;
  /** Null for a bench penalty */
  playerId?: string | number | null | undefined;
  /** With slowToBoxOf: the substitute from his team ON THE FLOOR who serves the minor (G40) */
  servedById?: string | number | null | undefined;
  /** The penalty's class: its minutes come from the rulebook. */
  severity: PenaltySeverity;
  /** League 5 on 5 Quick Penalty Rule (§25, G40): the referee's call that the penalised player did not reach the box within 30 seconds of his penalty at this seq. This penalty is then his delay-of-game minor (MINOR, DELAY_OF_GAME), served by servedById; the clock stops if it runs */
  slowToBoxOf?: number | null | undefined;
  /** The penalised team */
  teamId: string | number;
};

/** A game kept on paper: its final score and how it was decided */
export type RecordResultInput = {
  /** The away players the scoresheet lists as dressed */
  awayDressed?: Array<string | number> | null | undefined;
  /** When the away team's first goal came (R5, G41) */
  awayFirstGoal?: ScoresheetTimeInput | null | undefined;
  /** Goals of the away team. */
  awayScore: number;
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** REGULATION, OVERTIME or SHOOTOUT (a forfeit is forfeitGame) */
  decision: Decision;
  /** The game's id. */
  gameId: string | number;
  /** The home players the scoresheet lists as dressed: they played the game (eligibility's games-played rules), as a live game's lineup does */
  homeDressed?: Array<string | number> | null | undefined;
  /** When the home team's first goal came, as the scoresheet times it: Cole Harbour's last tie-breaker reads it (R5, G41). Left out: not known (a live game's log still gives its own) */
  homeFirstGoal?: ScoresheetTimeInput | null | undefined;
  /** Goals of the home team. */
  homeScore: number;
  /** ADMIN only: records the sheet although it dressed ineligible players, as setLineup's override does; the rulebook's consequence follows (Cole Harbour 000:9: the game forfeited; league 004:5, 004:8: the game defaulted and the player suspended further, R40) (G50) */
  override?: LineupOverrideInput | null | undefined;
  /** Why: required when it corrects a final result */
  reason?: string | null | undefined;
  /** ADMIN only: Cole Harbour (000:61) "Special circumstances … may be reviewed by the Tournament Official": the official let a team short of the minimum play, down to a goaltender and three skaters, as startGame's allowance; needs the team's dressed list (R33, G50) */
  shortHandedAllowed?: ShortHandedAllowanceInput | null | undefined;
  /** League §17 (004:58, R23): both teams agreed before the drop that a team with fewer than the minimum would play; the dressed lists are then checked against the smaller minimum (G50) */
  shortHandedByAgreement?: boolean | null | undefined;
};

/** What a bearer token may do. */
export type Role =
  /** An official of the competitions: may do everything, and passes every role check */
  | 'ADMIN'
  /** Acts for its teams: lineups, protests, sheet signatures, and reads the teams' private records */
  | 'COACH'
  /** Scores the games of its scopes: one game, or every game of a competition */
  | 'SCOREKEEPER';

/** Values that replace the preset's for one competition; each is checked against its limits. */
export type RulesOverridesInput = {
  /** Penalties of any kind in one game that eject a player */
  ejectAfterPenalties?: number | null | undefined;
  /** The winner's score in a forfeit (the loser's is 0) */
  forfeitGoals?: number | null | undefined;
  /** League: SUMMER applies the summer season's Tier 1 caps (004:27-31) in place of the winter's (R44) */
  leagueSeason?: LeagueSeason | null | undefined;
  /** Minimum age on the game day */
  minimumAge?: number | null | undefined;
  /** Length of a regulation period */
  periodMinutes?: number | null | undefined;
  /** League 004:13: players must have a registration form on record (recordRegistration) before they play (R42) */
  registrationRequired?: boolean | null | undefined;
  /** How many regulation periods a game has. */
  regulationPeriods?: number | null | undefined;
  /** The competition's own tie-breaker chain for teams level on points, in order, in place of its preset's */
  tiebreakers?: Array<TiebreakCriterion> | null | undefined;
  /** Players must have signed the safety waiver before a game (Cole Harbour's preset: true) */
  waiverRequired?: boolean | null | undefined;
};

/** The rulebook a competition plays by. */
export type RulesetPreset =
  /** BHI 5 on 5: a ball-hockey tournament */
  | 'BHI_5ON5'
  /** The Cole Harbour Classic: an adult ice-hockey tournament, round robin then semifinals and finals */
  | 'COLE_HARBOUR_CLASSIC'
  /** IIHF ice-hockey rules */
  | 'IIHF'
  /** NHL ice-hockey rules */
  | 'NHL'
  /** The winter ball-hockey league, played 3 on 3 (penalties become penalty shots) */
  | 'WINTER_LEAGUE_3ON3'
  /** The winter ball-hockey league, played 5 on 5 */
  | 'WINTER_LEAGUE_5ON5';

/** How many times each pair of teams meets in a generated round-robin schedule */
export type ScheduleRounds =
  /** Each pair of teams plays once */
  | 'ONCE'
  /** Each pair of teams plays twice, home and away */
  | 'TWICE';

/** A venue and a start time a game may use */
export type ScheduleSlotInput = {
  /** The ice time's start (ISO 8601 date and time). */
  startsAt: string;
  /** The rink. */
  venue: string;
};

/** A moment of a game as the scoresheet writes it: the period (1, 2, …; overtime continues the count) and the clock's reading then (ms left in the period) */
export type ScoresheetTimeInput = {
  /** The clock's reading at the goal, ms left in the period */
  clockRemainingMs: number;
  /** The period, from 1. */
  period: number;
};

/** An official's suspension of a player or a team official. */
export type SetSuspensionInput = {
  /** The competition the suspension is in. */
  competitionId: string | number;
  /** GAMES: how many (1 to 100; longer is REST_OF_COMPETITION, INDEFINITE or LIFE) */
  games?: number | null | undefined;
  /** How long: a number of games, the rest of the competition, indefinite, or life. */
  kind: SuspensionKind;
  /** The player suspended (or teamOfficialId, not both) */
  playerId?: string | number | null | undefined;
  /** Why, in the official's words (private to the officials and the player's coaches). */
  reason: string;
  /** League 004:5, :8: the team rep, coach or captain suspended (or playerId, not both; R40) */
  teamOfficialId?: string | number | null | undefined;
};

/** Where a sheet's lineup comes from */
export type SheetLineupSource =
  /** Who the game's log dressed: the lineup at the drop with the late arrivals, or a paper scoresheet's dressed players */
  | 'DRESSED'
  /** A game not started: the lineup the team posted */
  | 'POSTED'
  /** Neither: the roster as it stood at certification, or as it stands now */
  | 'ROSTER';

/** One shootout attempt. */
export type ShootoutAttemptInput = {
  /** Your id for this event: a retry with the same id answers the first result and stores nothing. */
  clientEventId?: string | number | null | undefined;
  /** The game's id. */
  gameId: string | number;
  /** True when the attempt went in. */
  scored: boolean;
  /** The shooter's player id. */
  shooterId: string | number;
  /** The shooter's team */
  teamId: string | number;
};

/** Cole Harbour (000:61): the Tournament Official lets a team short of the minimum (six skaters and a goaltender) start, with a reason kept with the game (R33) */
export type ShortHandedAllowanceInput = {
  /** The official's reason; shown to ADMINs and the coaches of the teams named */
  reason: string;
  /** The team, or both, allowed to start short */
  teamIds: Array<string | number>;
};

/** A signature on a game sheet (R57) */
export type SignGameSheetInput = {
  /** The signer's name, as he writes it */
  name: string;
  /** A coach's role at the tablet: his team's PIN, 4 to 8 digits, set at the desk (R80) */
  pin?: string | null | undefined;
  /** Whose signature: the referee's or a coach's. */
  role: SignOffRole;
};

/** Who signs a game sheet (R57) */
export type SignOffRole =
  /** The away team's coach */
  | 'AWAY_COACH'
  /** The home team's coach */
  | 'HOME_COACH'
  /** The game's referee */
  | 'REFEREE';

/** How a signature was given (R80) */
export type SignOffWay =
  /** A coach, with his own team's COACH token */
  | 'COACH_TOKEN'
  /** An official at the desk, typing a paper sheet's signature */
  | 'DESK'
  /** A coach at the tablet (or the desk), with his team's PIN */
  | 'PIN'
  /** The referee, at the rink's tablet */
  | 'TABLET';

/** GAMES counts down as the team completes games (R18); the others never do */
export type SuspensionKind =
  /** A number of games, served as the team completes games (R18) */
  | 'GAMES'
  /** Until an official lifts it */
  | 'INDEFINITE'
  /** For life */
  | 'LIFE'
  /** The rest of the competition */
  | 'REST_OF_COMPETITION';

/** A team official to sign. */
export type TeamOfficialInput = {
  /** His name. */
  name: string;
  /** His part. */
  role: TeamOfficialRole;
};

/** A team official's part: one of each at most per team (league §11; 004:5, R40) */
export type TeamOfficialRole =
  /** The team's captain */
  | 'CAPTAIN'
  /** The team's coach */
  | 'COACH'
  /** The team's manager */
  | 'MANAGER'
  /** The team's representative with the league */
  | 'REPRESENTATIVE'
  /** The team's trainer */
  | 'TRAINER';

/** A tie-breaker step (standings' `tiebreak` names the one that separated two rows); a competition may set its own chain of them (rules.tiebreakers) */
export type TiebreakCriterion =
  /** The team with won the coin toss ranks higher */
  | 'COIN_TOSS'
  /** The team with fewer goals against ranks higher */
  | 'FEWEST_GOALS_AGAINST'
  /** The team with scored its first goal of the competition earlier ranks higher */
  | 'FIRST_GOAL_TIME'
  /** The team with more goals for ranks higher */
  | 'GOALS_FOR'
  /** The team with better goal difference ranks higher */
  | 'GOAL_DIFFERENCE'
  /** The team with more points in the games between the tied teams ranks higher */
  | 'HEAD_TO_HEAD'
  /** The team with more goals in the games between the tied teams ranks higher */
  | 'HEAD_TO_HEAD_GOALS_FOR'
  /** The team with better goal difference in the games between the tied teams ranks higher */
  | 'HEAD_TO_HEAD_GOAL_DIFFERENCE'
  /** The team with fewer penalty minutes, or fewer penalties where the rulebook counts them (BHI) ranks higher */
  | 'LEAST_PENALIZED'
  /** The team with more wins ranks higher */
  | 'MOST_WINS'
  /** The team with higher points percentage (fewer games played) ranks higher */
  | 'POINTS_PERCENTAGE'
  /** The team with more wins in regulation or overtime (shootouts aside) ranks higher */
  | 'REGULATION_AND_OVERTIME_WINS'
  /** The team with more regulation wins ranks higher */
  | 'REGULATION_WINS'
  /** The team with better results against the best-ranked team outside the tie ranks higher */
  | 'RESULTS_AGAINST_BEST_OUTSIDE';

/** A correction of a competition: only the fields given change. Kind, preset, rules, time zone and season dates shape results: refused once a game has started (R59) */
export type UpdateCompetitionInput = {
  /** null clears it */
  additionCutoff?: string | null | undefined;
  /** The new kind; unchanged when left out. */
  kind?: CompetitionKind | null | undefined;
  /** The new name; unchanged when left out. */
  name?: string | null | undefined;
  /** The new rulebook; unchanged when left out. */
  preset?: RulesetPreset | null | undefined;
  /** Why: kept in the audit trail */
  reason?: string | null | undefined;
  /** Each value given replaces the stored one; a value given as null goes back to the preset's */
  rules?: RulesOverridesInput | null | undefined;
  /** null clears it */
  seasonStartsAt?: string | null | undefined;
  /** The IANA time zone its dates are read in, e.g. America/Halifax; unchanged when left out. */
  timeZone?: string | null | undefined;
};

/** A correction of a division: only the fields given change. Rating and category shape its rosters: refused once its schedule is drawn (R60); null clears them */
export type UpdateDivisionInput = {
  /** null: an open division */
  category?: DivisionCategory | null | undefined;
  /** The new name; unchanged when left out. */
  name?: string | null | undefined;
  /** BHI's division rating or a league tier; null: none */
  rating?: string | null | undefined;
  /** Why: kept in the audit trail */
  reason?: string | null | undefined;
};

/** A correction of a player: only the fields given change. A new birth date re-checks the age rule for his teams' next games, the verdicts kept in the audit trail (R62) */
export type UpdatePlayerInput = {
  /**
   * The new birth date, YYYY-MM-DD; unchanged when left out. Not with born.
   * @deprecated Use born: the same day as a Date.
   */
  birthDate?: string | null | undefined;
  /** The new birth date; unchanged when left out. Not with birthDate. */
  born?: string | null | undefined;
  /** null: none */
  experienceLevel?: PlayerExperience | null | undefined;
  /** The new name; unchanged when left out. */
  name?: string | null | undefined;
  /** The league's player ranking tier; null: not ranked */
  rankingTier?: number | null | undefined;
  /** Why: kept in the audit trail */
  reason?: string | null | undefined;
  /** Whether the safety waiver is signed; unchanged when left out. */
  waiverSigned?: boolean | null | undefined;
};

/** A correction of a roster entry (R50): a new jersey number, a new position, or both; or its safety waiver marked (R84) */
export type UpdateRosterEntryInput = {
  /** Cole Harbour: the Tournament Official's clearance of a change after the schedule is drawn (who cleared it, and why) */
  clearance?: string | null | undefined;
  /** The new jersey number, 0 to 99; unchanged when left out. */
  number?: number | null | undefined;
  /** The new position; unchanged when left out. */
  position?: Position | null | undefined;
  /** The safety waiver for this team's competition, signed at the desk (R84): an ADMIN only; not a roster change (no clearance needed) */
  waiverSigned?: boolean | null | undefined;
};

/** A correction of a team: its name, shown at once on every open page of its games */
export type UpdateTeamInput = {
  /** The new name; unchanged when left out. */
  name?: string | null | undefined;
  /** Why: kept in the audit trail */
  reason?: string | null | undefined;
  /** The scoreboard's short name, at most 12 characters; "" clears it (derived from the name again) */
  shortName?: string | null | undefined;
};

/** PENDING: not yet delivered, to be tried (again); DELIVERED: a 2xx answer; FAILED: every attempt failed */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx */
  | 'DELIVERED'
  /** Every attempt failed; no more are made */
  | 'FAILED'
  /** Not yet delivered: to be tried (again) */
  | 'PENDING';

/** What a webhook receives; each message's `type` names it (GAME_STARTED: game.started, GOAL: game.goal, PENALTY: game.penalty, GAME_FINAL: game.final, GAME_CERTIFIED: game.certified, STANDINGS_CHANGED: standings.changed, SUSPENSION_CHANGED: suspension.changed) */
export type WebhookEvent =
  /** A game's result was certified */
  | 'GAME_CERTIFIED'
  /** A game ended (final or forfeited) */
  | 'GAME_FINAL'
  /** A game started */
  | 'GAME_STARTED'
  /** A goal was recorded */
  | 'GOAL'
  /** A penalty was recorded */
  | 'PENALTY'
  /** A division's standings changed */
  | 'STANDINGS_CHANGED'
  /** A suspension was set, adjusted, lifted or carried over */
  | 'SUSPENSION_CHANGED';

export type BracketViewFragment = { playoffFormat: BracketFormat, seeds: Array<{ id: string, name: string }>, slots: Array<{ key: string, label: string, round: number, stage: GameStage, walkover: boolean, homeSource: { seed: number | null, winnerOf: string | null, loserOf: string | null }, awaySource: { seed: number | null, winnerOf: string | null, loserOf: string | null }, home: { id: string, name: string, shortName: string } | null, away: { id: string, name: string, shortName: string } | null, winner: { id: string, name: string } | null, game: { id: string, status: GameStatus, homeScore: number, awayScore: number, decision: Decision | null, startsAt: string } | null }> };

export type BracketDivisionQueryVariables = Exact<{
  divisionId: string | number;
}>;


export type BracketDivisionQuery = { division: { id: string, name: string, competition: { id: string, name: string } } | null, bracket: { playoffFormat: BracketFormat, seeds: Array<{ id: string, name: string }>, slots: Array<{ key: string, label: string, round: number, stage: GameStage, walkover: boolean, homeSource: { seed: number | null, winnerOf: string | null, loserOf: string | null }, awaySource: { seed: number | null, winnerOf: string | null, loserOf: string | null }, home: { id: string, name: string, shortName: string } | null, away: { id: string, name: string, shortName: string } | null, winner: { id: string, name: string } | null, game: { id: string, status: GameStatus, homeScore: number, awayScore: number, decision: Decision | null, startsAt: string } | null }> } | null };

export type BracketFeedSubscriptionVariables = Exact<{
  divisionId: string | number;
}>;


export type BracketFeedSubscription = { bracketUpdated: { playoffFormat: BracketFormat, seeds: Array<{ id: string, name: string }>, slots: Array<{ key: string, label: string, round: number, stage: GameStage, walkover: boolean, homeSource: { seed: number | null, winnerOf: string | null, loserOf: string | null }, awaySource: { seed: number | null, winnerOf: string | null, loserOf: string | null }, home: { id: string, name: string, shortName: string } | null, away: { id: string, name: string, shortName: string } | null, winner: { id: string, name: string } | null, game: { id: string, status: GameStatus, homeScore: number, awayScore: number, decision: Decision | null, startsAt: string } | null }> } | null };

export type BracketGameFeedSubscriptionVariables = Exact<{
  gameId: string | number;
}>;


export type BracketGameFeedSubscription = { scoreboardUpdated: { gameId: string, seq: number, status: GameStatus, periodLabel: string, decision: Decision | null, home: { score: number }, away: { score: number } } };

export type CoachTeamQueryVariables = Exact<{
  teamId: string | number;
}>;


export type CoachTeamQuery = { team: { id: string, name: string, division: { id: string, name: string, competition: { id: string, name: string, preset: RulesetPreset } }, officials: Array<{ id: string, name: string, role: TeamOfficialRole }>, roster: Array<{ number: number, position: Position, player: { id: string, name: string } }>, nextGame: { id: string, startsAt: string, venue: string | null, stage: GameStage, status: GameStatus, home: { id: string, name: string }, away: { id: string, name: string }, officials: Array<{ present: boolean, suspended: boolean, official: { id: string, name: string, role: TeamOfficialRole }, team: { id: string } }>, postedLineup: { postedAt: string, startable: boolean, players: Array<{ eligible: boolean, player: { id: string } }> } | null } | null, eligibility: { game: { id: string }, players: Array<{ eligible: boolean, player: { id: string }, reasons: Array<{ code: string, message: string, rule: string }> }> } | null, activeSuspensions: Array<{ id: string, kind: SuspensionKind, games: number | null, gamesServed: number, gamesRemaining: number | null, reason: string | null, rule: string | null, player: { id: string, name: string } | null, teamOfficial: { id: string, name: string, role: TeamOfficialRole } | null }>, unpaidFines: Array<{ id: string, amountCents: number, reason: string, rule: string | null, kind: FineKind | null, player: { id: string, name: string } | null, team: { id: string, name: string } | null }> | null, account: { feesPaidCents: number, refundedCents: number, retainedCents: number, refundableCents: number, withdrawnAt: string | null, billsOwedCents: number, finesOwedCents: number, bonds: Array<{ heldCents: number, deductedCents: number, returnCents: number, returnedAt: string | null, entry: { id: string }, player: { name: string } | null }>, entries: Array<{ id: string, kind: AccountEntryKind, amountCents: number, description: string | null, at: string, paidAt: string | null, player: { name: string } | null }> } | null, games: Array<{ id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, homeScore: number, awayScore: number, decision: Decision | null, certifiedAt: string | null, home: { id: string, name: string }, away: { id: string, name: string }, log: { edges: Array<{ node:
            | { __typename: 'ClockStartedEntry' }
            | { __typename: 'ClockStoppedEntry' }
            | { __typename: 'EventCorrectedEntry' }
            | { __typename: 'EventVoidedEntry' }
            | { __typename: 'FaceoffEntry' }
            | { __typename: 'FiveTwoRuleEntry' }
            | { __typename: 'ForfeitEntry' }
            | { __typename: 'GameEndedEntry' }
            | { __typename: 'GameStartedEntry' }
            | { __typename: 'GoalEntry' }
            | { __typename: 'GoaliePulledEntry' }
            | { __typename: 'GoalieReturnedEntry' }
            | { __typename: 'IdCheckEntry' }
            | { __typename: 'IdCheckReviewedEntry' }
            | { __typename: 'IdProducedEntry' }
            | { __typename: 'LatePlayerAddedEntry' }
            | { __typename: 'LineupSetEntry' }
            | { __typename: 'PenaltyEntry' }
            | { __typename: 'PenaltyShotEntry' }
            | { __typename: 'PeriodEndedEntry' }
            | { __typename: 'ResultRecordedEntry' }
            | { __typename: 'ShootersNamedEntry' }
            | { __typename: 'ShootoutAttemptEntry' }
            | { __typename: 'ShotEntry' }
            | { __typename: 'TimeoutEntry' }
           }> }, signOffs: Array<{ role: SignOffRole, name: string, seq: number }>, scoreboard: { seq: number } }> } | null };

export type CoachStatsQueryVariables = Exact<{
  divisionId: string | number;
}>;


export type CoachStatsQuery = { standings: { rows: Array<{ rank: number, gamesPlayed: number, wins: number, losses: number, ties: number, overtimeLosses: number, points: number, goalsFor: number, goalsAgainst: number, goalDifference: number, penaltyMinutes: number, team: { id: string } }> }, playerStats: Array<{ gamesPlayed: number, goals: number, assists: number, points: number, penaltyMinutes: number, powerPlayGoals: number, team: { id: string }, player: { id: string, name: string } }> };

export type CoachSignGameSheetMutationVariables = Exact<{
  gameId: string | number;
  input: SignGameSheetInput;
}>;


export type CoachSignGameSheetMutation = { signGameSheet: { id: string, signOffs: Array<{ role: SignOffRole, name: string, seq: number, way: SignOffWay | null }> } };

export type CoachLogLineupMutationVariables = Exact<{
  input: LogLineupInput;
}>;


export type CoachLogLineupMutation = { logLineup: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleTeamFragment = { id: string, name: string, roster: Array<{ number: number, position: Position, player: { id: string, name: string } }> };

export type ConsoleGameQueryVariables = Exact<{
  gameId: string | number;
}>;


export type ConsoleGameQuery = { game: { id: string, stage: GameStage, status: GameStatus, startsAt: string, blockEndsAt: string | null, venue: string | null, home: { id: string, name: string, eligibility: { players: Array<{ eligible: boolean, player: { id: string } }> } | null, roster: Array<{ number: number, position: Position, player: { id: string, name: string } }> }, away: { id: string, name: string, eligibility: { players: Array<{ eligible: boolean, player: { id: string } }> } | null, roster: Array<{ number: number, position: Position, player: { id: string, name: string } }> }, division: { id: string, name: string, competition: { id: string, name: string, preset: RulesetPreset, rules: { regulationPeriods: number | null, periodMinutes: number | null } | null } } } | null };

export type ConsoleBoardSubscriptionVariables = Exact<{
  gameId: string | number;
}>;


export type ConsoleBoardSubscription = { scoreboardUpdated: { gameId: string, seq: number, status: GameStatus, period: number, periodLabel: string, decision: Decision | null, clock: { running: boolean, remainingMs: number, asOf: string, mode: ClockMode }, home: { score: number, shots: number, skatersOnIce: number, timeoutsLeft: number, penaltyMinutes: number, penaltyShotsPending: number, netEmpty: boolean, team: { id: string, name: string, shortName: string } }, away: { score: number, shots: number, skatersOnIce: number, timeoutsLeft: number, penaltyMinutes: number, penaltyShotsPending: number, netEmpty: boolean, team: { id: string, name: string, shortName: string } }, penalties: Array<{ seq: number, severity: PenaltySeverity, minutes: number, remainingMs: number, running: boolean, number: number | null, team: { id: string }, player: { id: string, name: string } | null }>, shootout: { home: { attempts: number, goals: number }, away: { attempts: number, goals: number } } | null } };

export type ConsoleEventsSubscriptionVariables = Exact<{
  gameId: string | number;
  afterSeq?: number | null | undefined;
}>;


export type ConsoleEventsSubscription = { gameLog:
    | { __typename: 'ClockStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
    | { __typename: 'ClockStoppedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
    | { __typename: 'EventCorrectedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
    | { __typename: 'EventVoidedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
    | { __typename: 'FaceoffEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
    | { __typename: 'FiveTwoRuleEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
    | { __typename: 'ForfeitEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, forfeitReason: string | null, forfeitingTeam: { id: string, name: string } }
    | { __typename: 'GameEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
    | { __typename: 'GameStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
    | { __typename: 'GoalEntry', strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, scorer: { id: string, name: string }, assists: Array<{ id: string, name: string }> }
    | { __typename: 'GoaliePulledEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
    | { __typename: 'GoalieReturnedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
    | { __typename: 'IdCheckEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
    | { __typename: 'IdCheckReviewedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
    | { __typename: 'IdProducedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, player: { id: string, name: string } }
    | { __typename: 'LatePlayerAddedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
    | { __typename: 'LineupSetEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
    | { __typename: 'PenaltyEntry', severity: PenaltySeverity, infraction: string, minutes: number | null, recordedMinutes: number | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, penaltyReason: string | null, team: { id: string, name: string }, penalized: { id: string, name: string } | null, servedBy: { id: string, name: string } | null }
    | { __typename: 'PenaltyShotEntry', scored: boolean, strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
    | { __typename: 'PeriodEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
    | { __typename: 'ResultRecordedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, resultReason: string | null }
    | { __typename: 'ShootersNamedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
    | { __typename: 'ShootoutAttemptEntry', scored: boolean, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
    | { __typename: 'ShotEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
    | { __typename: 'TimeoutEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
   };

export type ConsoleStartGameMutationVariables = Exact<{
  input: LogGameStartInput;
}>;


export type ConsoleStartGameMutation = { logGameStart: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleStartClockMutationVariables = Exact<{
  input: LogClockStartInput;
}>;


export type ConsoleStartClockMutation = { logClockStart: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleStopClockMutationVariables = Exact<{
  input: LogClockStopInput;
}>;


export type ConsoleStopClockMutation = { logClockStop: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleFaceoffMutationVariables = Exact<{
  input: LogFaceoffInput;
}>;


export type ConsoleFaceoffMutation = { logFaceoff: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleGoalMutationVariables = Exact<{
  input: RecordGoalInput;
}>;


export type ConsoleGoalMutation = { logGoal: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsolePenaltyMutationVariables = Exact<{
  input: RecordPenaltyInput;
}>;


export type ConsolePenaltyMutation = { logPenalty: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleShotMutationVariables = Exact<{
  input: LogShotInput;
}>;


export type ConsoleShotMutation = { logShot: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleTimeoutMutationVariables = Exact<{
  input: LogTimeoutInput;
}>;


export type ConsoleTimeoutMutation = { logTimeout: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsolePullGoalieMutationVariables = Exact<{
  input: LogGoaliePullInput;
}>;


export type ConsolePullGoalieMutation = { logGoaliePull: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleReturnGoalieMutationVariables = Exact<{
  input: LogGoalieReturnInput;
}>;


export type ConsoleReturnGoalieMutation = { logGoalieReturn: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleShootoutMutationVariables = Exact<{
  input: ShootoutAttemptInput;
}>;


export type ConsoleShootoutMutation = { logShootoutAttempt: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleNameShootersMutationVariables = Exact<{
  input: LogShootersInput;
}>;


export type ConsoleNameShootersMutation = { logShooters: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleEndPeriodMutationVariables = Exact<{
  input: LogPeriodEndInput;
}>;


export type ConsoleEndPeriodMutation = { logPeriodEnd: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleEndGameMutationVariables = Exact<{
  input: LogGameEndInput;
}>;


export type ConsoleEndGameMutation = { logGameEnd: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleVoidMutationVariables = Exact<{
  input: LogVoidInput;
}>;


export type ConsoleVoidMutation = { logVoid: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleFiveTwoMutationVariables = Exact<{
  input: LogFiveTwoRuleInput;
}>;


export type ConsoleFiveTwoMutation = { logFiveTwoRule: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type ConsoleGamesToScoreQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleGamesToScoreQuery = { gamesToScore: Array<{ id: string, startsAt: string, venue: string | null, status: GameStatus, home: { name: string }, away: { name: string }, division: { competition: { timeZone: string } } }> };

export type ConsoleSignOffsQueryVariables = Exact<{
  gameId: string | number;
}>;


export type ConsoleSignOffsQuery = { game: { id: string, status: GameStatus, certifiedAt: string | null, scoreboard: { seq: number }, signOffs: Array<{ role: SignOffRole, name: string, seq: number, way: SignOffWay | null }> } | null };

export type ConsoleSignGameSheetMutationVariables = Exact<{
  gameId: string | number;
  input: SignGameSheetInput;
}>;


export type ConsoleSignGameSheetMutation = { signGameSheet: { id: string, signOffs: Array<{ role: SignOffRole, name: string, seq: number, way: SignOffWay | null }> } };

export type DeskGameQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskGameQuery = { game: { id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, homeScore: number, awayScore: number, decision: Decision | null, certifiedAt: string | null, certifiedBy: string | null, division: { id: string, name: string, competition: { id: string, name: string, timeZone: string, preset: RulesetPreset, rules: { regulationPeriods: number | null } | null } }, home: { id: string, name: string, roster: Array<{ id: string, number: number, position: Position, player: { id: string, name: string } }>, eligibility: { players: Array<{ eligible: boolean, player: { id: string }, reasons: Array<{ message: string }> }> } | null }, away: { id: string, name: string, roster: Array<{ id: string, number: number, position: Position, player: { id: string, name: string } }>, eligibility: { players: Array<{ eligible: boolean, player: { id: string }, reasons: Array<{ message: string }> }> } | null }, crew: Array<{ role: CrewRole, name: string }>, signOffs: Array<{ role: SignOffRole, name: string, signedAt: string, seq: number, recordedBy: string | null }>, scoreboard: { seq: number }, log: { edges: Array<{ node:
          | { __typename: 'ClockStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ClockStoppedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'EventCorrectedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'EventVoidedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'FaceoffEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'FiveTwoRuleEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ForfeitEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, forfeitReason: string | null, forfeitingTeam: { id: string, name: string } }
          | { __typename: 'GameEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'GameStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'GoalEntry', strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, scorer: { id: string, name: string }, assists: Array<{ id: string, name: string }> }
          | { __typename: 'GoaliePulledEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'GoalieReturnedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'IdCheckEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
          | { __typename: 'IdCheckReviewedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'IdProducedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, player: { id: string, name: string } }
          | { __typename: 'LatePlayerAddedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
          | { __typename: 'LineupSetEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'PenaltyEntry', severity: PenaltySeverity, infraction: string, minutes: number | null, recordedMinutes: number | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, penaltyReason: string | null, team: { id: string, name: string }, penalized: { id: string, name: string } | null, servedBy: { id: string, name: string } | null }
          | { __typename: 'PenaltyShotEntry', scored: boolean, strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
          | { __typename: 'PeriodEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ResultRecordedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, resultReason: string | null }
          | { __typename: 'ShootersNamedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'ShootoutAttemptEntry', scored: boolean, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
          | { __typename: 'ShotEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'TimeoutEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
         }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type DeskGameEventsQueryVariables = Exact<{
  id: string | number;
  after: string;
}>;


export type DeskGameEventsQuery = { game: { id: string, log: { edges: Array<{ node:
          | { __typename: 'ClockStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ClockStoppedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'EventCorrectedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'EventVoidedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'FaceoffEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'FiveTwoRuleEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ForfeitEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, forfeitReason: string | null, forfeitingTeam: { id: string, name: string } }
          | { __typename: 'GameEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'GameStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'GoalEntry', strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, scorer: { id: string, name: string }, assists: Array<{ id: string, name: string }> }
          | { __typename: 'GoaliePulledEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'GoalieReturnedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'IdCheckEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
          | { __typename: 'IdCheckReviewedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'IdProducedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, player: { id: string, name: string } }
          | { __typename: 'LatePlayerAddedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
          | { __typename: 'LineupSetEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'PenaltyEntry', severity: PenaltySeverity, infraction: string, minutes: number | null, recordedMinutes: number | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, penaltyReason: string | null, team: { id: string, name: string }, penalized: { id: string, name: string } | null, servedBy: { id: string, name: string } | null }
          | { __typename: 'PenaltyShotEntry', scored: boolean, strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
          | { __typename: 'PeriodEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ResultRecordedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, resultReason: string | null }
          | { __typename: 'ShootersNamedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'ShootoutAttemptEntry', scored: boolean, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
          | { __typename: 'ShotEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'TimeoutEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
         }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type DeskGameLogFragment = { edges: Array<{ node:
      | { __typename: 'ClockStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'ClockStoppedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'EventCorrectedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'EventVoidedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'FaceoffEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'FiveTwoRuleEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'ForfeitEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, forfeitReason: string | null, forfeitingTeam: { id: string, name: string } }
      | { __typename: 'GameEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'GameStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'GoalEntry', strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, scorer: { id: string, name: string }, assists: Array<{ id: string, name: string }> }
      | { __typename: 'GoaliePulledEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
      | { __typename: 'GoalieReturnedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
      | { __typename: 'IdCheckEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
      | { __typename: 'IdCheckReviewedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'IdProducedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, player: { id: string, name: string } }
      | { __typename: 'LatePlayerAddedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
      | { __typename: 'LineupSetEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
      | { __typename: 'PenaltyEntry', severity: PenaltySeverity, infraction: string, minutes: number | null, recordedMinutes: number | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, penaltyReason: string | null, team: { id: string, name: string }, penalized: { id: string, name: string } | null, servedBy: { id: string, name: string } | null }
      | { __typename: 'PenaltyShotEntry', scored: boolean, strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
      | { __typename: 'PeriodEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'ResultRecordedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, resultReason: string | null }
      | { __typename: 'ShootersNamedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
      | { __typename: 'ShootoutAttemptEntry', scored: boolean, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
      | { __typename: 'ShotEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
      | { __typename: 'TimeoutEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
     }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } };

export type DeskGameLineupsQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskGameLineupsQuery = { game: { id: string, sheetLineups: { home: { source: SheetLineupSource, players: Array<{ number: number, position: Position, player: { id: string, name: string } }> }, away: { source: SheetLineupSource, players: Array<{ number: number, position: Position, player: { id: string, name: string } }> } } } | null };

export type DeskGameAuditQueryVariables = Exact<{
  competitionId: string | number;
  gameId: string | number;
}>;


export type DeskGameAuditQuery = { auditTrail: { edges: Array<{ node: { id: string, action: AuditAction, entityType: AuditEntity, entityId: string, at: string, reason: string | null, actor: { name: string }, changes: Array<{ field: string, before: string | null, after: string | null }> } }> } };

export type DeskGameTeamFragment = { id: string, name: string, roster: Array<{ id: string, number: number, position: Position, player: { id: string, name: string } }>, eligibility: { players: Array<{ eligible: boolean, player: { id: string }, reasons: Array<{ message: string }> }> } | null };

export type DeskSetGameCrewMutationVariables = Exact<{
  gameId: string | number;
  crew: Array<CrewMemberInput> | CrewMemberInput;
}>;


export type DeskSetGameCrewMutation = { setGameCrew: { id: string, crew: Array<{ role: CrewRole, name: string }> } };

export type DeskSignGameSheetMutationVariables = Exact<{
  gameId: string | number;
  input: SignGameSheetInput;
}>;


export type DeskSignGameSheetMutation = { signGameSheet: { id: string, signOffs: Array<{ role: SignOffRole, name: string, signedAt: string, seq: number }> } };

export type DeskCertifyGameMutationVariables = Exact<{
  gameId: string | number;
}>;


export type DeskCertifyGameMutation = { certifyGame: { id: string, certifiedAt: string | null, certifiedBy: string | null } };

export type DeskRescheduleGameMutationVariables = Exact<{
  gameId: string | number;
  startsAt: string;
  venue?: string | null | undefined;
}>;


export type DeskRescheduleGameMutation = { rescheduleGame: { id: string, startsAt: string, venue: string | null } };

export type DeskCancelGameMutationVariables = Exact<{
  gameId: string | number;
  reason: string;
}>;


export type DeskCancelGameMutation = { cancelGame: { id: string, status: GameStatus } };

export type DeskRecordResultMutationVariables = Exact<{
  input: RecordResultInput;
}>;


export type DeskRecordResultMutation = { logResult: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type DeskForfeitGameMutationVariables = Exact<{
  input: LogForfeitInput;
}>;


export type DeskForfeitGameMutation = { logForfeit: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type DeskCorrectGameEventMutationVariables = Exact<{
  input: LogCorrectionInput;
}>;


export type DeskCorrectGameEventMutation = { logCorrection: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type DeskBracketQueryVariables = Exact<{
  divisionId: string | number;
}>;


export type DeskBracketQuery = { bracket: { playoffFormat: BracketFormat, seeds: Array<{ id: string, name: string }>, slots: Array<{ key: string, game: { id: string } | null }> } | null };

export type DeskCreateBracketMutationVariables = Exact<{
  input: CreateBracketInput;
}>;


export type DeskCreateBracketMutation = { createBracket: { playoffFormat: BracketFormat, seeds: Array<{ id: string, name: string }>, slots: Array<{ key: string, game: { id: string } | null }> } };

export type DeskTeamRosterQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskTeamRosterQuery = { team: { id: string, name: string, coachPinSet: boolean | null, division: { id: string, competition: { id: string } }, roster: Array<{ id: string, number: number, position: Position, waiverSigned: boolean | null, registrationReceivedAt: string | null, player: { id: string, name: string, born: string | null, waiverSigned: boolean | null } }> } | null };

export type DeskSetCoachPinMutationVariables = Exact<{
  teamId: string | number;
  pin: string;
}>;


export type DeskSetCoachPinMutation = { setCoachPin: { id: string, coachPinSet: boolean | null } };

export type DeskClearCoachPinMutationVariables = Exact<{
  teamId: string | number;
}>;


export type DeskClearCoachPinMutation = { clearCoachPin: { id: string, coachPinSet: boolean | null } };

export type DeskRecordRegistrationMutationVariables = Exact<{
  playerId: string | number;
  competitionId: string | number;
}>;


export type DeskRecordRegistrationMutation = { recordRegistration: { id: string, receivedAt: string } };

export type DeskRenameTeamMutationVariables = Exact<{
  id: string | number;
  input: UpdateTeamInput;
}>;


export type DeskRenameTeamMutation = { updateTeam: { id: string, name: string } };

export type DeskCorrectPlayerMutationVariables = Exact<{
  id: string | number;
  input: UpdatePlayerInput;
}>;


export type DeskCorrectPlayerMutation = { updatePlayer: { id: string, name: string, born: string | null } };

export type DeskCorrectRosterEntryMutationVariables = Exact<{
  id: string | number;
  input: UpdateRosterEntryInput;
}>;


export type DeskCorrectRosterEntryMutation = { updateRosterEntry: { id: string, number: number, position: Position } };

export type DeskDeletePlayerMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type DeskDeletePlayerMutation = { deletePlayer: string };

export type DeskRemoveFromRosterMutationVariables = Exact<{
  id: string | number;
  clearance?: string | null | undefined;
}>;


export type DeskRemoveFromRosterMutation = { removeFromRoster: { id: string } };

export type DeskAuditTrailQueryVariables = Exact<{
  competitionId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DeskAuditTrailQuery = { competition: { id: string, name: string, timeZone: string } | null, auditTrail: { edges: Array<{ cursor: string, node: { id: string, action: AuditAction, entityType: AuditEntity, entityId: string, at: string, reason: string | null, actor: { name: string, role: Role }, changes: Array<{ field: string, before: string | null, after: string | null }> } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type DeskTeamAccountQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskTeamAccountQuery = { team: { id: string, name: string, roster: Array<{ id: string, number: number, player: { id: string, name: string } }>, account: { feesPaidCents: number, refundedCents: number, retainedCents: number, refundableCents: number, withdrawnAt: string | null, billsOwedCents: number, finesOwedCents: number, bonds: Array<{ heldCents: number, deductedCents: number, returnCents: number, returnedAt: string | null, entry: { id: string }, player: { name: string } | null }>, entries: Array<{ id: string, kind: AccountEntryKind, amountCents: number, description: string | null, at: string, paidAt: string | null, player: { name: string } | null }> } | null } | null };

export type DeskRecordAccountEntryMutationVariables = Exact<{
  input: RecordAccountEntryInput;
}>;


export type DeskRecordAccountEntryMutation = { recordAccountEntry: { id: string } };

export type DeskPayBillMutationVariables = Exact<{
  id: string | number;
}>;


export type DeskPayBillMutation = { payBill: { id: string, paidAt: string | null } };

export type DeskReturnBondMutationVariables = Exact<{
  id: string | number;
}>;


export type DeskReturnBondMutation = { returnBond: { id: string } };

export type DeskTeamEligibilityQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskTeamEligibilityQuery = { team: { id: string, name: string, division: { id: string, competition: { id: string, timeZone: string } }, roster: Array<{ number: number, player: { id: string } }>, eligibility: { game: { id: string, startsAt: string, home: { name: string }, away: { name: string } }, players: Array<{ eligible: boolean, player: { id: string, name: string }, reasons: Array<{ code: string, message: string }> }> } | null } | null };

export type DeskCompetitionScheduleQueryVariables = Exact<{
  competitionId: string | number;
}>;


export type DeskCompetitionScheduleQuery = { competition: { id: string, name: string, timeZone: string, preset: RulesetPreset, rules: { regulationPeriods: number | null, periodMinutes: number | null } | null, divisions: Array<{ id: string, name: string, games: Array<{ id: string, startsAt: string, venue: string | null, status: GameStatus, home: { name: string }, away: { name: string } }> }> } | null };

export type DeskAddNewPlayerMutationVariables = Exact<{
  input: AddNewPlayerToRosterInput;
}>;


export type DeskAddNewPlayerMutation = { addNewPlayerToRoster: { id: string, number: number } };

export type DeskMarkWaiverMutationVariables = Exact<{
  id: string | number;
}>;


export type DeskMarkWaiverMutation = { updateRosterEntry: { id: string, waiverSigned: boolean | null } };

export type DeskTabletGamesQueryVariables = Exact<{
  competitionId: string | number;
}>;


export type DeskTabletGamesQuery = { competition: { id: string, name: string, timeZone: string, divisions: Array<{ id: string, games: Array<{ id: string, startsAt: string, venue: string | null, status: GameStatus, certifiedAt: string | null }> }> } | null };

export type DeskIssueTabletCardsMutationVariables = Exact<{
  input: IssueScorekeeperTokensInput;
}>;


export type DeskIssueTabletCardsMutation = { issueScorekeeperTokens: { revoked: number, cards: Array<{ date: string, token: string, consoleLink: string, game: { id: string, startsAt: string, venue: string | null, status: GameStatus, certifiedAt: string | null, home: { name: string }, away: { name: string } } }> } };

export type DeskSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskSettingsQuery = { competition: { id: string, name: string, kind: CompetitionKind, preset: RulesetPreset, timeZone: string, seasonStartsAt: string | null, additionCutoff: string | null, rules: { tiebreakers: Array<TiebreakCriterion> | null, periodMinutes: number | null, regulationPeriods: number | null } | null, divisions: Array<{ id: string, name: string, category: DivisionCategory | null, rating: string | null, teams: Array<{ id: string }>, games: Array<{ id: string }> }> } | null };

export type DeskUpdateCompetitionMutationVariables = Exact<{
  id: string | number;
  input: UpdateCompetitionInput;
}>;


export type DeskUpdateCompetitionMutation = { updateCompetition: { id: string, name: string } };

export type DeskUpdateDivisionMutationVariables = Exact<{
  id: string | number;
  input: UpdateDivisionInput;
}>;


export type DeskUpdateDivisionMutation = { updateDivision: { id: string, name: string, category: DivisionCategory | null, rating: string | null } };

export type DeskDeleteCompetitionMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type DeskDeleteCompetitionMutation = { deleteCompetition: string };

export type DeskDeleteDivisionMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type DeskDeleteDivisionMutation = { deleteDivision: string };

export type DeskDeleteTeamMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type DeskDeleteTeamMutation = { deleteTeam: string };

export type DeskDeleteGameMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type DeskDeleteGameMutation = { deleteGame: string };

export type DeskCrewNamesQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskCrewNamesQuery = { competition: { id: string, name: string, timeZone: string, divisions: Array<{ id: string, games: Array<{ id: string, crew: Array<{ name: string }> }> }> } | null };

export type DeskOfficialScheduleQueryVariables = Exact<{
  competitionId: string | number;
  name: string;
  after?: string | null | undefined;
}>;


export type DeskOfficialScheduleQuery = { officialScheduleConnection: { edges: Array<{ node: { id: string, startsAt: string, venue: string | null, status: GameStatus, division: { id: string, name: string }, home: { id: string, name: string }, away: { id: string, name: string }, crew: Array<{ role: CrewRole, name: string }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DeskWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type DeskWebhooksQuery = { webhooks: Array<{ id: string, url: string, events: Array<WebhookEvent>, competitionId: string | null, createdAt: string }> };

export type DeskWebhookDeliveriesQueryVariables = Exact<{
  webhookId: string | number;
}>;


export type DeskWebhookDeliveriesQuery = { webhookDeliveriesConnection: { edges: Array<{ node: { id: string, type: string, status: WebhookDeliveryStatus, attempts: number, createdAt: string, deliveredAt: string | null, lastStatusCode: number | null, lastError: string | null } }> } };

export type DeskCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type DeskCreateWebhookMutation = { createWebhook: { secret: string, webhook: { id: string, url: string, events: Array<WebhookEvent>, competitionId: string | null, createdAt: string } } };

export type DeskDeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeskDeleteWebhookMutation = { deleteWebhook: { id: string } };

export type DeskTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type DeskTokensQuery = { apiTokens: Array<{ id: string, name: string, role: Role, scopes: Array<string>, createdAt: string, revokedAt: string | null }> };

export type DeskCompetitionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeskCompetitionsQuery = { competitions: Array<{ id: string, name: string, kind: CompetitionKind, preset: RulesetPreset, timeZone: string, seasonStartsAt: string | null, additionCutoff: string | null, gameCounts: { scheduled: number, live: number, played: number, cancelled: number, nextStartsAt: string | null } }> };

export type DeskCompetitionQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskCompetitionQuery = { competition: { id: string, name: string, kind: CompetitionKind, preset: RulesetPreset, timeZone: string, seasonStartsAt: string | null, additionCutoff: string | null, rules: { waiverRequired: boolean | null, registrationRequired: boolean | null } | null, divisions: Array<{ id: string, name: string, category: DivisionCategory | null, rating: string | null, teams: Array<{ id: string, name: string, roster: Array<{ id: string, number: number, position: Position, player: { id: string, name: string } }> }>, games: Array<{ id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, homeScore: number, awayScore: number, home: { id: string, name: string }, away: { id: string, name: string } }> }> } | null };

export type DeskCreateCompetitionMutationVariables = Exact<{
  input: CreateCompetitionInput;
}>;


export type DeskCreateCompetitionMutation = { createCompetition: { id: string, name: string } };

export type DeskCreateDivisionMutationVariables = Exact<{
  input: CreateDivisionInput;
}>;


export type DeskCreateDivisionMutation = { createDivision: { id: string, name: string } };

export type DeskCreateTeamMutationVariables = Exact<{
  input: CreateTeamInput;
}>;


export type DeskCreateTeamMutation = { createTeam: { id: string, name: string } };

export type DeskImportRosterMutationVariables = Exact<{
  teamId: string | number;
  csv: string;
  dryRun?: boolean | null | undefined;
}>;


export type DeskImportRosterMutation = { importRosterCsv: { rows: number, created: number, matched: number, stored: boolean, dryRun: boolean, ignoredColumns: Array<string>, problems: Array<{ line: number | null, column: string | null, code: string, message: string }>, warnings: Array<{ line: number | null, column: string | null, code: string, message: string }> } };

export type DeskImportScheduleMutationVariables = Exact<{
  divisionId: string | number;
  csv: string;
  dryRun?: boolean | null | undefined;
}>;


export type DeskImportScheduleMutation = { importScheduleCsv: { rows: number, created: number, matched: number, stored: boolean, dryRun: boolean, ignoredColumns: Array<string>, problems: Array<{ line: number | null, column: string | null, code: string, message: string }>, warnings: Array<{ line: number | null, column: string | null, code: string, message: string }> } };

export type DeskImportReportFragment = { rows: number, created: number, matched: number, stored: boolean, dryRun: boolean, ignoredColumns: Array<string>, problems: Array<{ line: number | null, column: string | null, code: string, message: string }>, warnings: Array<{ line: number | null, column: string | null, code: string, message: string }> };

export type DeskGenerateScheduleMutationVariables = Exact<{
  input: GenerateScheduleInput;
}>;


export type DeskGenerateScheduleMutation = { generateSchedule: Array<{ id: string }> };

export type DeskCreateTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type DeskCreateTokenMutation = { createApiToken: { token: string, apiToken: { id: string, name: string, role: Role, scopes: Array<string> } } };

export type DeskRevokeTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type DeskRevokeTokenMutation = { revokeApiToken: { id: string, revokedAt: string | null } };

export type DeskProtestsFragment = { edges: Array<{ node: { id: string, grounds: string, filedAt: string, incidentAt: string, team: { id: string, name: string }, game: { id: string, startsAt: string, homeScore: number, awayScore: number, home: { name: string }, away: { name: string } } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } };

export type DeskPendingProtestsQueryVariables = Exact<{
  competitionId: string | number;
  after?: string | null | undefined;
}>;


export type DeskPendingProtestsQuery = { protestsConnection: { edges: Array<{ node: { id: string, grounds: string, filedAt: string, incidentAt: string, team: { id: string, name: string }, game: { id: string, startsAt: string, homeScore: number, awayScore: number, home: { name: string }, away: { name: string } } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DeskDisciplineQueryVariables = Exact<{
  competitionId: string | number;
}>;


export type DeskDisciplineQuery = { competition: { id: string, name: string, timeZone: string, divisions: Array<{ id: string, teams: Array<{ id: string, name: string, officials: Array<{ id: string, name: string, role: TeamOfficialRole }>, roster: Array<{ number: number, player: { id: string, name: string } }> }> }> } | null, disciplineReport: { owedCents: number, suspensions: Array<{ id: string, kind: SuspensionKind, games: number | null, gamesServed: number, gamesRemaining: number | null, reason: string | null, rule: string | null, startsAt: string, player: { id: string, name: string } | null, team: { id: string, name: string } | null, teamOfficial: { id: string, name: string, role: TeamOfficialRole } | null }>, fines: Array<{ id: string, amountCents: number, reason: string, rule: string | null, kind: FineKind | null, player: { id: string, name: string } | null, team: { id: string, name: string } | null, teamOfficial: { id: string, name: string, role: TeamOfficialRole } | null }> }, protestsConnection: { edges: Array<{ node: { id: string, grounds: string, filedAt: string, incidentAt: string, team: { id: string, name: string }, game: { id: string, startsAt: string, homeScore: number, awayScore: number, home: { name: string }, away: { name: string } } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, idChecksAwaitingReview: Array<{ seq: number, recordedAt: string, produced: boolean, requestedByRole: IdCheckRequester, player: { id: string, name: string }, team: { id: string, name: string }, requestedBy: { id: string, name: string }, game: { id: string, startsAt: string, homeScore: number, awayScore: number, home: { name: string }, away: { name: string } } }> };

export type DeskLiftSuspensionMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type DeskLiftSuspensionMutation = { liftSuspension: { id: string, liftedAt: string | null } };

export type DeskAdjustSuspensionMutationVariables = Exact<{
  id: string | number;
  kind?: SuspensionKind | null | undefined;
  games?: number | null | undefined;
  reason: string;
}>;


export type DeskAdjustSuspensionMutation = { adjustSuspension: { id: string, kind: SuspensionKind, games: number | null, gamesRemaining: number | null } };

export type DeskPayFineMutationVariables = Exact<{
  id: string | number;
}>;


export type DeskPayFineMutation = { payFine: { id: string, paidAt: string | null } };

export type DeskWaiveFineMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type DeskWaiveFineMutation = { waiveFine: { id: string, waivedAt: string | null } };

export type DeskRuleProtestMutationVariables = Exact<{
  id: string | number;
  outcome: ProtestOutcome;
  ruling: string;
}>;


export type DeskRuleProtestMutation = { ruleProtest: { id: string, status: ProtestStatus } };

export type DeskReviewIdCheckMutationVariables = Exact<{
  input: LogIdCheckReviewInput;
}>;


export type DeskReviewIdCheckMutation = { logIdCheckReview: { event:
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
      | { id: string, seq: number }
     | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> } };

export type DeskRecordFineMutationVariables = Exact<{
  input: RecordFineInput;
}>;


export type DeskRecordFineMutation = { recordFine: { id: string } };

export type DeskSetSuspensionMutationVariables = Exact<{
  input: SetSuspensionInput;
}>;


export type DeskSetSuspensionMutation = { setSuspension: { id: string } };

type LogEvent_ClockStartedEntry_Fragment = { __typename: 'ClockStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null };

type LogEvent_ClockStoppedEntry_Fragment = { __typename: 'ClockStoppedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null };

type LogEvent_EventCorrectedEntry_Fragment = { __typename: 'EventCorrectedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null };

type LogEvent_EventVoidedEntry_Fragment = { __typename: 'EventVoidedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null };

type LogEvent_FaceoffEntry_Fragment = { __typename: 'FaceoffEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null };

type LogEvent_FiveTwoRuleEntry_Fragment = { __typename: 'FiveTwoRuleEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null };

type LogEvent_ForfeitEntry_Fragment = { __typename: 'ForfeitEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, forfeitReason: string | null, forfeitingTeam: { id: string, name: string } };

type LogEvent_GameEndedEntry_Fragment = { __typename: 'GameEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null };

type LogEvent_GameStartedEntry_Fragment = { __typename: 'GameStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null };

type LogEvent_GoalEntry_Fragment = { __typename: 'GoalEntry', strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, scorer: { id: string, name: string }, assists: Array<{ id: string, name: string }> };

type LogEvent_GoaliePulledEntry_Fragment = { __typename: 'GoaliePulledEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } };

type LogEvent_GoalieReturnedEntry_Fragment = { __typename: 'GoalieReturnedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } };

type LogEvent_IdCheckEntry_Fragment = { __typename: 'IdCheckEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } };

type LogEvent_IdCheckReviewedEntry_Fragment = { __typename: 'IdCheckReviewedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null };

type LogEvent_IdProducedEntry_Fragment = { __typename: 'IdProducedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, player: { id: string, name: string } };

type LogEvent_LatePlayerAddedEntry_Fragment = { __typename: 'LatePlayerAddedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } };

type LogEvent_LineupSetEntry_Fragment = { __typename: 'LineupSetEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } };

type LogEvent_PenaltyEntry_Fragment = { __typename: 'PenaltyEntry', severity: PenaltySeverity, infraction: string, minutes: number | null, recordedMinutes: number | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, penaltyReason: string | null, team: { id: string, name: string }, penalized: { id: string, name: string } | null, servedBy: { id: string, name: string } | null };

type LogEvent_PenaltyShotEntry_Fragment = { __typename: 'PenaltyShotEntry', scored: boolean, strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } };

type LogEvent_PeriodEndedEntry_Fragment = { __typename: 'PeriodEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null };

type LogEvent_ResultRecordedEntry_Fragment = { __typename: 'ResultRecordedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, resultReason: string | null };

type LogEvent_ShootersNamedEntry_Fragment = { __typename: 'ShootersNamedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } };

type LogEvent_ShootoutAttemptEntry_Fragment = { __typename: 'ShootoutAttemptEntry', scored: boolean, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } };

type LogEvent_ShotEntry_Fragment = { __typename: 'ShotEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } };

type LogEvent_TimeoutEntry_Fragment = { __typename: 'TimeoutEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } };

export type LogEventFragment =
  | LogEvent_ClockStartedEntry_Fragment
  | LogEvent_ClockStoppedEntry_Fragment
  | LogEvent_EventCorrectedEntry_Fragment
  | LogEvent_EventVoidedEntry_Fragment
  | LogEvent_FaceoffEntry_Fragment
  | LogEvent_FiveTwoRuleEntry_Fragment
  | LogEvent_ForfeitEntry_Fragment
  | LogEvent_GameEndedEntry_Fragment
  | LogEvent_GameStartedEntry_Fragment
  | LogEvent_GoalEntry_Fragment
  | LogEvent_GoaliePulledEntry_Fragment
  | LogEvent_GoalieReturnedEntry_Fragment
  | LogEvent_IdCheckEntry_Fragment
  | LogEvent_IdCheckReviewedEntry_Fragment
  | LogEvent_IdProducedEntry_Fragment
  | LogEvent_LatePlayerAddedEntry_Fragment
  | LogEvent_LineupSetEntry_Fragment
  | LogEvent_PenaltyEntry_Fragment
  | LogEvent_PenaltyShotEntry_Fragment
  | LogEvent_PeriodEndedEntry_Fragment
  | LogEvent_ResultRecordedEntry_Fragment
  | LogEvent_ShootersNamedEntry_Fragment
  | LogEvent_ShootoutAttemptEntry_Fragment
  | LogEvent_ShotEntry_Fragment
  | LogEvent_TimeoutEntry_Fragment
;

export type LoggedEventFragment = { event:
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
    | { id: string, seq: number }
   | null, problems: Array<{ code: ProblemCode, rule: string | null, path: Array<string> | null, message: string }> };

export type GamePageLogFragment = { edges: Array<{ node:
      | { __typename: 'ClockStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'ClockStoppedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'EventCorrectedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'EventVoidedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'FaceoffEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'FiveTwoRuleEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'ForfeitEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, forfeitReason: string | null, forfeitingTeam: { id: string, name: string } }
      | { __typename: 'GameEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'GameStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'GoalEntry', strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, scorer: { id: string, name: string }, assists: Array<{ id: string, name: string }> }
      | { __typename: 'GoaliePulledEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
      | { __typename: 'GoalieReturnedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
      | { __typename: 'IdCheckEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
      | { __typename: 'IdCheckReviewedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'IdProducedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, player: { id: string, name: string } }
      | { __typename: 'LatePlayerAddedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
      | { __typename: 'LineupSetEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
      | { __typename: 'PenaltyEntry', severity: PenaltySeverity, infraction: string, minutes: number | null, recordedMinutes: number | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, penaltyReason: string | null, team: { id: string, name: string }, penalized: { id: string, name: string } | null, servedBy: { id: string, name: string } | null }
      | { __typename: 'PenaltyShotEntry', scored: boolean, strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
      | { __typename: 'PeriodEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
      | { __typename: 'ResultRecordedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, resultReason: string | null }
      | { __typename: 'ShootersNamedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
      | { __typename: 'ShootoutAttemptEntry', scored: boolean, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
      | { __typename: 'ShotEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
      | { __typename: 'TimeoutEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
     }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } };

export type GamePageQueryVariables = Exact<{
  id: string | number;
}>;


export type GamePageQuery = { game: { id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, decision: Decision | null, home: { id: string, name: string }, away: { id: string, name: string }, division: { id: string, name: string, competition: { id: string, name: string, timeZone: string, preset: RulesetPreset, rules: { regulationPeriods: number | null } | null } }, crew: Array<{ role: CrewRole, name: string }>, sheetLineups: { home: { players: Array<{ number: number, position: Position, player: { id: string, name: string } }> }, away: { players: Array<{ number: number, position: Position, player: { id: string, name: string } }> } }, scoreboard: { gameId: string, seq: number, status: GameStatus, period: number, periodLabel: string, decision: Decision | null, clock: { running: boolean, remainingMs: number, asOf: string, mode: ClockMode }, home: { score: number, shots: number, skatersOnIce: number, timeoutsLeft: number, penaltyMinutes: number, penaltyShotsPending: number, netEmpty: boolean, team: { id: string, name: string, shortName: string } }, away: { score: number, shots: number, skatersOnIce: number, timeoutsLeft: number, penaltyMinutes: number, penaltyShotsPending: number, netEmpty: boolean, team: { id: string, name: string, shortName: string } }, penalties: Array<{ seq: number, severity: PenaltySeverity, minutes: number, remainingMs: number, running: boolean, number: number | null, team: { id: string }, player: { id: string, name: string } | null }>, shootout: { home: { attempts: number, goals: number }, away: { attempts: number, goals: number } } | null }, log: { edges: Array<{ node:
          | { __typename: 'ClockStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ClockStoppedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'EventCorrectedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'EventVoidedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'FaceoffEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'FiveTwoRuleEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ForfeitEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, forfeitReason: string | null, forfeitingTeam: { id: string, name: string } }
          | { __typename: 'GameEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'GameStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'GoalEntry', strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, scorer: { id: string, name: string }, assists: Array<{ id: string, name: string }> }
          | { __typename: 'GoaliePulledEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'GoalieReturnedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'IdCheckEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
          | { __typename: 'IdCheckReviewedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'IdProducedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, player: { id: string, name: string } }
          | { __typename: 'LatePlayerAddedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
          | { __typename: 'LineupSetEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'PenaltyEntry', severity: PenaltySeverity, infraction: string, minutes: number | null, recordedMinutes: number | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, penaltyReason: string | null, team: { id: string, name: string }, penalized: { id: string, name: string } | null, servedBy: { id: string, name: string } | null }
          | { __typename: 'PenaltyShotEntry', scored: boolean, strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
          | { __typename: 'PeriodEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ResultRecordedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, resultReason: string | null }
          | { __typename: 'ShootersNamedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'ShootoutAttemptEntry', scored: boolean, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
          | { __typename: 'ShotEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'TimeoutEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
         }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type GamePageEventsQueryVariables = Exact<{
  id: string | number;
  after: string;
}>;


export type GamePageEventsQuery = { game: { id: string, log: { edges: Array<{ node:
          | { __typename: 'ClockStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ClockStoppedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'EventCorrectedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'EventVoidedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'FaceoffEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'FiveTwoRuleEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ForfeitEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, forfeitReason: string | null, forfeitingTeam: { id: string, name: string } }
          | { __typename: 'GameEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'GameStartedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'GoalEntry', strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, scorer: { id: string, name: string }, assists: Array<{ id: string, name: string }> }
          | { __typename: 'GoaliePulledEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'GoalieReturnedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'IdCheckEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
          | { __typename: 'IdCheckReviewedEntry', targetSeq: number, reason: string, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'IdProducedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, player: { id: string, name: string } }
          | { __typename: 'LatePlayerAddedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, player: { id: string, name: string } }
          | { __typename: 'LineupSetEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'PenaltyEntry', severity: PenaltySeverity, infraction: string, minutes: number | null, recordedMinutes: number | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, penaltyReason: string | null, team: { id: string, name: string }, penalized: { id: string, name: string } | null, servedBy: { id: string, name: string } | null }
          | { __typename: 'PenaltyShotEntry', scored: boolean, strength: GoalStrength | null, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
          | { __typename: 'PeriodEndedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null }
          | { __typename: 'ResultRecordedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, resultReason: string | null }
          | { __typename: 'ShootersNamedEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'ShootoutAttemptEntry', scored: boolean, id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string }, shooter: { id: string, name: string } }
          | { __typename: 'ShotEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
          | { __typename: 'TimeoutEntry', id: string, seq: number, period: number, clockRemainingMs: number | null, voided: boolean, correctedBySeq: number | null, clientEventId: string | null, recordedAt: string, recordedBy: string | null, team: { id: string, name: string } }
         }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type HomeLiveGameFragment = { id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, homeScore: number, awayScore: number, home: { name: string }, away: { name: string }, scoreboard: { periodLabel: string }, division: { id: string, name: string, competition: { id: string, name: string } } };

export type HomeGameFragment = { id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, decision: Decision | null, homeScore: number, awayScore: number, home: { name: string }, away: { name: string }, division: { id: string, name: string, competition: { id: string, name: string, timeZone: string } } };

export type HomeDivisionFragment = { id: string, name: string, teams: Array<{ id: string, name: string }> };

export type HomeAllQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeAllQuery = { liveGames: Array<{ id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, homeScore: number, awayScore: number, home: { name: string }, away: { name: string }, scoreboard: { periodLabel: string }, division: { id: string, name: string, competition: { id: string, name: string } } }>, recentGames: Array<{ id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, decision: Decision | null, homeScore: number, awayScore: number, home: { name: string }, away: { name: string }, division: { id: string, name: string, competition: { id: string, name: string, timeZone: string } } }>, upcomingGames: Array<{ id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, decision: Decision | null, homeScore: number, awayScore: number, home: { name: string }, away: { name: string }, division: { id: string, name: string, competition: { id: string, name: string, timeZone: string } } }>, competitions: Array<{ id: string, name: string, kind: CompetitionKind, preset: RulesetPreset, divisions: Array<{ id: string, name: string, teams: Array<{ id: string, name: string }> }> }> };

export type HomeCompetitionQueryVariables = Exact<{
  id: string | number;
}>;


export type HomeCompetitionQuery = { liveGames: Array<{ id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, homeScore: number, awayScore: number, home: { name: string }, away: { name: string }, scoreboard: { periodLabel: string }, division: { id: string, name: string, competition: { id: string, name: string } } }>, recentGames: Array<{ id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, decision: Decision | null, homeScore: number, awayScore: number, home: { name: string }, away: { name: string }, division: { id: string, name: string, competition: { id: string, name: string, timeZone: string } } }>, upcomingGames: Array<{ id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, decision: Decision | null, homeScore: number, awayScore: number, home: { name: string }, away: { name: string }, division: { id: string, name: string, competition: { id: string, name: string, timeZone: string } } }>, competition: { id: string, name: string, kind: CompetitionKind, preset: RulesetPreset, divisions: Array<{ id: string, name: string, teams: Array<{ id: string, name: string }> }> } | null };

export type HomeLiveFeedSubscriptionVariables = Exact<{
  competitionId?: string | number | null | undefined;
}>;


export type HomeLiveFeedSubscription = { liveGamesUpdated: Array<{ id: string }> };

export type ResultsGameFragment = { id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, homeScore: number, awayScore: number, decision: Decision | null, home: { id: string, name: string }, away: { id: string, name: string }, scoreboard: { periodLabel: string } };

export type ResultsCompetitionQueryVariables = Exact<{
  id: string | number;
}>;


export type ResultsCompetitionQuery = { competition: { id: string, name: string, timeZone: string, divisions: Array<{ id: string, name: string, teams: Array<{ id: string, name: string }>, games: Array<{ id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, homeScore: number, awayScore: number, decision: Decision | null, home: { id: string, name: string }, away: { id: string, name: string }, scoreboard: { periodLabel: string } }> }> } | null };

export type ResultsStandingsFeedSubscriptionVariables = Exact<{
  divisionId: string | number;
}>;


export type ResultsStandingsFeedSubscription = { standingsUpdated: { rows: Array<{ gamesPlayed: number, points: number, team: { id: string } }> } };

export type ResultsBracketFeedSubscriptionVariables = Exact<{
  divisionId: string | number;
}>;


export type ResultsBracketFeedSubscription = { bracketUpdated: { slots: Array<{ key: string, game: { id: string, status: GameStatus, homeScore: number, awayScore: number } | null }> } | null };

export type ResultsGameFeedSubscriptionVariables = Exact<{
  gameId: string | number;
}>;


export type ResultsGameFeedSubscription = { scoreboardUpdated: { gameId: string, seq: number, status: GameStatus, periodLabel: string, decision: Decision | null, home: { score: number }, away: { score: number } } };

export type RinkVenueFragment = { id: string, name: string, current: { id: string, startsAt: string, status: GameStatus } | null, next: { id: string, startsAt: string, status: GameStatus, home: { id: string, name: string, shortName: string }, away: { id: string, name: string, shortName: string }, division: { id: string, competition: { id: string, timeZone: string } } } | null };

export type RinkVenueQueryVariables = Exact<{
  name: string;
}>;


export type RinkVenueQuery = { venue: { id: string, name: string, current: { id: string, startsAt: string, status: GameStatus } | null, next: { id: string, startsAt: string, status: GameStatus, home: { id: string, name: string, shortName: string }, away: { id: string, name: string, shortName: string }, division: { id: string, competition: { id: string, timeZone: string } } } | null } | null };

export type RinkVenueFeedSubscriptionVariables = Exact<{
  name: string;
}>;


export type RinkVenueFeedSubscription = { venueUpdated: { id: string, name: string, current: { id: string, startsAt: string, status: GameStatus } | null, next: { id: string, startsAt: string, status: GameStatus, home: { id: string, name: string, shortName: string }, away: { id: string, name: string, shortName: string }, division: { id: string, competition: { id: string, timeZone: string } } } | null } | null };

export type BoardSnapshotFragment = { gameId: string, seq: number, status: GameStatus, period: number, periodLabel: string, decision: Decision | null, clock: { running: boolean, remainingMs: number, asOf: string, mode: ClockMode }, home: { score: number, shots: number, skatersOnIce: number, timeoutsLeft: number, penaltyMinutes: number, penaltyShotsPending: number, netEmpty: boolean, team: { id: string, name: string, shortName: string } }, away: { score: number, shots: number, skatersOnIce: number, timeoutsLeft: number, penaltyMinutes: number, penaltyShotsPending: number, netEmpty: boolean, team: { id: string, name: string, shortName: string } }, penalties: Array<{ seq: number, severity: PenaltySeverity, minutes: number, remainingMs: number, running: boolean, number: number | null, team: { id: string }, player: { id: string, name: string } | null }>, shootout: { home: { attempts: number, goals: number }, away: { attempts: number, goals: number } } | null };

export type BoardTeamLineFragment = { score: number, shots: number, skatersOnIce: number, timeoutsLeft: number, penaltyMinutes: number, penaltyShotsPending: number, netEmpty: boolean, team: { id: string, name: string, shortName: string } };

export type BoardGameQueryVariables = Exact<{
  gameId: string | number;
}>;


export type BoardGameQuery = { game: { id: string, stage: GameStage, startsAt: string, venue: string | null, home: { id: string, name: string, shortName: string }, away: { id: string, name: string, shortName: string }, timeouts: { count: number, per: string }, division: { id: string, name: string, competition: { id: string, name: string } } } | null };

export type BoardFeedSubscriptionVariables = Exact<{
  gameId: string | number;
}>;


export type BoardFeedSubscription = { scoreboardUpdated: { gameId: string, seq: number, status: GameStatus, period: number, periodLabel: string, decision: Decision | null, clock: { running: boolean, remainingMs: number, asOf: string, mode: ClockMode }, home: { score: number, shots: number, skatersOnIce: number, timeoutsLeft: number, penaltyMinutes: number, penaltyShotsPending: number, netEmpty: boolean, team: { id: string, name: string, shortName: string } }, away: { score: number, shots: number, skatersOnIce: number, timeoutsLeft: number, penaltyMinutes: number, penaltyShotsPending: number, netEmpty: boolean, team: { id: string, name: string, shortName: string } }, penalties: Array<{ seq: number, severity: PenaltySeverity, minutes: number, remainingMs: number, running: boolean, number: number | null, team: { id: string }, player: { id: string, name: string } | null }>, shootout: { home: { attempts: number, goals: number }, away: { attempts: number, goals: number } } | null } };

export type BoardShotsQueryVariables = Exact<{
  gameId: string | number;
  after?: string | null | undefined;
}>;


export type BoardShotsQuery = { game: { id: string, log: { edges: Array<{ node:
          | { __typename: 'ClockStartedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'ClockStoppedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'EventCorrectedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'EventVoidedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'FaceoffEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'FiveTwoRuleEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'ForfeitEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'GameEndedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'GameStartedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'GoalEntry', seq: number, period: number, voided: boolean, team: { id: string } }
          | { __typename: 'GoaliePulledEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'GoalieReturnedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'IdCheckEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'IdCheckReviewedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'IdProducedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'LatePlayerAddedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'LineupSetEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'PenaltyEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'PenaltyShotEntry', seq: number, period: number, voided: boolean, team: { id: string } }
          | { __typename: 'PeriodEndedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'ResultRecordedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'ShootersNamedEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'ShootoutAttemptEntry', seq: number, period: number, voided: boolean }
          | { __typename: 'ShotEntry', seq: number, period: number, voided: boolean, team: { id: string } }
          | { __typename: 'TimeoutEntry', seq: number, period: number, voided: boolean }
         }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type BoardGoalsQueryVariables = Exact<{
  gameId: string | number;
  before?: string | null | undefined;
}>;


export type BoardGoalsQuery = { game: { id: string, log: { edges: Array<{ node:
          | { __typename: 'ClockStartedEntry', seq: number, voided: boolean }
          | { __typename: 'ClockStoppedEntry', seq: number, voided: boolean }
          | { __typename: 'EventCorrectedEntry', seq: number, voided: boolean }
          | { __typename: 'EventVoidedEntry', seq: number, voided: boolean }
          | { __typename: 'FaceoffEntry', seq: number, voided: boolean }
          | { __typename: 'FiveTwoRuleEntry', seq: number, voided: boolean }
          | { __typename: 'ForfeitEntry', seq: number, voided: boolean }
          | { __typename: 'GameEndedEntry', seq: number, voided: boolean }
          | { __typename: 'GameStartedEntry', seq: number, voided: boolean }
          | { __typename: 'GoalEntry', seq: number, voided: boolean, team: { id: string }, scorer: { id: string, name: string }, assists: Array<{ id: string, name: string }> }
          | { __typename: 'GoaliePulledEntry', seq: number, voided: boolean }
          | { __typename: 'GoalieReturnedEntry', seq: number, voided: boolean }
          | { __typename: 'IdCheckEntry', seq: number, voided: boolean }
          | { __typename: 'IdCheckReviewedEntry', seq: number, voided: boolean }
          | { __typename: 'IdProducedEntry', seq: number, voided: boolean }
          | { __typename: 'LatePlayerAddedEntry', seq: number, voided: boolean }
          | { __typename: 'LineupSetEntry', seq: number, voided: boolean }
          | { __typename: 'PenaltyEntry', seq: number, voided: boolean }
          | { __typename: 'PenaltyShotEntry', seq: number, voided: boolean }
          | { __typename: 'PeriodEndedEntry', seq: number, voided: boolean }
          | { __typename: 'ResultRecordedEntry', seq: number, voided: boolean }
          | { __typename: 'ShootersNamedEntry', seq: number, voided: boolean }
          | { __typename: 'ShootoutAttemptEntry', seq: number, voided: boolean }
          | { __typename: 'ShotEntry', seq: number, voided: boolean }
          | { __typename: 'TimeoutEntry', seq: number, voided: boolean }
         }>, pageInfo: { hasPreviousPage: boolean, startCursor: string | null } }, sheetLineups: { home: { players: Array<{ number: number, player: { id: string } }> }, away: { players: Array<{ number: number, player: { id: string } }> } } } | null };

export type TableRowsFragment = { tiebreakers: Array<{ criterion: TiebreakCriterion, label: string }>, rows: Array<{ rank: number, gamesPlayed: number, wins: number, losses: number, ties: number, overtimeLosses: number, points: number, goalsFor: number, goalsAgainst: number, goalDifference: number, penaltyMinutes: number, tiebreakCriterion: TiebreakCriterion | null, unresolvedWithNext: boolean, team: { id: string, name: string } }> };

export type TableDivisionQueryVariables = Exact<{
  divisionId: string | number;
}>;


export type TableDivisionQuery = { division: { id: string, name: string, competition: { id: string, name: string, preset: RulesetPreset } } | null, standings: { tiebreakers: Array<{ criterion: TiebreakCriterion, label: string }>, rows: Array<{ rank: number, gamesPlayed: number, wins: number, losses: number, ties: number, overtimeLosses: number, points: number, goalsFor: number, goalsAgainst: number, goalDifference: number, penaltyMinutes: number, tiebreakCriterion: TiebreakCriterion | null, unresolvedWithNext: boolean, team: { id: string, name: string } }> } };

export type TableFeedSubscriptionVariables = Exact<{
  divisionId: string | number;
}>;


export type TableFeedSubscription = { standingsUpdated: { tiebreakers: Array<{ criterion: TiebreakCriterion, label: string }>, rows: Array<{ rank: number, gamesPlayed: number, wins: number, losses: number, ties: number, overtimeLosses: number, points: number, goalsFor: number, goalsAgainst: number, goalDifference: number, penaltyMinutes: number, tiebreakCriterion: TiebreakCriterion | null, unresolvedWithNext: boolean, team: { id: string, name: string } }> } };

export type TeamPageQueryVariables = Exact<{
  teamId: string | number;
  divisionId: string | number;
}>;


export type TeamPageQuery = { team: { id: string, name: string, division: { id: string, name: string, competition: { id: string, name: string, timeZone: string } }, roster: Array<{ id: string, number: number, position: Position, releasedAt: string | null, player: { id: string, name: string } }>, games: Array<{ id: string, status: GameStatus, stage: GameStage, startsAt: string, venue: string | null, homeScore: number, awayScore: number, decision: Decision | null, home: { id: string, name: string }, away: { id: string, name: string }, scoreboard: { periodLabel: string } }> } | null, playerStats: Array<{ gamesPlayed: number, goals: number, assists: number, points: number, penaltyMinutes: number, team: { id: string }, player: { id: string, name: string } }>, goalieStats: Array<{ gamesPlayed: number, goalsAgainst: number, goalsAgainstAverage: number | null, savePercentage: number | null, shutouts: number, team: { id: string }, player: { id: string, name: string } }> };

export type TeamDivisionQueryVariables = Exact<{
  teamId: string | number;
}>;


export type TeamDivisionQuery = { team: { id: string, division: { id: string } } | null };

export type ServerNowQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerNowQuery = { serverTime: string };

export const BracketViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BracketView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bracket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playoffFormat"}},{"kind":"Field","name":{"kind":"Name","value":"seeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"walkover"}},{"kind":"Field","name":{"kind":"Name","value":"homeSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"winnerOf"}},{"kind":"Field","name":{"kind":"Name","value":"loserOf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awaySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"winnerOf"}},{"kind":"Field","name":{"kind":"Name","value":"loserOf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]}}]} as unknown as DocumentNode<BracketViewFragment, unknown>;
export const ConsoleTeamFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTeam"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTeamFragment, unknown>;
export const LogEventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"clockRemainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"Field","name":{"kind":"Name","value":"correctedBySeq"}},{"kind":"Field","name":{"kind":"Name","value":"clientEventId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scorer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"penalized"},"name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"servedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"infraction"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"recordedMinutes"}},{"kind":"Field","alias":{"kind":"Name","value":"penaltyReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootoutAttemptEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootersNamedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeoutEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoaliePulledEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalieReturnedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineupSetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LatePlayerAddedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdProducedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForfeitEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forfeitingTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"forfeitReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventVoidedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventCorrectedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckReviewedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultRecordedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resultReason"},"name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<LogEventFragment, unknown>;
export const DeskGameLogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskGameLog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntryConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogEvent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"clockRemainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"Field","name":{"kind":"Name","value":"correctedBySeq"}},{"kind":"Field","name":{"kind":"Name","value":"clientEventId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scorer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"penalized"},"name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"servedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"infraction"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"recordedMinutes"}},{"kind":"Field","alias":{"kind":"Name","value":"penaltyReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootoutAttemptEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootersNamedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeoutEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoaliePulledEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalieReturnedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineupSetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LatePlayerAddedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdProducedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForfeitEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forfeitingTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"forfeitReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventVoidedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventCorrectedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckReviewedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultRecordedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resultReason"},"name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<DeskGameLogFragment, unknown>;
export const DeskGameTeamFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskGameTeam"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskGameTeamFragment, unknown>;
export const DeskImportReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskImportReport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"ignoredColumns"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeskImportReportFragment, unknown>;
export const DeskProtestsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskProtests"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProtestConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grounds"}},{"kind":"Field","name":{"kind":"Name","value":"filedAt"}},{"kind":"Field","name":{"kind":"Name","value":"incidentAt"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<DeskProtestsFragment, unknown>;
export const LoggedEventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LoggedEventFragment, unknown>;
export const GamePageLogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamePageLog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntryConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogEvent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"clockRemainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"Field","name":{"kind":"Name","value":"correctedBySeq"}},{"kind":"Field","name":{"kind":"Name","value":"clientEventId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scorer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"penalized"},"name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"servedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"infraction"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"recordedMinutes"}},{"kind":"Field","alias":{"kind":"Name","value":"penaltyReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootoutAttemptEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootersNamedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeoutEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoaliePulledEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalieReturnedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineupSetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LatePlayerAddedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdProducedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForfeitEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forfeitingTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"forfeitReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventVoidedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventCorrectedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckReviewedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultRecordedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resultReason"},"name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<GamePageLogFragment, unknown>;
export const HomeLiveGameFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeLiveGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<HomeLiveGameFragment, unknown>;
export const HomeGameFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<HomeGameFragment, unknown>;
export const HomeDivisionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeDivision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Division"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HomeDivisionFragment, unknown>;
export const ResultsGameFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}}]}}]}}]} as unknown as DocumentNode<ResultsGameFragment, unknown>;
export const RinkVenueFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RinkVenue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Venue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RinkVenueFragment, unknown>;
export const BoardTeamLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardTeamLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"shots"}},{"kind":"Field","name":{"kind":"Name","value":"skatersOnIce"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyShotsPending"}},{"kind":"Field","name":{"kind":"Name","value":"netEmpty"}}]}}]} as unknown as DocumentNode<BoardTeamLineFragment, unknown>;
export const BoardSnapshotFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardSnapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scoreboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardTeamLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardTeamLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"penalties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shootout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"goals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"goals"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardTeamLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"shots"}},{"kind":"Field","name":{"kind":"Name","value":"skatersOnIce"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyShotsPending"}},{"kind":"Field","name":{"kind":"Name","value":"netEmpty"}}]}}]} as unknown as DocumentNode<BoardSnapshotFragment, unknown>;
export const TableRowsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TableRows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiebreakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criterion"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamesPlayed"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"ties"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeLosses"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"goalsFor"}},{"kind":"Field","name":{"kind":"Name","value":"goalsAgainst"}},{"kind":"Field","name":{"kind":"Name","value":"goalDifference"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"tiebreakCriterion"}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedWithNext"}}]}}]}}]} as unknown as DocumentNode<TableRowsFragment, unknown>;
export const BracketDivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BracketDivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"division"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bracket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BracketView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BracketView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bracket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playoffFormat"}},{"kind":"Field","name":{"kind":"Name","value":"seeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"walkover"}},{"kind":"Field","name":{"kind":"Name","value":"homeSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"winnerOf"}},{"kind":"Field","name":{"kind":"Name","value":"loserOf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awaySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"winnerOf"}},{"kind":"Field","name":{"kind":"Name","value":"loserOf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]}}]} as unknown as DocumentNode<BracketDivisionQuery, BracketDivisionQueryVariables>;
export const BracketFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BracketFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bracketUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BracketView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BracketView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bracket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playoffFormat"}},{"kind":"Field","name":{"kind":"Name","value":"seeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"walkover"}},{"kind":"Field","name":{"kind":"Name","value":"homeSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"winnerOf"}},{"kind":"Field","name":{"kind":"Name","value":"loserOf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awaySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"winnerOf"}},{"kind":"Field","name":{"kind":"Name","value":"loserOf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]}}]} as unknown as DocumentNode<BracketFeedSubscription, BracketFeedSubscriptionVariables>;
export const BracketGameFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BracketGameFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scoreboardUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]} as unknown as DocumentNode<BracketGameFeedSubscription, BracketGameFeedSubscriptionVariables>;
export const CoachTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoachTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"officials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextGame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"officials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"official"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"present"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postedLineup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startable"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeSuspensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"gamesServed"}},{"kind":"Field","name":{"kind":"Name","value":"gamesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamOfficial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidFines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feesPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"retainedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundableCents"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"billsOwedCents"}},{"kind":"Field","name":{"kind":"Name","value":"finesOwedCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldCents"}},{"kind":"Field","name":{"kind":"Name","value":"deductedCents"}},{"kind":"Field","name":{"kind":"Name","value":"returnCents"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"signOffs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CoachTeamQuery, CoachTeamQueryVariables>;
export const CoachStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoachStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamesPlayed"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"ties"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeLosses"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"goalsFor"}},{"kind":"Field","name":{"kind":"Name","value":"goalsAgainst"}},{"kind":"Field","name":{"kind":"Name","value":"goalDifference"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyMinutes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"playerStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamesPlayed"}},{"kind":"Field","name":{"kind":"Name","value":"goals"}},{"kind":"Field","name":{"kind":"Name","value":"assists"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"powerPlayGoals"}}]}}]}}]} as unknown as DocumentNode<CoachStatsQuery, CoachStatsQueryVariables>;
export const CoachSignGameSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CoachSignGameSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignGameSheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signGameSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signOffs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"way"}}]}}]}}]}}]} as unknown as DocumentNode<CoachSignGameSheetMutation, CoachSignGameSheetMutationVariables>;
export const CoachLogLineupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CoachLogLineup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogLineupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logLineup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CoachLogLineupMutation, CoachLogLineupMutationVariables>;
export const ConsoleGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"blockEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTeam"}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleTeam"}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulationPeriods"}},{"kind":"Field","name":{"kind":"Name","value":"periodMinutes"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleTeam"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleGameQuery, ConsoleGameQueryVariables>;
export const ConsoleBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConsoleBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scoreboardUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardSnapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardTeamLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"shots"}},{"kind":"Field","name":{"kind":"Name","value":"skatersOnIce"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyShotsPending"}},{"kind":"Field","name":{"kind":"Name","value":"netEmpty"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardSnapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scoreboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardTeamLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardTeamLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"penalties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shootout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"goals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"goals"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleBoardSubscription, ConsoleBoardSubscriptionVariables>;
export const ConsoleEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConsoleEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"clockRemainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"Field","name":{"kind":"Name","value":"correctedBySeq"}},{"kind":"Field","name":{"kind":"Name","value":"clientEventId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scorer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"penalized"},"name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"servedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"infraction"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"recordedMinutes"}},{"kind":"Field","alias":{"kind":"Name","value":"penaltyReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootoutAttemptEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootersNamedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeoutEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoaliePulledEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalieReturnedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineupSetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LatePlayerAddedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdProducedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForfeitEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forfeitingTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"forfeitReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventVoidedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventCorrectedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckReviewedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultRecordedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resultReason"},"name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ConsoleEventsSubscription, ConsoleEventsSubscriptionVariables>;
export const ConsoleStartGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleStartGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogGameStartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logGameStart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleStartGameMutation, ConsoleStartGameMutationVariables>;
export const ConsoleStartClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleStartClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogClockStartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logClockStart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleStartClockMutation, ConsoleStartClockMutationVariables>;
export const ConsoleStopClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleStopClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogClockStopInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logClockStop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleStopClockMutation, ConsoleStopClockMutationVariables>;
export const ConsoleFaceoffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleFaceoff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogFaceoffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logFaceoff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleFaceoffMutation, ConsoleFaceoffMutationVariables>;
export const ConsoleGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordGoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleGoalMutation, ConsoleGoalMutationVariables>;
export const ConsolePenaltyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePenalty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPenaltyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logPenalty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsolePenaltyMutation, ConsolePenaltyMutationVariables>;
export const ConsoleShotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleShot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogShotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logShot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleShotMutation, ConsoleShotMutationVariables>;
export const ConsoleTimeoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTimeout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogTimeoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logTimeout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleTimeoutMutation, ConsoleTimeoutMutationVariables>;
export const ConsolePullGoalieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePullGoalie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogGoaliePullInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logGoaliePull"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsolePullGoalieMutation, ConsolePullGoalieMutationVariables>;
export const ConsoleReturnGoalieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleReturnGoalie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogGoalieReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logGoalieReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleReturnGoalieMutation, ConsoleReturnGoalieMutationVariables>;
export const ConsoleShootoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleShootout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShootoutAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logShootoutAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleShootoutMutation, ConsoleShootoutMutationVariables>;
export const ConsoleNameShootersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleNameShooters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogShootersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logShooters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleNameShootersMutation, ConsoleNameShootersMutationVariables>;
export const ConsoleEndPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleEndPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogPeriodEndInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logPeriodEnd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleEndPeriodMutation, ConsoleEndPeriodMutationVariables>;
export const ConsoleEndGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleEndGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogGameEndInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logGameEnd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleEndGameMutation, ConsoleEndGameMutationVariables>;
export const ConsoleVoidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleVoid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogVoidInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logVoid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleVoidMutation, ConsoleVoidMutationVariables>;
export const ConsoleFiveTwoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleFiveTwo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogFiveTwoRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logFiveTwoRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConsoleFiveTwoMutation, ConsoleFiveTwoMutationVariables>;
export const ConsoleGamesToScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleGamesToScore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gamesToScore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleGamesToScoreQuery, ConsoleGamesToScoreQueryVariables>;
export const ConsoleSignOffsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSignOffs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signOffs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"way"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSignOffsQuery, ConsoleSignOffsQueryVariables>;
export const ConsoleSignGameSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSignGameSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignGameSheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signGameSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signOffs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"way"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSignGameSheetMutation, ConsoleSignGameSheetMutationVariables>;
export const DeskGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulationPeriods"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskGameTeam"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskGameTeam"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signOffs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskGameLog"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"clockRemainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"Field","name":{"kind":"Name","value":"correctedBySeq"}},{"kind":"Field","name":{"kind":"Name","value":"clientEventId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scorer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"penalized"},"name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"servedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"infraction"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"recordedMinutes"}},{"kind":"Field","alias":{"kind":"Name","value":"penaltyReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootoutAttemptEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootersNamedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeoutEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoaliePulledEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalieReturnedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineupSetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LatePlayerAddedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdProducedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForfeitEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forfeitingTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"forfeitReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventVoidedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventCorrectedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckReviewedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultRecordedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resultReason"},"name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskGameTeam"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskGameLog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntryConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogEvent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<DeskGameQuery, DeskGameQueryVariables>;
export const DeskGameEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskGameEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskGameLog"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"clockRemainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"Field","name":{"kind":"Name","value":"correctedBySeq"}},{"kind":"Field","name":{"kind":"Name","value":"clientEventId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scorer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"penalized"},"name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"servedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"infraction"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"recordedMinutes"}},{"kind":"Field","alias":{"kind":"Name","value":"penaltyReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootoutAttemptEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootersNamedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeoutEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoaliePulledEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalieReturnedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineupSetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LatePlayerAddedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdProducedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForfeitEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forfeitingTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"forfeitReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventVoidedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventCorrectedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckReviewedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultRecordedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resultReason"},"name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskGameLog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntryConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogEvent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<DeskGameEventsQuery, DeskGameEventsQueryVariables>;
export const DeskGameLineupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskGameLineups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sheetLineups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskGameLineupsQuery, DeskGameLineupsQueryVariables>;
export const DeskGameAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskGameAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskGameAuditQuery, DeskGameAuditQueryVariables>;
export const DeskSetGameCrewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskSetGameCrew"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"crew"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CrewMemberInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGameCrew"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"crew"},"value":{"kind":"Variable","name":{"kind":"Name","value":"crew"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"crew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DeskSetGameCrewMutation, DeskSetGameCrewMutationVariables>;
export const DeskSignGameSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskSignGameSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignGameSheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signGameSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signOffs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]}}]} as unknown as DocumentNode<DeskSignGameSheetMutation, DeskSignGameSheetMutationVariables>;
export const DeskCertifyGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskCertifyGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certifyGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}}]}}]}}]} as unknown as DocumentNode<DeskCertifyGameMutation, DeskCertifyGameMutationVariables>;
export const DeskRescheduleGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskRescheduleGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"venue"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startsAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"venue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"venue"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}}]}}]}}]} as unknown as DocumentNode<DeskRescheduleGameMutation, DeskRescheduleGameMutationVariables>;
export const DeskCancelGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskCancelGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DeskCancelGameMutation, DeskCancelGameMutationVariables>;
export const DeskRecordResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskRecordResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeskRecordResultMutation, DeskRecordResultMutationVariables>;
export const DeskForfeitGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskForfeitGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogForfeitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logForfeit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeskForfeitGameMutation, DeskForfeitGameMutationVariables>;
export const DeskCorrectGameEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskCorrectGameEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogCorrectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logCorrection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeskCorrectGameEventMutation, DeskCorrectGameEventMutationVariables>;
export const DeskBracketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskBracket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bracket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playoffFormat"}},{"kind":"Field","name":{"kind":"Name","value":"seeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskBracketQuery, DeskBracketQueryVariables>;
export const DeskCreateBracketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskCreateBracket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBracketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBracket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playoffFormat"}},{"kind":"Field","name":{"kind":"Name","value":"seeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskCreateBracketMutation, DeskCreateBracketMutationVariables>;
export const DeskTeamRosterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskTeamRoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coachPinSet"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"waiverSigned"}},{"kind":"Field","name":{"kind":"Name","value":"registrationReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"born"}},{"kind":"Field","name":{"kind":"Name","value":"waiverSigned"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskTeamRosterQuery, DeskTeamRosterQueryVariables>;
export const DeskSetCoachPinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskSetCoachPin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCoachPin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coachPinSet"}}]}}]}}]} as unknown as DocumentNode<DeskSetCoachPinMutation, DeskSetCoachPinMutationVariables>;
export const DeskClearCoachPinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskClearCoachPin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearCoachPin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coachPinSet"}}]}}]}}]} as unknown as DocumentNode<DeskClearCoachPinMutation, DeskClearCoachPinMutationVariables>;
export const DeskRecordRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskRecordRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]}}]} as unknown as DocumentNode<DeskRecordRegistrationMutation, DeskRecordRegistrationMutationVariables>;
export const DeskRenameTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskRenameTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeskRenameTeamMutation, DeskRenameTeamMutationVariables>;
export const DeskCorrectPlayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskCorrectPlayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePlayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"born"}}]}}]}}]} as unknown as DocumentNode<DeskCorrectPlayerMutation, DeskCorrectPlayerMutationVariables>;
export const DeskCorrectRosterEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskCorrectRosterEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRosterEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRosterEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<DeskCorrectRosterEntryMutation, DeskCorrectRosterEntryMutationVariables>;
export const DeskDeletePlayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskDeletePlayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<DeskDeletePlayerMutation, DeskDeletePlayerMutationVariables>;
export const DeskRemoveFromRosterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskRemoveFromRoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clearance"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromRoster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clearance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clearance"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeskRemoveFromRosterMutation, DeskRemoveFromRosterMutationVariables>;
export const DeskAuditTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskAuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<DeskAuditTrailQuery, DeskAuditTrailQueryVariables>;
export const DeskTeamAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskTeamAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feesPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"retainedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundableCents"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"billsOwedCents"}},{"kind":"Field","name":{"kind":"Name","value":"finesOwedCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldCents"}},{"kind":"Field","name":{"kind":"Name","value":"deductedCents"}},{"kind":"Field","name":{"kind":"Name","value":"returnCents"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskTeamAccountQuery, DeskTeamAccountQueryVariables>;
export const DeskRecordAccountEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskRecordAccountEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordAccountEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordAccountEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeskRecordAccountEntryMutation, DeskRecordAccountEntryMutationVariables>;
export const DeskPayBillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskPayBill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payBill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<DeskPayBillMutation, DeskPayBillMutationVariables>;
export const DeskReturnBondDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskReturnBond"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnBond"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeskReturnBondMutation, DeskReturnBondMutationVariables>;
export const DeskTeamEligibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskTeamEligibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskTeamEligibilityQuery, DeskTeamEligibilityQueryVariables>;
export const DeskCompetitionScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskCompetitionSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulationPeriods"}},{"kind":"Field","name":{"kind":"Name","value":"periodMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskCompetitionScheduleQuery, DeskCompetitionScheduleQueryVariables>;
export const DeskAddNewPlayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskAddNewPlayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddNewPlayerToRosterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addNewPlayerToRoster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<DeskAddNewPlayerMutation, DeskAddNewPlayerMutationVariables>;
export const DeskMarkWaiverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskMarkWaiver"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRosterEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"waiverSigned"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"waiverSigned"}}]}}]}}]} as unknown as DocumentNode<DeskMarkWaiverMutation, DeskMarkWaiverMutationVariables>;
export const DeskTabletGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskTabletGames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskTabletGamesQuery, DeskTabletGamesQueryVariables>;
export const DeskIssueTabletCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskIssueTabletCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueScorekeeperTokensInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueScorekeeperTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"consoleLink"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskIssueTabletCardsMutation, DeskIssueTabletCardsMutationVariables>;
export const DeskSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"seasonStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"additionCutoff"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiebreakers"}},{"kind":"Field","name":{"kind":"Name","value":"periodMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regulationPeriods"}}]}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskSettingsQuery, DeskSettingsQueryVariables>;
export const DeskUpdateCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskUpdateCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompetitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeskUpdateCompetitionMutation, DeskUpdateCompetitionMutationVariables>;
export const DeskUpdateDivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskUpdateDivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDivisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}}]}}]} as unknown as DocumentNode<DeskUpdateDivisionMutation, DeskUpdateDivisionMutationVariables>;
export const DeskDeleteCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskDeleteCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<DeskDeleteCompetitionMutation, DeskDeleteCompetitionMutationVariables>;
export const DeskDeleteDivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskDeleteDivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<DeskDeleteDivisionMutation, DeskDeleteDivisionMutationVariables>;
export const DeskDeleteTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskDeleteTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<DeskDeleteTeamMutation, DeskDeleteTeamMutationVariables>;
export const DeskDeleteGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskDeleteGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<DeskDeleteGameMutation, DeskDeleteGameMutationVariables>;
export const DeskCrewNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskCrewNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"crew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskCrewNamesQuery, DeskCrewNamesQueryVariables>;
export const DeskOfficialScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskOfficialSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officialScheduleConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<DeskOfficialScheduleQuery, DeskOfficialScheduleQueryVariables>;
export const DeskWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<DeskWebhooksQuery, DeskWebhooksQueryVariables>;
export const DeskWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveriesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskWebhookDeliveriesQuery, DeskWebhookDeliveriesQueryVariables>;
export const DeskCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<DeskCreateWebhookMutation, DeskCreateWebhookMutationVariables>;
export const DeskDeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskDeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeskDeleteWebhookMutation, DeskDeleteWebhookMutationVariables>;
export const DeskTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<DeskTokensQuery, DeskTokensQueryVariables>;
export const DeskCompetitionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskCompetitions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"seasonStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"additionCutoff"}},{"kind":"Field","name":{"kind":"Name","value":"gameCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduled"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"nextStartsAt"}}]}}]}}]}}]} as unknown as DocumentNode<DeskCompetitionsQuery, DeskCompetitionsQueryVariables>;
export const DeskCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"seasonStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"additionCutoff"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiverRequired"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeskCompetitionQuery, DeskCompetitionQueryVariables>;
export const DeskCreateCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskCreateCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCompetitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeskCreateCompetitionMutation, DeskCreateCompetitionMutationVariables>;
export const DeskCreateDivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskCreateDivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDivisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDivision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeskCreateDivisionMutation, DeskCreateDivisionMutationVariables>;
export const DeskCreateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskCreateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeskCreateTeamMutation, DeskCreateTeamMutationVariables>;
export const DeskImportRosterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskImportRoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importRosterCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskImportReport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskImportReport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"ignoredColumns"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeskImportRosterMutation, DeskImportRosterMutationVariables>;
export const DeskImportScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskImportSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importScheduleCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskImportReport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskImportReport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"ignoredColumns"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeskImportScheduleMutation, DeskImportScheduleMutationVariables>;
export const DeskGenerateScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskGenerateSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeskGenerateScheduleMutation, DeskGenerateScheduleMutationVariables>;
export const DeskCreateTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskCreateToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<DeskCreateTokenMutation, DeskCreateTokenMutationVariables>;
export const DeskRevokeTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskRevokeToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<DeskRevokeTokenMutation, DeskRevokeTokenMutationVariables>;
export const DeskPendingProtestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskPendingProtests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protestsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskProtests"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskProtests"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProtestConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grounds"}},{"kind":"Field","name":{"kind":"Name","value":"filedAt"}},{"kind":"Field","name":{"kind":"Name","value":"incidentAt"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<DeskPendingProtestsQuery, DeskPendingProtestsQueryVariables>;
export const DeskDisciplineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskDiscipline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"officials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"disciplineReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"unpaidOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owedCents"}},{"kind":"Field","name":{"kind":"Name","value":"suspensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"gamesServed"}},{"kind":"Field","name":{"kind":"Name","value":"gamesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamOfficial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamOfficial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"protestsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskProtests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idChecksAwaitingReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"produced"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByRole"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskProtests"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProtestConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grounds"}},{"kind":"Field","name":{"kind":"Name","value":"filedAt"}},{"kind":"Field","name":{"kind":"Name","value":"incidentAt"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<DeskDisciplineQuery, DeskDisciplineQueryVariables>;
export const DeskLiftSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskLiftSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liftSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"liftedAt"}}]}}]}}]} as unknown as DocumentNode<DeskLiftSuspensionMutation, DeskLiftSuspensionMutationVariables>;
export const DeskAdjustSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskAdjustSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspensionKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"games"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"games"},"value":{"kind":"Variable","name":{"kind":"Name","value":"games"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"gamesRemaining"}}]}}]}}]} as unknown as DocumentNode<DeskAdjustSuspensionMutation, DeskAdjustSuspensionMutationVariables>;
export const DeskPayFineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskPayFine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payFine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<DeskPayFineMutation, DeskPayFineMutationVariables>;
export const DeskWaiveFineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskWaiveFine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiveFine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"waivedAt"}}]}}]}}]} as unknown as DocumentNode<DeskWaiveFineMutation, DeskWaiveFineMutationVariables>;
export const DeskRuleProtestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskRuleProtest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProtestOutcome"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruling"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleProtest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}}},{"kind":"Argument","name":{"kind":"Name","value":"ruling"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruling"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DeskRuleProtestMutation, DeskRuleProtestMutationVariables>;
export const DeskReviewIdCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskReviewIdCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogIdCheckReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logIdCheckReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoggedEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoggedEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeskReviewIdCheckMutation, DeskReviewIdCheckMutationVariables>;
export const DeskRecordFineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskRecordFine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordFineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordFine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeskRecordFineMutation, DeskRecordFineMutationVariables>;
export const DeskSetSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeskSetSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSuspensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeskSetSuspensionMutation, DeskSetSuspensionMutationVariables>;
export const GamePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GamePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulationPeriods"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"crew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheetLineups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardSnapshot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GamePageLog"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardTeamLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"shots"}},{"kind":"Field","name":{"kind":"Name","value":"skatersOnIce"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyShotsPending"}},{"kind":"Field","name":{"kind":"Name","value":"netEmpty"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"clockRemainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"Field","name":{"kind":"Name","value":"correctedBySeq"}},{"kind":"Field","name":{"kind":"Name","value":"clientEventId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scorer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"penalized"},"name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"servedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"infraction"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"recordedMinutes"}},{"kind":"Field","alias":{"kind":"Name","value":"penaltyReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootoutAttemptEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootersNamedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeoutEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoaliePulledEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalieReturnedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineupSetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LatePlayerAddedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdProducedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForfeitEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forfeitingTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"forfeitReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventVoidedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventCorrectedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckReviewedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultRecordedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resultReason"},"name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardSnapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scoreboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardTeamLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardTeamLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"penalties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shootout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"goals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"goals"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamePageLog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntryConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogEvent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<GamePageQuery, GamePageQueryVariables>;
export const GamePageEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GamePageEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GamePageLog"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"clockRemainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"Field","name":{"kind":"Name","value":"correctedBySeq"}},{"kind":"Field","name":{"kind":"Name","value":"clientEventId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scorer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"penalized"},"name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"servedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"infraction"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"recordedMinutes"}},{"kind":"Field","alias":{"kind":"Name","value":"penaltyReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootoutAttemptEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scored"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShootersNamedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeoutEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoaliePulledEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalieReturnedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineupSetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LatePlayerAddedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdProducedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForfeitEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forfeitingTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"forfeitReason"},"name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventVoidedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventCorrectedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdCheckReviewedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultRecordedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resultReason"},"name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamePageLog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameLogEntryConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogEvent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<GamePageEventsQuery, GamePageEventsQueryVariables>;
export const HomeAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeAll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeLiveGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcomingGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeDivision"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeLiveGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeDivision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Division"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HomeAllQuery, HomeAllQueryVariables>;
export const HomeCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeLiveGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcomingGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeDivision"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeLiveGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeDivision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Division"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HomeCompetitionQuery, HomeCompetitionQueryVariables>;
export const HomeLiveFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HomeLiveFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveGamesUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"competitionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HomeLiveFeedSubscription, HomeLiveFeedSubscriptionVariables>;
export const ResultsCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"divisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsGame"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}}]}}]}}]} as unknown as DocumentNode<ResultsCompetitionQuery, ResultsCompetitionQueryVariables>;
export const ResultsStandingsFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResultsStandingsFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standingsUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamesPlayed"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]}}]} as unknown as DocumentNode<ResultsStandingsFeedSubscription, ResultsStandingsFeedSubscriptionVariables>;
export const ResultsBracketFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResultsBracketFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bracketUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResultsBracketFeedSubscription, ResultsBracketFeedSubscriptionVariables>;
export const ResultsGameFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResultsGameFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scoreboardUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]} as unknown as DocumentNode<ResultsGameFeedSubscription, ResultsGameFeedSubscriptionVariables>;
export const RinkVenueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RinkVenue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RinkVenue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RinkVenue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Venue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RinkVenueQuery, RinkVenueQueryVariables>;
export const RinkVenueFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RinkVenueFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venueUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RinkVenue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RinkVenue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Venue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RinkVenueFeedSubscription, RinkVenueFeedSubscriptionVariables>;
export const BoardGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"per"}}]}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BoardGameQuery, BoardGameQueryVariables>;
export const BoardFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BoardFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scoreboardUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardSnapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardTeamLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"shots"}},{"kind":"Field","name":{"kind":"Name","value":"skatersOnIce"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyShotsPending"}},{"kind":"Field","name":{"kind":"Name","value":"netEmpty"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardSnapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scoreboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardTeamLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardTeamLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"penalties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shootout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"goals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"goals"}}]}}]}}]}}]} as unknown as DocumentNode<BoardFeedSubscription, BoardFeedSubscriptionVariables>;
export const BoardShotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardShots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PenaltyShotEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BoardShotsQuery, BoardShotsQueryVariables>;
export const BoardGoalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardGoals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scorer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheetLineups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BoardGoalsQuery, BoardGoalsQueryVariables>;
export const TableDivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TableDivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"division"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TableRows"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TableRows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiebreakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criterion"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamesPlayed"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"ties"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeLosses"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"goalsFor"}},{"kind":"Field","name":{"kind":"Name","value":"goalsAgainst"}},{"kind":"Field","name":{"kind":"Name","value":"goalDifference"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"tiebreakCriterion"}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedWithNext"}}]}}]}}]} as unknown as DocumentNode<TableDivisionQuery, TableDivisionQueryVariables>;
export const TableFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TableFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standingsUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TableRows"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TableRows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiebreakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criterion"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamesPlayed"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"ties"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeLosses"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"goalsFor"}},{"kind":"Field","name":{"kind":"Name","value":"goalsAgainst"}},{"kind":"Field","name":{"kind":"Name","value":"goalDifference"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"tiebreakCriterion"}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedWithNext"}}]}}]}}]} as unknown as DocumentNode<TableFeedSubscription, TableFeedSubscriptionVariables>;
export const TeamPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"releasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsGame"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"playerStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamesPlayed"}},{"kind":"Field","name":{"kind":"Name","value":"goals"}},{"kind":"Field","name":{"kind":"Name","value":"assists"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goalieStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"divisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"divisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamesPlayed"}},{"kind":"Field","name":{"kind":"Name","value":"goalsAgainst"}},{"kind":"Field","name":{"kind":"Name","value":"goalsAgainstAverage"}},{"kind":"Field","name":{"kind":"Name","value":"savePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"shutouts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"homeScore"}},{"kind":"Field","name":{"kind":"Name","value":"awayScore"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}}]}}]}}]} as unknown as DocumentNode<TeamPageQuery, TeamPageQueryVariables>;
export const TeamDivisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamDivision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"division"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TeamDivisionQuery, TeamDivisionQueryVariables>;
export const ServerNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTime"}}]}}]} as unknown as DocumentNode<ServerNowQuery, ServerNowQueryVariables>;